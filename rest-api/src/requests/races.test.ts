// Races on PostgreSQL (PGlite has one connection, so nothing runs at the same time there): the
// request row lock makes 50 approvals of one request one order and 49 refusals, the same lock
// keeps two items from sharing the last of the open amount, and in `block` mode the products'
// locks keep two approvals from both passing a budget that fits only one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  activityLines,
  connectToSchema,
  untilLockWaiters,
  type Json,
  type Reply,
} from '../test-support.ts';
import {
  createDraft,
  itemBody,
  openRequest,
  rewriteConfig,
  startRequestsContext,
  type RequestsContext,
} from './test-fixture.ts';

const count = (replies: Array<Reply<Json>>, status: number) =>
  replies.filter((reply) => reply.status === status).length;

describe('concurrent writes to requests (PostgreSQL)', () => {
  let context: RequestsContext;
  before(async () => {
    context = await startRequestsContext({ pr_justification_enabled: false });
  });
  after(() => context.close());

  it('50 concurrent approvals of one request: exactly one order, 49 clear refusals', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    const request = await openRequest(context);
    const approver = context.as('approver');
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        approver.put<Json>(`/purchaserequests/switchtopurchaseorder/${request.id}`, {
          ordernumber: `PO-RACE-${index}`,
        }),
      ),
    );
    assert.equal(count(replies, 200), 1, replies.map((r) => r.status).join(','));
    assert.equal(count(replies, 409), 49);
    const refusals = new Set(replies.filter((r) => r.status === 409).map((r) => r.body.message));
    assert.deepEqual([...refusals], ['The request has already been approved as a purchase order.']);
    const winner = replies.find((r) => r.status === 200)!.body.ordernumber as string;
    const orders = await context.api.query<{ ordernumber: string }>(
      `select ordernumber from purchase_requests where id = $1 and status = 'Approved'`,
      [request.id],
    );
    assert.deepEqual(orders, [{ ordernumber: winner }]);
    const [{ approvals }] = (await context.api.query<{ approvals: number }>(
      `select count(*)::int as approvals from activity_log
        where entity = 'purchaserequest' and entity_id = $1 and summary like 'status=Approved%'`,
      [String(request.id)],
    )) as [{ approvals: number }];
    assert.equal(approvals, 1);
    const notified = await context.api.query(`select 1 from notifications where message like $1`, [
      `%(#${request.id}) was approved%`,
    ]);
    assert.equal(notified.length, 1);
  });

  it('two items racing for the last of the open amount: one is added, one refused', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    const draft = await createDraft(context.as('requester'));
    const requester = context.as('requester');
    const replies = await Promise.all(
      [0, 1].map(() =>
        requester.post<Json>(
          `/purchaserequests/${draft.id}/listitems`,
          itemBody({ amount: '600.00' }),
        ),
      ),
    );
    assert.deepEqual(replies.map((r) => r.status).sort(), [201, 400]);
    const [{ total }] = (await context.api.query<{ total: string }>(
      `select sum(amount)::text as total from purchase_request_list_items where purchase_request_id = $1`,
      [draft.id],
    )) as [{ total: string }];
    assert.equal(total, '600.00');
  });

  it('block: two approvals that fit the budget only one at a time — one passes, one is refused', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    // Project 402 has 5000.00; each request takes 3000.00 of it (no delivery date: all this year).
    const requests = [];
    for (const _ of [0, 1]) {
      requests.push(
        await openRequest(context, {
          request: { orderamount: '3000.00', deliverydate: null },
          item: { idoftype: 402 },
        }),
      );
    }
    await rewriteConfig(context.configFile, {
      pr_justification_enabled: false,
      budget_check: 'block',
    });
    const approver = context.as('approver');
    const replies = await Promise.all(
      requests.map((request, index) =>
        approver.put<Json>(`/purchaserequests/switchtopurchaseorder/${request.id}`, {
          ordernumber: `PO-BUDGET-RACE-${index}`,
        }),
      ),
    );
    assert.deepEqual(
      replies.map((r) => r.status).sort(),
      [200, 422],
      replies.map((r) => r.text).join('\n'),
    );
    const refused = replies.find((r) => r.status === 422)!;
    assert.equal(
      refused.body.message,
      "The budget of Project 'Second Project' would be exceeded: budget 5000.00 EUR, committed 3000.00 EUR, this request 3000.00 EUR.",
    );
  });

  it('types an item that another transaction removes meanwhile: 404, and nothing logged', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    const request = await openRequest(context, { item: { costtype: 'Undefined' } });
    const [item] = Object.values(request.listitems as Record<string, Json>);
    // The removal holds the request's lock, as DELETE …/listitems/{position} does.
    const holder = await connectToSchema(context.api.schema!);
    // pg_stat_activity is read outside the holder's transaction (a transaction sees one snapshot).
    const observer = await connectToSchema(context.api.schema!);
    try {
      await holder.query('begin');
      await holder.query('select 1 from purchase_requests where id = $1 for update', [request.id]);
      await holder.query('delete from purchase_request_list_items where id = $1', [item!.id]);
      const typing = context
        .as('approver')
        .post<Json>(`/purchaserequests/assigntocosttype/${item!.id}`, {
          costtype: 'Expense Maintenance',
        });
      // The typing has read the item and waits for the request's lock.
      await untilLockWaiters(observer, 'purchase_requests');
      await holder.query('commit');
      const reply = await typing;
      assert.deepEqual([reply.status, reply.body.code], [404, 'NOT_FOUND'], reply.text);
      const logged = (await activityLines(context)).filter(
        ([, , action, entity, id]) =>
          action === 'UPDATE' && entity === 'listitem' && id === String(item!.id),
      );
      assert.deepEqual(logged, []);
    } finally {
      await Promise.all([holder.end(), observer.end()]);
    }
  });
});
