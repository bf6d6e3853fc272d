// An open request's way on (DESIGN.md §4): the justification, approval into a purchase order,
// decline, withdrawal, the archive (restore, delete for good) and the edit that replaces one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  APPROVE_MESSAGES,
  DECLINE_MESSAGES,
  JUSTIFICATION_MESSAGES,
  subtractDecimals,
  TEXTS,
} from '@cost-steering/schema';
import { activityLines, writeFootprint, type Json, type TestContext } from '../testing/support.ts';
import {
  addItem,
  notificationsOf,
  openRequest,
  requestBody,
  sendRequest,
  sign,
  startRequestsContext,
} from '../testing/requests-fixture.ts';

const approve = (context: TestContext, id: number, body: Json, as = 'approver') =>
  context.as(as).put<Json>(`/purchaserequests/switchtopurchaseorder/${id}`, body);

describe('purchase request transitions', () => {
  let context: TestContext;
  before(async () => {
    context = await startRequestsContext();
  });
  after(() => context.close());

  describe('justification', () => {
    it('lets only the group Product Family Manager sign, with date and comment ≤ 200', async () => {
      const request = await openRequest(context, { signed: false });
      const path = `/purchaserequests/${request.id}`;
      const body = {
        prID: request.id,
        isJustification: true,
        justification_status: 'Signed',
        justification_comment: 'Needed for the audit.',
        justification_date: '2026-03-10',
      };
      for (const username of ['approver', 'requester', 'viewer']) {
        const reply = await context.as(username).patch<Json>(path, body);
        assert.deepEqual(
          [reply.status, reply.body.message],
          [403, TEXTS.forbiddenServer],
          username,
        );
      }
      const missing = await context.as('pfm').patch<Json>(path, {
        ...body,
        justification_comment: 'c'.repeat(201),
        justification_date: '',
      });
      assert.deepEqual(
        missing.body.errors.map((e: Json) => [e.field, e.message]),
        [
          ['justification_comment', JUSTIFICATION_MESSAGES.commentTooLong],
          ['justification_date', JUSTIFICATION_MESSAGES.dateRequired],
        ],
      );
      const far = await context
        .as('pfm')
        .patch<Json>(path, { ...body, justification_date: '2100-01-01' });
      assert.deepEqual(
        [far.status, far.body.errors.map((e: Json) => [e.field, e.message])],
        [400, [['justification_date', 'Date must be in the years 2000 to 2099']]],
      );
      const signed = await context.as('pfm').patch<Json>(path, body);
      assert.equal(signed.status, 200, signed.text);
      assert.deepEqual(
        [
          signed.body.status,
          signed.body.justification_status,
          signed.body.justified_by,
          signed.body.justification_comment,
          signed.body.justification_date,
        ],
        ['Proposed', 'Signed', 'pfm', 'Needed for the audit.', '2026-03-10'],
      );
      const owner = await notificationsOf(context, 'requester');
      assert.ok(
        owner.some(
          (n) => n.title === 'Justification signed' && n.message.includes(`#${request.id}`),
        ),
      );
      const twice = await context.as('pfm').patch<Json>(path, body);
      assert.deepEqual(
        [twice.status, twice.body.message],
        [409, 'The justification of this request is not awaiting a signature.'],
      );
    });

    it("reads the group from Keycloak's full group path too ('/Product Family Manager')", async () => {
      // The Group Membership mapper's default; the bff reads it the same way (it shows Justify).
      const request = await openRequest(context, { signed: false });
      const token = await context.issuer.mint({
        username: 'pfm',
        roles: ['view-product-hierarchy'],
        groups: ['/Product Family Manager'],
      });
      const reply = await context
        .withAuthorization(`Bearer ${token}`)
        .patch<Json>(`/purchaserequests/${request.id}`, {
          isJustification: true,
          justification_status: 'Signed',
          justification_comment: 'Full path group.',
          justification_date: '2026-03-10',
        });
      assert.deepEqual(
        [reply.status, reply.body.justification_status],
        [200, 'Signed'],
        reply.text,
      );
    });

    it('declines the request when the manager declines, needing only a comment', async () => {
      const request = await openRequest(context, { signed: false });
      const reply = await context.as('pfm').patch<Json>(`/purchaserequests/${request.id}`, {
        isJustification: true,
        justification_status: 'Declined',
        justification_comment: 'Not justified.',
      });
      assert.equal(reply.status, 200, reply.text);
      assert.deepEqual(
        [
          reply.body.status,
          reply.body.justification_status,
          reply.body.message,
          reply.body.justification_date,
        ],
        ['Declined', 'Declined', 'Not justified.', '2026-03-10'],
      );
      const owner = await notificationsOf(context, 'requester');
      assert.ok(
        owner.some(
          (n) => n.title === 'Purchase request declined' && n.message.endsWith('Not justified.'),
        ),
      );
    });

    it('lets a manager decline through DELETE while the justification is pending', async () => {
      const request = await openRequest(context, { signed: false });
      const reply = await context.as('pfm').delete<Json>(`/purchaserequests/${request.id}`, {
        message: 'Ask again next year.',
      });
      assert.deepEqual(
        [reply.status, reply.body.status, reply.body.justification_status],
        [200, 'Declined', 'Declined'],
      );
    });
  });

  describe('approval', () => {
    it('is refused while the justification awaits a signature', async () => {
      const request = await openRequest(context, { signed: false });
      const reply = await approve(context, request.id, { ordernumber: 'PO-WAIT' });
      assert.deepEqual([reply.status, reply.body.message], [409, APPROVE_MESSAGES.mustBeSigned]);
      const decline = await context.as('approver').delete<Json>(`/purchaserequests/${request.id}`, {
        message: 'No',
      });
      assert.deepEqual(
        [decline.status, decline.body.message],
        [409, APPROVE_MESSAGES.mustBeSigned],
      );
    });

    it('needs an order number of at most 32 characters, unique in any letter case', async () => {
      const request = await openRequest(context);
      const empty = await approve(context, request.id, { ordernumber: '  ' });
      assert.deepEqual(
        [empty.status, empty.body.field, empty.body.message],
        [400, 'ordernumber', APPROVE_MESSAGES.orderNumberRequired],
      );
      const long = await approve(context, request.id, { ordernumber: 'P'.repeat(33) });
      assert.deepEqual(
        [long.status, long.body.message],
        [400, APPROVE_MESSAGES.orderNumberTooLong],
      );
      const first = await approve(context, request.id, { ordernumber: 'PO-2026-0001' });
      assert.equal(first.status, 200, first.text);
      const other = await openRequest(context);
      const duplicate = await approve(context, other.id, { ordernumber: 'po-2026-0001' });
      assert.deepEqual(
        [duplicate.status, duplicate.body.code, duplicate.body.field, duplicate.body.message],
        [
          409,
          'CONFLICT',
          'ordernumber',
          'This order number is already used by another purchase order.',
        ],
      );
    });

    it('is refused while an item is Undefined, until an approver types it', async () => {
      const request = await openRequest(context, { item: { costtype: 'Undefined' } });
      const refused = await approve(context, request.id, { ordernumber: 'PO-UNDEF' });
      assert.equal(refused.status, 409);
      assert.match(refused.body.message, /'Undefined' items remain/);
      const [item] = Object.values(request.listitems as Record<string, Json>);
      const path = `/purchaserequests/assigntocosttype/${item!.id}`;
      const byRequester = await context
        .as('requester')
        .post<Json>(path, { costtype: 'Expense Maintenance' });
      assert.equal(byRequester.status, 403);
      const wrong = await context.as('approver').post<Json>(path, { costtype: 'Undefined' });
      assert.deepEqual([wrong.status, wrong.body.field], [400, 'costtype']);
      const typed = await context
        .as('approver')
        .post<Json>(path, { costtype: 'Expense Maintenance' });
      assert.deepEqual(
        [typed.status, typed.body.type, typed.body.costtype],
        [200, 'Expense', 'Maintenance'],
      );
      const approved = await approve(context, request.id, { ordernumber: 'PO-UNDEF' });
      assert.equal(approved.status, 200, approved.text);
    });

    it("makes an order's EUR amount the sum of its items' EUR: nothing remains once all is invoiced", async () => {
      // USD = 1/1.25 EUR: 2000.06 → 1600.048 → 1600.05, but each item 1000.03 → 800.024 → 800.02.
      const requester = context.as('requester');
      const draft = (
        await requester.post<Json>(
          '/purchaserequests',
          requestBody({ orderamount: '2000.06', currency: 'USD', deliverydate: null }),
        )
      ).body;
      for (const _ of [0, 1]) await addItem(requester, draft.id, { amount: '1000.03' });
      const sent = await sendRequest(requester, draft.id);
      if (sent.justification_status === 'Proposed') await sign(context, draft.id);
      const approved = await approve(context, draft.id, { ordernumber: 'PO-USD-CENTS' });
      assert.equal(approved.status, 200, approved.text);
      const order = (await context.as('viewer').get<Json>(`/purchaseorders/${draft.id}`)).body;
      const items = Object.values(order.listitems as Record<string, Json>);
      assert.deepEqual(
        items.map((item) => item.amount_eur),
        ['800.02', '800.02'],
      );
      assert.deepEqual(
        [order.orderamount, order.orderamount_eur, order.po_remaining_amount],
        ['2000.06', '1600.04', '1600.04'],
      );
    });

    it('makes an order the current year’s forecast grows by, and leaves the open list', async () => {
      const product = async () => (await context.as('controller').get<Json>('/projects/402')).body;
      const before = await product();
      // 2026-03-10 … 2027-03-09: 365 days, 297 of them in 2026 → 3650 × 297 / 365 = 2970.00.
      const request = await openRequest(context, {
        request: { orderamount: '3650.00', deliverydate: '2027-03-09' },
        item: { idoftype: 402, costtype: 'Capital Maintenance' },
      });
      const reply = await approve(context, request.id, {
        ordernumber: 'PO-FORECAST',
        company_contact_id: 703,
      });
      assert.equal(reply.status, 200, reply.text);
      assert.deepEqual(
        [reply.body.status, reply.body.ordernumber, reply.body.company_id, reply.body.contact_name],
        ['Approved', 'PO-FORECAST', 602, 'Cy'],
      );
      const after = await product();
      assert.equal(before.forecast_codes.cm, '0.00');
      assert.equal(after.forecast_codes.cm, '2970.00');
      const open = (await context.as('viewer').get<Record<string, Json>>('/purchaserequests')).body;
      assert.equal(open[String(request.id)], undefined);
      const owner = await notificationsOf(context, 'requester');
      assert.ok(owner.some((n) => n.message.includes('approved as purchase order PO-FORECAST')));
      const again = await approve(context, request.id, { ordernumber: 'PO-AGAIN' });
      assert.deepEqual(
        [again.status, again.body.message],
        [409, 'The request has already been approved as a purchase order.'],
      );
      const log = await activityLines(context);
      assert.ok(
        log.some(
          (l) =>
            l[2] === 'UPDATE' && l[4] === String(request.id) && l[5]!.includes('status=Approved'),
        ),
      );
    });

    it('approves orders whose forecasts add up to more than one order can hold', async () => {
      // Each order is within money's 12 digits; their sum on one project is not.
      const productForecast = async () =>
        (await context.as('controller').get<Json>('/products/301')).body.expensesforecast;
      const before = await productForecast();
      for (const ordernumber of ['PO-HUGE-1', 'PO-HUGE-2']) {
        const request = await openRequest(context, {
          request: { orderamount: '900000000000.00', deliverydate: null },
          item: { idoftype: 401, costtype: 'Expense Enhancement' },
        });
        const reply = await approve(context, request.id, { ordernumber });
        assert.equal(reply.status, 200, reply.text);
      }
      const project = (await context.as('controller').get<Json>('/projects/401')).body;
      assert.equal(project.forecast_codes.ee, '1800000000000.00');
      assert.equal(subtractDecimals(await productForecast(), before), '1800000000000.00');
    });

    it('answers 403 to everyone without approve-purchase-request', async () => {
      const request = await openRequest(context);
      for (const username of ['requester', 'pfm', 'viewer', 'controller']) {
        const reply = await approve(context, request.id, { ordernumber: 'PO-X' }, username);
        assert.deepEqual(
          [reply.status, reply.body.message],
          [403, TEXTS.forbiddenServer],
          username,
        );
      }
    });
  });

  describe('decline and withdraw', () => {
    it('declines with a message; an empty one is refused', async () => {
      const request = await openRequest(context);
      const path = `/purchaserequests/${request.id}`;
      const empty = await context.as('approver').delete<Json>(path, { message: ' ' });
      assert.deepEqual([empty.status, empty.body.message], [400, DECLINE_MESSAGES.messageRequired]);
      const viewer = await context.as('viewer').delete<Json>(path, { message: 'No' });
      assert.equal(viewer.status, 403);
      const declined = await context
        .as('approver')
        .delete<Json>(path, { message: 'Too expensive.' });
      assert.deepEqual(
        [declined.status, declined.body.status, declined.body.message],
        [200, 'Declined', 'Too expensive.'],
      );
    });

    it('refuses a decline message over 240 characters, naming message; nothing written', async () => {
      const request = await openRequest(context);
      const before = await writeFootprint(context);
      const reply = await context
        .as('approver')
        .delete<Json>(`/purchaserequests/${request.id}`, { message: 'x'.repeat(241) });
      assert.deepEqual(
        [reply.status, reply.body.errors],
        [400, [{ field: 'message', message: 'Message can have at most 240 characters' }]],
      );
      assert.deepEqual(await writeFootprint(context), before);
    });

    it('lets the owner or an editor withdraw; others get 403', async () => {
      const request = await openRequest(context);
      const path = `/purchaserequests/delete/${request.id}`;
      for (const username of ['viewer', 'approver', 'pfm']) {
        assert.equal((await context.as(username).delete(path)).status, 403, username);
      }
      const reply = await context.as('requester').delete<Json>(path);
      assert.deepEqual([reply.status, reply.body.status], [200, 'Withdrawn']);
      const owner = await notificationsOf(context, 'requester');
      assert.ok(
        owner.some(
          (n) => n.title === 'Purchase request deleted' && n.message.includes(`#${request.id}`),
        ),
      );
      assert.equal((await context.as('requester').delete(path)).status, 409);
    });
  });

  describe('archive', () => {
    it('lists declined and withdrawn requests, restores one (its signature kept), deletes one', async () => {
      const declined = await openRequest(context);
      await context.as('approver').delete(`/purchaserequests/${declined.id}`, { message: 'No.' });
      const withdrawn = await openRequest(context);
      await context.as('requester').delete(`/purchaserequests/delete/${withdrawn.id}`);
      const archive = (await context.as('viewer').get<Record<string, Json>>('/archive')).body;
      assert.equal(archive[String(declined.id)]?.status, 'Declined');
      assert.equal(archive[String(withdrawn.id)]?.status, 'Withdrawn');
      assert.ok(Object.values(archive).every((r) => ['Declined', 'Withdrawn'].includes(r.status)));

      assert.equal((await context.as('viewer').get(`/archive/${declined.id}/restore`)).status, 403);
      const restored = await context.as('requester').get<Json>(`/archive/${declined.id}/restore`);
      assert.deepEqual(
        [
          restored.status,
          restored.body.status,
          restored.body.message,
          restored.body.justification_status,
        ],
        [200, 'Proposed', null, 'Signed'],
      );
      assert.equal(
        (await context.as('requester').get(`/archive/${declined.id}/restore`)).status,
        409,
      );

      assert.equal((await context.as('viewer').delete(`/archive/${withdrawn.id}`)).status, 403);
      assert.equal((await context.as('requester').delete(`/archive/${withdrawn.id}`)).status, 204);
      assert.equal(
        (await context.as('requester').get(`/purchaserequests/${withdrawn.id}`)).status,
        404,
      );
      assert.equal((await context.as('requester').delete(`/archive/${declined.id}`)).status, 409);
    });

    it('edits a request: a new Draft that supersedes it; sent, it declines the old one for good', async () => {
      const old = await openRequest(context, { signed: false });
      await context.as('requester').delete(`/purchaserequests/delete/${old.id}`);
      const edit = await context.as('requester').post<Json>('/purchaserequests', {
        company_contact_id: 701,
        podate: '2026-04-01',
        ordertext: 'Storage nodes, fewer',
        accountingelement: 'IT-HW-110',
        orderamount: '800.00',
        currency: 'EUR',
        supplier: 1,
        sbu: 1,
        supersedes: old.id,
      });
      assert.equal(edit.status, 201, edit.text);
      assert.deepEqual([edit.body.status, edit.body.supersedes_id], ['Draft', old.id]);
      const twice = await context.as('requester').post<Json>('/purchaserequests', {
        ...edit.body,
        supersedes: old.id,
      });
      assert.equal(twice.status, 400, 'the response’s fields are not a request body');
      await addItem(context.as('requester'), edit.body.id, { amount: '800.00' });
      const sent = await sendRequest(context.as('requester'), edit.body.id);
      assert.equal(sent.status, 'Proposed');
      // Sent without a justification step for the old one (replacement.test.ts: the rest).
      const after = (await context.as('requester').get<Json>(`/purchaserequests/${old.id}`)).body;
      assert.deepEqual(
        [after.status, after.message, after.superseded_by_id, after.justification_status],
        [
          'Declined',
          `Replaced by request #${edit.body.id}.`,
          edit.body.id,
          old.justification_status,
        ],
      );
    });

    it('refuses to edit an order', async () => {
      const order = await openRequest(context);
      await approve(context, order.id, { ordernumber: 'PO-NO-EDIT' });
      const draft = await context.as('requester').post<Json>('/purchaserequests', {
        ...requestBody(),
        supersedes: order.id,
      });
      assert.deepEqual([draft.status, draft.body.field], [409, 'supersedes']);
    });
  });
});
