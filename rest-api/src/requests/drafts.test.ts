// A request from 'Next' to 'Send Request': the Draft, its changes, its list items and the send,
// with the rules of spec §5 and their texts, the roles of §6, the log and the notifications.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LIST_ITEM_MESSAGES, REQUEST_MESSAGES, TEXTS } from '@cost-steering/schema';
import { activityLines, writeFootprint, type Json, type TestContext } from '../testing/support.ts';
import {
  addItem,
  createDraft,
  itemBody,
  notificationsOf,
  requestBody,
  sendRequest,
  startRequestsContext,
} from '../testing/requests-fixture.ts';

const FORBIDDEN = { status: 403, code: 'FORBIDDEN', message: TEXTS.forbiddenServer };

describe('purchase request drafts', () => {
  let context: TestContext;
  before(async () => {
    context = await startRequestsContext();
  });
  after(() => context.close());
  const requester = () => context.as('requester');

  it('creates a Draft with the contract’s fields, the company of its contact and no items', async () => {
    const draft = await createDraft(requester());
    assert.equal(draft.status, 'Draft');
    assert.deepEqual(
      {
        ordertext: draft.ordertext,
        podate: draft.podate,
        deliverydate: draft.deliverydate,
        orderamount: draft.orderamount,
        orderamount_eur: draft.orderamount_eur,
        currency: draft.currency,
        prowner: draft.prowner,
        prownername: draft.prownername,
        company_id: draft.company_id,
        company_name: draft.company_name,
        company_contact_id: draft.company_contact_id,
        contact_name: draft.contact_name,
        supplier: draft.supplier,
        suppliername: draft.suppliername,
        sbu: draft.sbu,
        sbuname: draft.sbuname,
        accountingelement: draft.accountingelement,
        comments: draft.comments,
        open_amount: draft.open_amount,
        completionrate: draft.completionrate,
        justification_status: draft.justification_status,
        ordernumber: draft.ordernumber,
        listitems: draft.listitems,
      },
      {
        ordertext: 'Storage nodes',
        podate: '2026-03-10',
        deliverydate: '2026-06-30',
        orderamount: '1000.00',
        orderamount_eur: '1000.00',
        currency: 'EUR',
        prowner: 'requester',
        // A user registered by a token has no first and last name stored: the username.
        prownername: 'Rene Requester',
        company_id: 601,
        company_name: 'Acme',
        company_contact_id: 701,
        contact_name: 'Ana',
        supplier: 1,
        suppliername: 'Tailspin Hardware',
        sbu: 1,
        sbuname: 'Corporate IT',
        accountingelement: 'IT-HW-110',
        comments: 'urgent',
        open_amount: '1000.00',
        completionrate: '0.00',
        justification_status: null,
        ordernumber: null,
        listitems: {},
      },
    );
    const [line] = (await activityLines(context)).filter((l) => l[3] === 'purchaserequest');
    assert.deepEqual(line!.slice(1, 5), [
      'requester',
      'CREATE',
      'purchaserequest',
      String(draft.id),
    ]);
  });

  it('keeps the EUR value of a USD request at the day’s rate', async () => {
    const draft = await createDraft(requester(), { currency: 'usd', orderamount: 100 });
    assert.deepEqual(
      [draft.orderamount, draft.currency, draft.orderamount_eur],
      ['100.00', 'USD', '80.00'],
    );
  });

  it('refuses an amount whose EUR value is more than money holds, on orderamount, writing nothing', async () => {
    // A pound is worth 2 EUR here: the largest amount the form takes is twice that in EUR.
    await context.api.query(`insert into currencies (code, name) values ('GBX', 'Test pound')`);
    await context.api.query(
      `insert into currency_rates (currency, valid_from, rate) values ('GBX', '2000-01-01', 0.5)`,
    );
    const draft = await createDraft(requester(), {
      currency: 'GBX',
      orderamount: '499999999999.99',
    });
    assert.equal(draft.orderamount_eur, '999999999999.98');
    const before = await writeFootprint(context);
    const tooLarge = { currency: 'GBX', orderamount: '999999999999.99' };
    const created = await requester().post<Json>('/purchaserequests', requestBody(tooLarge));
    const changed = await requester().put<Json>(`/purchaserequests/${draft.id}`, [
      { ...requestBody(), ...tooLarge },
    ]);
    for (const reply of [created, changed]) {
      assert.equal(reply.status, 400, reply.text);
      assert.deepEqual(
        [reply.body.field, reply.body.message],
        ['orderamount', REQUEST_MESSAGES.orderAmountEurTooLarge],
      );
    }
    assert.deepEqual(await writeFootprint(context), before);
  });

  it('refuses a body against the rules with every problem on its REST field, writing nothing', async () => {
    const before = await writeFootprint(context);
    const reply = await requester().post<Json>('/purchaserequests', {
      ...requestBody(),
      company_contact_id: null,
      ordertext: 'o'.repeat(51),
      accountingelement: 'a'.repeat(17),
      comments: 'c'.repeat(91),
      orderamount: '0',
      podate: '2026-03-09',
      supplier: '',
    });
    assert.equal(reply.status, 400);
    assert.deepEqual(
      reply.body.errors.map((e: Json) => [e.field, e.message]).sort(),
      [
        ['accountingelement', REQUEST_MESSAGES.accountingElementTooLong],
        ['comments', REQUEST_MESSAGES.commentTooLong],
        ['company_contact_id', REQUEST_MESSAGES.contactRequired],
        ['company_id', REQUEST_MESSAGES.companyRequired],
        ['orderamount', REQUEST_MESSAGES.orderAmountZero],
        ['ordertext', 'Order text can have at most 50 characters'],
        ['podate', REQUEST_MESSAGES.startDateMin],
        ['supplier', REQUEST_MESSAGES.supplierRequired],
      ].sort(),
    );
    assert.deepEqual(await writeFootprint(context), before);
  });

  it('refuses dates outside the years 2000 to 2099 on podate and deliverydate, writing nothing', async () => {
    const before = await writeFootprint(context);
    const reply = await requester().post<Json>('/purchaserequests', {
      ...requestBody(),
      podate: '2100-01-01',
      deliverydate: '9999-12-31',
    });
    assert.deepEqual(
      [reply.status, reply.body.errors.map((e: Json) => [e.field, e.message])],
      [
        400,
        [
          ['podate', 'Start date must be in the years 2000 to 2099'],
          ['deliverydate', 'Delivery date must be in the years 2000 to 2099'],
        ],
      ],
    );
    assert.deepEqual(await writeFootprint(context), before);
    const last = await requester().post<Json>('/purchaserequests', {
      ...requestBody(),
      deliverydate: '2099-12-31',
    });
    assert.equal(last.status, 201, last.text);
  });

  it("shows a Draft only to its owner: other users' lists leave it out and its id is 404", async () => {
    const draft = await createDraft(requester(), { ordertext: 'Private draft' });
    await addItem(requester(), draft.id, { amount: draft.orderamount });
    const listed = async (username: string) => {
      const keyed = await context.as(username).get<Json>('/purchaserequests?status=Draft');
      const paged = await context
        .as(username)
        .get<Json>('/purchaserequests?status=Draft,Proposed&limit=100&search=Private');
      assert.equal(paged.status, 200, paged.text);
      return [String(draft.id) in keyed.body, String(draft.id) in paged.body];
    };
    assert.deepEqual(await listed('requester'), [true, true]);
    for (const username of ['viewer', 'admin', 'approver']) {
      assert.deepEqual(await listed(username), [false, false], username);
      for (const path of [
        `/purchaserequests/${draft.id}`,
        `/purchaserequests/${draft.id}/listitems`,
        `/purchaserequests/${draft.id}/budgetimpact`,
      ]) {
        const reply = await context.as(username).get<Json>(path);
        assert.deepEqual(
          [reply.status, reply.body.message],
          [404, 'Purchase request not found.'],
          `${username} ${path}`,
        );
      }
    }
    const before = await writeFootprint(context);
    const edit = await context
      .as('admin')
      .put<Json>(`/purchaserequests/${draft.id}`, [{ ordertext: 'Taken over' }]);
    assert.equal(edit.status, 404);
    assert.deepEqual(await writeFootprint(context), before);
    const own = await requester().get<Json>(`/purchaserequests/${draft.id}`);
    assert.deepEqual([own.status, own.body.status], [200, 'Draft']);
    // Sent, it is everyone's to read.
    await sendRequest(requester(), draft.id);
    assert.equal((await context.as('viewer').get(`/purchaserequests/${draft.id}`)).status, 200);
  });

  it('refuses unknown references and a contact of another company with 400 on the field', async () => {
    const cases: Array<[Json, string, string]> = [
      [
        { company_contact_id: 799 },
        'company_contact_id',
        'Company contact must be a known contact',
      ],
      [{ company_id: 602 }, 'company_contact_id', 'The contact is not a contact of the company'],
      [{ supplier: 9 }, 'supplier', 'Supplier must be a known supplier'],
      [{ sbu: 9 }, 'sbu', 'SBU must be a known SBU'],
      [{ currency: 'XYZ' }, 'currency', 'Currency must be a known currency'],
      [{ owner: 'nobody' }, 'owner', 'Owner must be a known user'],
      [{ deliverydate: '2026-03-09' }, 'deliverydate', REQUEST_MESSAGES.deliveryBeforeStart],
      [{ orderamount: 'ten' }, 'orderamount', REQUEST_MESSAGES.orderAmountNumber],
      [{ colour: 'red' }, 'colour', "Unknown field 'colour'"],
    ];
    for (const [change, field, message] of cases) {
      const reply = await requester().post<Json>('/purchaserequests', requestBody(change));
      assert.equal(reply.status, 400, JSON.stringify(change));
      assert.deepEqual(
        [reply.body.field, reply.body.message],
        [field, message],
        JSON.stringify(change),
      );
    }
  });

  it('lets only edit-purchase-request create and edit (403 with the contract’s message)', async () => {
    const draft = await createDraft(requester());
    for (const username of ['viewer', 'approver', 'pfm']) {
      const client = context.as(username);
      const attempts = [
        await client.post<Json>('/purchaserequests', requestBody()),
        await client.put<Json>(`/purchaserequests/${draft.id}`, [{ ordertext: 'x' }]),
        await client.post<Json>(`/purchaserequests/${draft.id}/listitems`, itemBody()),
        await client.delete<Json>(`/purchaserequests/${draft.id}/listitems/1`),
        await client.patch<Json>(`/purchaserequests/${draft.id}`, { status: 'Proposed' }),
      ];
      for (const reply of attempts) {
        assert.deepEqual(
          { status: reply.status, code: reply.body.code, message: reply.body.message },
          FORBIDDEN,
          `${username}: ${reply.text}`,
        );
      }
    }
  });

  it('changes a Draft through PUT with one object; absent fields stay as they were', async () => {
    const draft = await createDraft(requester());
    const reply = await requester().put<Json>(`/purchaserequests/${draft.id}`, [
      { id: draft.id, orderamount: '1500.50', company_contact_id: 703 },
    ]);
    assert.equal(reply.status, 200, reply.text);
    assert.deepEqual(
      [
        reply.body.orderamount,
        reply.body.company_id,
        reply.body.contact_name,
        reply.body.ordertext,
      ],
      ['1500.50', 602, 'Cy', 'Storage nodes'],
    );
  });

  it('logs every field a create or a PUT sets: the owner by name, comments, buying unit, the amount as stored', async () => {
    // Made admin's, the Draft is admin's alone to change (CONTRACT.md 'Purchase requests').
    const draft = await createDraft(requester(), { owner: 'admin', orderamount: 1000 });
    const reply = await context
      .as('admin')
      .put<Json>(`/purchaserequests/${draft.id}`, [
        { owner: 'approver', comments: 'changed', buying_unit: 1, orderamount: '999.5' },
      ]);
    assert.equal(reply.status, 200, reply.text);
    const lines = (await activityLines(context)).filter(
      (l) => l[3] === 'purchaserequest' && l[4] === String(draft.id),
    );
    assert.deepEqual(
      lines.map((l) => [l[2], l[5]]),
      [
        [
          'CREATE',
          'ordertext=Storage nodes; owner=admin; podate=2026-03-10; deliverydate=2026-06-30; ' +
            'orderamount=1000.00; currency=EUR; company_contact_id=701; supplier=1; sbu=1; ' +
            'buying_unit=; accountingelement=IT-HW-110; comments=urgent',
        ],
        [
          'UPDATE',
          'ordertext=Storage nodes; owner=approver; podate=2026-03-10; deliverydate=2026-06-30; ' +
            'orderamount=999.50; currency=EUR; company_contact_id=701; supplier=1; sbu=1; ' +
            'buying_unit=1; accountingelement=IT-HW-110; comments=changed',
        ],
      ],
    );
  });

  it('refuses a PUT that is not an array with one object, or names another id', async () => {
    const draft = await createDraft(requester());
    const path = `/purchaserequests/${draft.id}`;
    const object = await requester().put<Json>(path, { ordertext: 'x' });
    assert.deepEqual(
      [object.status, object.body.message],
      [400, 'The request body must be an array with one object'],
    );
    const two = await requester().put<Json>(path, [{ ordertext: 'x' }, { ordertext: 'y' }]);
    assert.equal(two.status, 400);
    const nested = await requester().put<Json>(path, [{ ordertext: 7 }]);
    assert.deepEqual([nested.status, nested.body.field], [400, '[0].ordertext']);
    const other = await requester().put<Json>(path, [{ id: draft.id + 1000, ordertext: 'x' }]);
    assert.deepEqual([other.status, other.body.field], [400, '[0].id']);
  });

  it('keeps the amount at least the items’ total and the currency while items exist', async () => {
    const draft = await createDraft(requester());
    await addItem(requester(), draft.id, { amount: '600.00' });
    const path = `/purchaserequests/${draft.id}`;
    const below = await requester().put<Json>(path, [{ orderamount: '599.99' }]);
    assert.deepEqual(
      [below.status, below.body.field, below.body.message],
      [400, 'orderamount', "Order amount cannot be less than the list items' total of 600,00 EUR"],
    );
    const currency = await requester().put<Json>(path, [{ currency: 'USD' }]);
    assert.deepEqual([currency.status, currency.body.field], [400, 'currency']);
    const equal = await requester().put<Json>(path, [{ orderamount: '600.00' }]);
    assert.equal(equal.status, 200);
    assert.equal(equal.body.open_amount, '0.00');
  });

  it('adds items up to the open amount exactly and refuses one cent more, under the row lock', async () => {
    const draft = await createDraft(requester());
    const first = await addItem(requester(), draft.id, { amount: '400.00' });
    assert.deepEqual(
      {
        position: first.position,
        name: first.name,
        type: first.type,
        costtype: first.costtype,
        entitytype: first.entitytype,
        idoftype: first.idoftype,
        amount: first.amount,
        currency: first.currency,
        amount_eur: first.amount_eur,
        productname: first.productname,
        projectname: first.projectname,
        productfamilyname: first.productfamilyname,
      },
      {
        position: 1,
        name: 'Budget Project',
        type: 'Capital',
        costtype: 'Infrastructure',
        entitytype: 'Project',
        idoftype: 401,
        amount: '400.00',
        currency: 'EUR',
        amount_eur: '400.00',
        productname: 'Budget Product',
        projectname: 'Budget Project',
        productfamilyname: 'Budget Family',
      },
    );
    const over = await requester().post<Json>(
      `/purchaserequests/${draft.id}/listitems`,
      itemBody({ amount: '600.01' }),
    );
    assert.deepEqual(
      [over.status, over.body.field, over.body.message],
      [400, 'amount', LIST_ITEM_MESSAGES.overOpenAmount],
    );
    await addItem(requester(), draft.id, { amount: '600.00', type: 'Product', idoftype: 302 });
    const request = (await requester().get<Json>(`/purchaserequests/${draft.id}`)).body;
    assert.deepEqual([request.open_amount, request.completionrate], ['0.00', '100.00']);
    assert.deepEqual(
      Object.values(request.listitems as Record<string, Json>).map((item: Json) => [
        item.position,
        item.entitytype,
        item.name,
      ]),
      [
        [1, 'Project', 'Budget Project'],
        [2, 'Product', 'Other Product'],
      ],
    );
  });

  it('computes a time & material amount as person days × daily rate, exactly', async () => {
    const draft = await createDraft(requester(), { orderamount: '1200.00' });
    const item = await addItem(requester(), draft.id, {
      amount: undefined,
      type: 'Application',
      idoftype: 501,
      costtype: 'Expense Maintenance',
      resourcename: 'Senior engineer',
      quantity: '2.5',
      daily_rate: '432.10',
    });
    // 2.5 × 432.10 = 1080.25
    assert.deepEqual(
      [item.resourcename, item.quantity, item.daily_rate, item.amount, item.applicationname],
      ['Senior engineer', '2.500', '432.100', '1080.25', 'Budget App'],
    );
    const wrong = await requester().post<Json>(
      `/purchaserequests/${draft.id}/listitems`,
      itemBody({ resourcename: 'Junior', quantity: '1', daily_rate: '10', amount: '11.00' }),
    );
    assert.deepEqual([wrong.status, wrong.body.field], [400, 'amount']);
    const huge = await requester().post<Json>(
      `/purchaserequests/${draft.id}/listitems`,
      itemBody({ resourcename: 'Team', quantity: '999999999', daily_rate: '999999' }),
    );
    assert.deepEqual(
      [huge.status, huge.body.field, huge.body.message],
      [400, 'amount', LIST_ITEM_MESSAGES.amountDecimals],
    );
    const bounds = await requester().post<Json>(
      `/purchaserequests/${draft.id}/listitems`,
      itemBody({ resourcename: 'r'.repeat(33), quantity: '0.0005', daily_rate: '10' }),
    );
    assert.equal(bounds.status, 400);
    assert.deepEqual(
      bounds.body.errors.map((e: Json) => [e.field, e.message]).sort(),
      [
        ['quantity', LIST_ITEM_MESSAGES.quantityMin],
        ['quantity', LIST_ITEM_MESSAGES.quantityStep],
        ['resourcename', LIST_ITEM_MESSAGES.resourceNameTooLong],
      ].sort(),
    );
  });

  it('refuses items with a wrong entity, classification, currency or position', async () => {
    const draft = await createDraft(requester());
    const path = `/purchaserequests/${draft.id}/listitems`;
    const cases: Array<[Json, number, string]> = [
      [{ type: 'Undefined' }, 400, 'type'],
      [{ type: 'Family' }, 400, 'type'],
      [{ idoftype: 999 }, 400, 'idoftype'],
      [{ costtype: 'Capital' }, 400, 'costtype'],
      [{ costtype: null }, 400, 'costtype'],
      [{ currency: 'USD' }, 400, 'currency'],
      [{ purchaserequest: draft.id + 1 }, 400, 'purchaserequest'],
    ];
    for (const [change, status, field] of cases) {
      const reply = await requester().post<Json>(path, itemBody({ amount: '1.00', ...change }));
      assert.deepEqual([reply.status, reply.body.field], [status, field], JSON.stringify(change));
    }
    await addItem(requester(), draft.id, { amount: '1.00', position: 3 });
    const taken = await requester().post<Json>(path, itemBody({ amount: '1.00', position: 3 }));
    assert.deepEqual([taken.status, taken.body.code], [409, 'CONFLICT']);
    const next = await addItem(requester(), draft.id, { amount: '1.00' });
    assert.equal(next.position, 4);
  });

  it('accepts an Undefined item only when undefined_enabled', async () => {
    const draft = await createDraft(requester());
    const item = await addItem(requester(), draft.id, { costtype: 'Undefined', amount: '10.00' });
    assert.deepEqual([item.type, item.costtype], ['Undefined', null]);
  });

  it('removes an item by position; positions are kept, the amount is open again', async () => {
    const draft = await createDraft(requester());
    await addItem(requester(), draft.id, { amount: '300.00' });
    await addItem(requester(), draft.id, { amount: '700.00' });
    const removed = await requester().delete(`/purchaserequests/${draft.id}/listitems/1`);
    assert.equal(removed.status, 204);
    const request = (await requester().get<Json>(`/purchaserequests/${draft.id}`)).body;
    assert.deepEqual(
      Object.values(request.listitems as Record<string, Json>).map((i: Json) => i.position),
      [2],
    );
    assert.equal(request.open_amount, '300.00');
    const again = await requester().delete<Json>(`/purchaserequests/${draft.id}/listitems/1`);
    assert.equal(again.status, 404);
  });

  it('sends only a fully itemized Draft; then it awaits a signature and notifies', async () => {
    const draft = await createDraft(requester());
    const path = `/purchaserequests/${draft.id}`;
    const empty = await requester().patch<Json>(path, { status: 'Proposed' });
    assert.deepEqual(
      [empty.status, empty.body.message],
      [409, 'Add at least one list item before sending the request.'],
    );
    await addItem(requester(), draft.id, { amount: '999.99' });
    const open = await requester().patch<Json>(path, { status: 'Proposed' });
    assert.deepEqual(
      [open.status, open.body.message],
      [409, 'The list items must cover the order amount: 0.01 EUR are still open.'],
    );
    await addItem(requester(), draft.id, { amount: '0.01' });
    const sent = await sendRequest(requester(), draft.id);
    assert.deepEqual([sent.status, sent.justification_status], ['Proposed', 'Proposed']);

    const pfm = await notificationsOf(context, 'pfm');
    const signature = pfm.find((n) => n.message.includes(`(#${draft.id})`));
    assert.ok(signature?.message.includes('Please sign the purchase request'), JSON.stringify(pfm));
    // admin is in the group too and is an approver: one notification of each kind.
    const admin = (await notificationsOf(context, 'admin')).filter((n) =>
      n.message.includes(`(#${draft.id})`),
    );
    assert.deepEqual(admin.map((n) => n.title).sort(), [
      'Purchase request sent',
      'Signature needed',
    ]);
    const approver = (await notificationsOf(context, 'approver')).filter((n) =>
      n.message.includes(`(#${draft.id})`),
    );
    assert.deepEqual(
      approver.map((n) => n.title),
      ['Purchase request sent'],
    );

    const again = await requester().patch<Json>(path, { status: 'Proposed' });
    assert.deepEqual(
      [again.status, again.body.message],
      [409, 'The request has been sent: it can no longer be changed.'],
    );
    const edit = await requester().put<Json>(path, [{ ordertext: 'Changed' }]);
    assert.equal(edit.status, 409);
    const item = await requester().post<Json>(`${path}/listitems`, itemBody({ amount: '0.00' }));
    assert.equal(item.status, 409);
  });

  it('answers 404 for unknown or malformed ids and 400 for other PATCH bodies', async () => {
    assert.equal((await requester().get('/purchaserequests/99999')).status, 404);
    assert.equal((await requester().get('/purchaserequests/abc')).status, 404);
    assert.equal((await requester().get('/purchaserequests/99999/listitems')).status, 404);
    const draft = await createDraft(requester());
    const reply = await requester().patch<Json>(`/purchaserequests/${draft.id}`, {
      status: 'Approved',
    });
    assert.deepEqual([reply.status, reply.body.field], [400, 'status']);
  });
  it("shows a token-registered owner by the token's name, not the username", async () => {
    const mint = (givenName: string) =>
      context.issuer.mint({
        username: 'ana.k',
        roles: ['edit-purchase-request'],
        givenName,
        familyName: 'Kovač',
      });
    const ana = context.withAuthorization(`Bearer ${await mint('Ana')}`);
    assert.equal(
      (await ana.post('/users/checkandcreate', { username: 'ana.k', roles: [] })).status,
      200,
    );
    const draft = await createDraft(ana);
    const shown = async () =>
      (await ana.get<Json>(`/purchaserequests/${draft.id}`)).body.prownername;
    assert.equal(await shown(), 'Ana Kovač');
    // A name changed in the directory reaches the lists with the user's next registration.
    const renamed = context.withAuthorization(`Bearer ${await mint('Anna')}`);
    await renamed.post('/users/checkandcreate', { username: 'ana.k', roles: [] });
    assert.equal(await shown(), 'Anna Kovač');
  });
});
