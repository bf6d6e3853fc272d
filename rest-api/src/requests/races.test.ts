// Races on PostgreSQL (PGlite has one connection, so nothing runs at the same time there): the
// request row lock makes 50 approvals of one request one order and 49 refusals, lets one of an
// approval, a decline and a withdrawal of one request through (and one of a restore and a delete
// in the archive), and keeps two items from sharing the last of the open amount; the order
// number's unique index turns two approvals with one number into an order and a 409; in `block`
// mode the products' locks keep two approvals from both passing a budget that fits only one.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  activityLines,
  answeredWithoutWaiting,
  connectToSchema,
  raceBehindLock,
  untilLockWaiters,
  type Json,
  type Reply,
} from '../testing/support.ts';
import {
  createDraft,
  itemBody,
  openRequest,
  rewriteConfig,
  sendRequest,
  startRequestsContext,
  type RequestsContext,
} from '../testing/requests-fixture.ts';

const count = (replies: Array<Reply<Json>>, status: number) =>
  replies.filter((reply) => reply.status === status).length;

/** The activity log's status changes of one request, as their summaries. */
async function statusLines(context: RequestsContext, id: number) {
  const rows = await context.api.query<{ summary: string }>(
    `select summary from activity_log
      where entity = 'purchaserequest' and entity_id = $1 and summary like '%status=%'
      order by id`,
    [String(id)],
  );
  return rows.map((row) => row.summary);
}

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

  const raceBehindRequests = (ids: number[], fire: () => Array<Promise<Reply<Json>>>) =>
    raceBehindLock(
      context.api.schema!,
      { sql: 'select 1 from purchase_requests where id = any($1) for update', params: [ids] },
      fire,
    );

  it('an approval, a decline and a withdrawal of one request at once: one of them happens', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    const request = await openRequest(context);
    const path = `/purchaserequests`;
    const replies = await raceBehindRequests([request.id], () => [
      context.as('approver').put<Json>(`${path}/switchtopurchaseorder/${request.id}`, {
        ordernumber: 'PO-ONE-OF-THREE',
      }),
      context.as('approver').delete<Json>(`${path}/${request.id}`, { message: 'Too expensive' }),
      context.as('requester').delete<Json>(`${path}/delete/${request.id}`),
    ]);
    const outcomes = ['Approved', 'Declined', 'Withdrawn'];
    const statuses = replies.map((reply) => reply.status);
    assert.equal(count(replies, 200), 1, replies.map((r) => r.text).join('\n'));
    assert.equal(count(replies, 409), 2, statuses.join(','));
    const winner = outcomes[statuses.indexOf(200)]!;
    const refusal = `The request has ${winner === 'Approved' ? 'already been approved as a purchase order' : winner === 'Declined' ? 'been declined' : 'been deleted'}.`;
    assert.deepEqual(
      replies.filter((r) => r.status === 409).map((r) => r.body.message),
      [refusal, refusal],
    );
    const [stored] = await context.api.query<{ status: string; ordernumber: string | null }>(
      'select status, ordernumber from purchase_requests where id = $1',
      [request.id],
    );
    assert.equal(stored!.status, winner);
    assert.equal(stored!.ordernumber, winner === 'Approved' ? 'PO-ONE-OF-THREE' : null);
    // Opened once (Send), then exactly one of the three changes.
    const lines = await statusLines(context, request.id);
    assert.equal(lines.length, 2, lines.join('\n'));
    assert.match(lines[1]!, new RegExp(`status=${winner}`));
  });

  it('two restores and a delete of one archived request at once: one of them happens', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    const request = await openRequest(context);
    const withdrawn = await context
      .as('requester')
      .delete<Json>(`/purchaserequests/delete/${request.id}`);
    assert.equal(withdrawn.status, 200, withdrawn.text);
    const requester = context.as('requester');
    const replies = await raceBehindRequests([request.id], () => [
      requester.get<Json>(`/archive/${request.id}/restore`),
      requester.get<Json>(`/archive/${request.id}/restore`),
      requester.delete<Json>(`/archive/${request.id}`),
    ]);
    const statuses = replies.map((reply) => reply.status);
    const rows = await context.api.query<{ status: string }>(
      'select status from purchase_requests where id = $1',
      [request.id],
    );
    if (statuses[2] === 204) {
      // Deleted first: both restores find nothing.
      assert.deepEqual(statuses, [404, 404, 204]);
      assert.deepEqual(rows, []);
    } else {
      // Restored first: the other restore and the delete find an open request.
      assert.deepEqual([...statuses].sort(), [200, 409, 409]);
      const refused = replies.filter((r) => r.status === 409).map((r) => r.body.message);
      assert.deepEqual(refused, [
        'The request has been sent: it can no longer be changed.',
        'The request has been sent: it can no longer be changed.',
      ]);
      assert.deepEqual(rows, [{ status: 'Proposed' }]);
      const lines = await statusLines(context, request.id);
      assert.equal(lines.filter((line) => line.includes('restored_from=')).length, 1);
    }
  });

  /** An archived request and two edits of it, their items added: ready to send. */
  async function editedTwice() {
    const old = await openRequest(context);
    const requester = context.as('requester');
    assert.equal((await requester.delete(`/purchaserequests/delete/${old.id}`)).status, 200);
    const edits: Json[] = [];
    for (const ordertext of ['Edit one', 'Edit two']) {
      const edit = await createDraft(requester, { supersedes: old.id, ordertext });
      const item = await requester.post(`/purchaserequests/${edit.id}/listitems`, itemBody());
      assert.equal(item.status, 201, item.text);
      edits.push(edit);
    }
    return { old, edits };
  }

  it('two edits of one request sent at once: one replaces it, the other is refused', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    const { old, edits } = await editedTwice();
    // Each send holds the edited request's row before its own (replacement.ts).
    const replies = await raceBehindRequests([old.id], () =>
      edits.map((edit) =>
        context.as('requester').patch<Json>(`/purchaserequests/${edit.id}`, { status: 'Proposed' }),
      ),
    );
    assert.deepEqual(
      replies.map((reply) => reply.status).sort(),
      [200, 409],
      replies.map((r) => r.text).join('\n'),
    );
    const winner = edits[replies.findIndex((reply) => reply.status === 200)]!.id as number;
    const refused = replies.find((reply) => reply.status === 409)!;
    assert.deepEqual(
      [refused.body.field, refused.body.message],
      [
        'supersedes',
        `Request #${old.id} has already been replaced by request #${winner}: this edit can no longer replace it.`,
      ],
    );
    const rows = await context.api.query<{ id: number; status: string; replaced_by_id: number }>(
      'select id, status, replaced_by_id from purchase_requests where id = any($1) order by id',
      [[old.id, ...edits.map((edit) => edit.id)]],
    );
    assert.deepEqual(
      rows.map((row) => [row.id, row.status, row.replaced_by_id]),
      [
        [old.id, 'Declined', winner],
        ...edits.map((edit) => [edit.id, edit.id === winner ? 'Proposed' : 'Draft', null]),
      ],
    );
  });

  it('a withdrawn edit restored and deleted for good at once: one happens, no deadlock', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    const { old, edits } = await editedTwice();
    const edit = edits[0]!.id as number;
    const requester = context.as('requester');
    await sendRequest(requester, edit);
    assert.equal((await requester.delete(`/purchaserequests/delete/${edit}`)).status, 200);
    // The restore holds the replaced request's row, then the edit's; deleting the edit frees the
    // replaced request (its replaced_by_id) and so takes the rows in the same order — the other
    // order had each hold one row the other wanted (PostgreSQL then aborts one: a 500).
    const replies = await raceBehindRequests([old.id], () => [
      requester.get<Json>(`/archive/${edit}/restore`),
      requester.delete<Json>(`/archive/${edit}`),
    ]);
    const statuses = replies.map((reply) => reply.status);
    const [row] = await context.api.query<{ status: string; replaced_by_id: number | null }>(
      'select status, replaced_by_id from purchase_requests where id = $1',
      [old.id],
    );
    if (statuses[0] === 200) {
      assert.deepEqual([statuses, row], [[200, 409], { status: 'Declined', replaced_by_id: edit }]);
    } else {
      assert.deepEqual([statuses, row], [[404, 204], { status: 'Declined', replaced_by_id: null }]);
    }
  });

  it('two approvals with one order number at once: one order, one 409 on the order number', async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    // Three pairs: each pair's two approvals pass the "number taken" check together, so the
    // unique index decides (before its refusal was caught, that answered 500).
    const pairs: Json[][] = [];
    for (const _ of [0, 1, 2]) pairs.push([await openRequest(context), await openRequest(context)]);
    const approver = context.as('approver');
    const replies = await raceBehindRequests(
      pairs.flat().map((request) => request.id as number),
      () =>
        pairs.flatMap((pair, index) =>
          pair.map((request) =>
            approver.put<Json>(`/purchaserequests/switchtopurchaseorder/${request.id}`, {
              ordernumber: `PO-SAME-${index}`,
            }),
          ),
        ),
    );
    for (const [index] of pairs.entries()) {
      const pair = replies.slice(index * 2, index * 2 + 2);
      assert.deepEqual(
        pair.map((r) => r.status).sort(),
        [200, 409],
        pair.map((r) => r.text).join('\n'),
      );
      const refused = pair.find((r) => r.status === 409)!;
      assert.deepEqual(
        [refused.body.message, refused.body.field],
        ['This order number is already used by another purchase order.', 'ordernumber'],
      );
    }
    const orders = await context.api.query<{ ordernumber: string }>(
      `select ordernumber from purchase_requests where ordernumber like 'PO-SAME-%' order by 1`,
    );
    assert.deepEqual(
      orders.map((order) => order.ordernumber),
      ['PO-SAME-0', 'PO-SAME-1', 'PO-SAME-2'],
    );
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

  it("block: approves while a figure write holds a key share of the entity's product", async (t) => {
    if (context.api.database !== 'postgres') return t.skip('PGlite has a single connection');
    // The budget check locks product 301 `for no key update`: a figure trigger's insert (a key
    // share of the product) of another transaction does not hold it up. `for update` waited.
    await rewriteConfig(context.configFile, {
      pr_justification_enabled: false,
      budget_check: 'block',
    });
    const request = await openRequest(context, {
      request: { orderamount: '10.00', deliverydate: null },
      item: { idoftype: 401 },
    });
    const holder = await connectToSchema(context.api.schema!);
    const observer = await connectToSchema(context.api.schema!);
    try {
      await holder.query('begin');
      await holder.query('select 1 from products where id = 301 for key share');
      const approval = context
        .as('approver')
        .put<Json>(`/purchaserequests/switchtopurchaseorder/${request.id}`, {
          ordernumber: 'PO-KEY-SHARE',
        });
      const outcome = await answeredWithoutWaiting(observer, 'products', approval);
      await holder.query('commit');
      assert.equal(outcome, 200, (await approval).text);
    } finally {
      await Promise.all([holder.end(), observer.end()]);
    }
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
