// Renewal alerts (orders/renewal-alerts.ts) with the injected clock: the 30- and 7-day alerts
// each sent once however often the job runs, catching up after a gap (only the nearest of the
// passed points), none for delivered, undated, renewed or unapproved orders, the configured days
// read on every run; on PostgreSQL two instances running at once send each alert once. Also the
// renewal link: POST /purchaserequests `renews`, and `renewed_by` on the order lists.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadTestConfig } from '../config.ts';
import { openDatabase, type AppDatabase } from '../db/database.ts';
import {
  addItem,
  createDraft,
  DEMO_USERS,
  requestBody,
  rewriteConfig,
  sendRequest,
} from '../testing/requests-fixture.ts';
import { activityLines, startTestContext, type Json } from '../testing/support.ts';
import {
  dueRenewalAlerts,
  runRenewalAlerts,
  sendRenewalAlerts,
  type RunResult,
} from './renewal-alerts.ts';
import { startOrdersContext, type OrdersContext } from '../testing/orders-fixture.ts';

const sentOf = (result: RunResult) =>
  result.sent.map((alert) => [alert.order_id, alert.days_before]);

/** What the owner sees: their notifications, oldest first. */
async function notificationsSeen(context: OrdersContext, username = 'requester') {
  const reply = await context.as(username).get<Json>(`/notifications/${username}`);
  assert.equal(reply.status, 200, reply.text);
  return (Object.values(reply.body) as Json[])
    .sort((a, b) => a.id - b.id)
    .map((n) => ({ title: n.title as string, message: n.message as string }));
}

async function alertRows(context: OrdersContext) {
  return context.api.query<{ order_id: number; days_before: number; notifications: number }>(
    `select a.order_id, a.days_before,
       (select count(*) from notifications n where n.id = a.notification_id)::int as notifications
     from renewal_alerts a order by a.order_id, a.days_before`,
  );
}

describe('renewal alerts: 30 and 7 days before delivery, once each', () => {
  let context: OrdersContext;
  let order: number;
  before(async () => {
    context = await startOrdersContext();
    // Today is 2026-03-10; delivery 41 days ahead.
    ({ id: order } = await context.insertOrder({
      ordertext: 'Storage nodes',
      ordernumber: 'PO-2026-0041',
      deliverydate: '2026-04-20',
      items: [{ amount: '100.00' }],
    }));
  });
  after(() => context.close());

  it('sends nothing before the 30-day point', async () => {
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
    context.setToday('2026-03-20');
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
    assert.deepEqual(await notificationsSeen(context), []);
  });

  it('sends the 30-day alert to the owner on the day, with the path that renews the order', async () => {
    context.setToday('2026-03-21');
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), [[order, 30]]);
    assert.deepEqual(await notificationsSeen(context), [
      {
        title: 'Purchase order PO-2026-0041 expires on 2026-04-20',
        message:
          `Purchase order PO-2026-0041 'Storage nodes' (#${order}) reaches its delivery date ` +
          `on 2026-04-20, in 30 days. Renew it: /renew-purchase-request?request=${order}`,
      },
    ]);
    // Nobody else is told.
    for (const username of DEMO_USERS.filter((u) => u !== 'requester')) {
      assert.deepEqual(await notificationsSeen(context, username), [], username);
    }
    const log = (await activityLines(context)).filter((line) => line[3] === 'renewalalert');
    assert.deepEqual(
      log.map((line) => line.slice(1)),
      [
        [
          'system',
          'CREATE',
          'renewalalert',
          String(order),
          'days_before=30; delivery=2026-04-20; to=requester',
        ],
      ],
    );
  });

  it('sends it once however often the job runs, also on the following days', async () => {
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
    context.setToday('2026-04-12');
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
    assert.equal((await notificationsSeen(context)).length, 1);
  });

  it('sends the 7-day alert on its day, once', async () => {
    context.setToday('2026-04-13');
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), [[order, 7]]);
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
    context.setToday('2026-04-20');
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
    const seen = await notificationsSeen(context);
    assert.equal(seen.length, 2);
    assert.match(seen[1]!.message, /on 2026-04-20, in 7 days\. Renew it: \/renew-purchase-request/);
    assert.deepEqual(await alertRows(context), [
      { order_id: order, days_before: 7, notifications: 1 },
      { order_id: order, days_before: 30, notifications: 1 },
    ]);
  });

  it('keeps the alert sent when the owner deletes its notification', async () => {
    const [row] = await context.api.query<{ id: number }>(
      `select n.id from notifications n join users u on u.id = n.user_id
        where u.username = 'requester' order by n.id limit 1`,
    );
    const deleted = await context.as('requester').delete(`/notifications/${row!.id}`);
    assert.equal(deleted.status, 204);
    context.setToday('2026-04-14');
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
    assert.equal((await alertRows(context)).length, 2);
  });
});

describe('renewal alerts: catching up after a gap', () => {
  let context: OrdersContext;
  const orders: Record<string, number> = {};
  before(async () => {
    context = await startOrdersContext();
    const deliveries: Record<string, string | null> = {
      'in 26 days': '2026-04-05', // the 30-day point passed while nothing ran
      'in 5 days': '2026-03-15', // both points passed: only the 7-day alert
      tomorrow: '2026-03-11',
      today: '2026-03-10',
      yesterday: '2026-03-09', // delivered: no alert
      'in 31 days': '2026-04-10', // not yet
      undated: null,
    };
    for (const [label, deliverydate] of Object.entries(deliveries)) {
      const { id } = await context.insertOrder({
        ordertext: `Delivery ${label}`,
        podate: '2026-01-05',
        deliverydate,
        items: [{ amount: '100.00' }],
      });
      orders[label] = id;
    }
    // An open request delivered in 5 days is no order: no alert.
    await context.api.query(
      `insert into purchase_requests (ordertext, podate, deliverydate, orderamount, currency,
         orderamount_eur, prowner_id, company_id, company_contact_id, status)
       select 'Not an order', '2026-03-01', '2026-03-15', 5, 'EUR', 5, id, 601, 701, 'Proposed'
       from users where username = 'requester'`,
    );
  });
  after(() => context.close());

  it('sends the nearest passed alert of each order still to be delivered, in one run', async () => {
    const first = await context.api.runRenewalAlerts();
    assert.deepEqual(
      sentOf(first).sort((a, b) => a[0]! - b[0]!),
      [
        [orders['in 26 days'], 30],
        [orders['in 5 days'], 7],
        [orders.tomorrow, 7],
        [orders.today, 7],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    const messages = (await notificationsSeen(context)).map((n) => n.message);
    assert.ok(
      messages.some((m) => m.includes("'Delivery in 26 days'") && m.includes('in 26 days.')),
    );
    assert.ok(messages.some((m) => m.includes("'Delivery tomorrow'") && m.includes('tomorrow.')));
    assert.ok(messages.some((m) => m.includes("'Delivery today'") && m.includes('today.')));
    // The 30-day alert skipped for the order already at 5 days is never sent afterwards.
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
  });

  it('sends the rest on the days they fall due, none after delivery', async () => {
    context.setToday('2026-03-29');
    assert.deepEqual(
      sentOf(await context.api.runRenewalAlerts()).sort((a, b) => a[0]! - b[0]!),
      [
        [orders['in 26 days'], 7],
        [orders['in 31 days'], 30],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    context.setToday('2026-05-01');
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
    const perOrder = await context.api.query<{ order_id: number; n: number }>(
      `select order_id, count(*)::int as n from renewal_alerts group by order_id`,
    );
    assert.deepEqual(Object.fromEntries(perOrder.map((r) => [r.order_id, r.n])), {
      [orders['in 26 days']!]: 2,
      [orders['in 5 days']!]: 1,
      [orders.tomorrow!]: 1,
      [orders.today!]: 1,
      [orders['in 31 days']!]: 1,
    });
  });
});

describe('renewal alerts: the configured days', () => {
  let context: OrdersContext;
  let order: number;
  before(async () => {
    context = await startOrdersContext();
    ({ id: order } = await context.insertOrder({
      ordertext: 'Licences',
      deliverydate: '2026-05-09', // 60 days after 2026-03-10
      items: [{ amount: '100.00' }],
    }));
  });
  after(() => context.close());

  it('reads renewal_alert_days on every run', async () => {
    await rewriteConfig(context.configFile, { renewal_alert_days: [60, 14] });
    const run = await context.api.runRenewalAlerts();
    assert.deepEqual([sentOf(run), run.days], [[[order, 60]], [60, 14]]);
    // Switched off: nothing, even when due.
    await rewriteConfig(context.configFile, { renewal_alert_days: [] });
    context.setToday('2026-04-30');
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
    await rewriteConfig(context.configFile, { renewal_alert_days: [14, 7, 14] });
    const due = await context.api.runRenewalAlerts();
    assert.deepEqual([sentOf(due), due.days], [[[order, 14]], [14, 7]]);
  });

  it('does not send an alert further out than one already sent', async () => {
    // 9 days ahead, the 14-day alert went out: a 20-day alert added now is not sent, a 10-day
    // one is.
    await rewriteConfig(context.configFile, { renewal_alert_days: [30, 20] });
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), []);
    await rewriteConfig(context.configFile, { renewal_alert_days: [10, 3] });
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), [[order, 10]]);
    context.setToday('2026-05-06');
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), [[order, 3]]);
  });

  it('uses the default [30, 7] for a value that is not a list of days', async () => {
    for (const value of ['30', [0], [7.5], [400], { days: 7 }, null]) {
      await rewriteConfig(context.configFile, { renewal_alert_days: value });
      const run = await context.api.runRenewalAlerts();
      assert.deepEqual(run.days, [30, 7], JSON.stringify(value));
      assert.match(run.problem ?? '', /^renewal_alert_days must be a list of whole numbers/);
    }
    // Absent: the default, no problem.
    await rewriteConfig(context.configFile, { renewal_alert_days: undefined });
    assert.deepEqual(await context.api.runRenewalAlerts(), { sent: [], days: [30, 7] });
  });
});

describe('renewals: POST /purchaserequests renews, renewed_by, and no alerts once renewed', () => {
  let context: OrdersContext;
  let order: number;
  let other: number;
  before(async () => {
    context = await startOrdersContext({ pr_justification_enabled: false });
    ({ id: order } = await context.insertOrder({
      ordertext: 'Support contract',
      deliverydate: '2026-03-30',
      items: [{ amount: '100.00' }],
    }));
    ({ id: other } = await context.insertOrder({
      ordertext: 'Other contract',
      deliverydate: '2026-03-30',
      items: [{ amount: '100.00' }],
    }));
  });
  after(() => context.close());

  const renewedBy = async (id: number) => {
    const list = await context.as('viewer').get<Json>('/purchaseorders');
    const page = await context.as('viewer').get<Json>(`/purchaseorders?id=${id}&limit=10`);
    const one = await context.as('viewer').get<Json>(`/purchaseorders/${id}`);
    const values = [list.body[id], page.body[id], one.body].map((o: Json) => [
      o.renewed_by,
      o.renewed_by_status,
    ]);
    assert.deepEqual(values[1], values[0]);
    assert.deepEqual(values[2], values[0]);
    return values[0];
  };

  it('refuses a renewal of what is not an order, naming renews', async () => {
    const requester = context.as('requester');
    const draft = await createDraft(requester);
    const notOrder = await requester.post<Json>('/purchaserequests', {
      ...requestBody(),
      renews: draft.id,
    });
    assert.deepEqual(
      [notOrder.status, notOrder.body.code, notOrder.body.field, notOrder.body.message],
      [
        409,
        'CONFLICT',
        'renews',
        `Only a purchase order can be renewed: request #${draft.id} is Draft.`,
      ],
    );
    const unknown = await requester.post<Json>('/purchaserequests', {
      ...requestBody(),
      renews: 999999,
    });
    assert.deepEqual(
      [unknown.status, unknown.body.field, unknown.body.message],
      [400, 'renews', 'The order to renew does not exist'],
    );
    const malformed = await requester.post<Json>('/purchaserequests', {
      ...requestBody(),
      renews: 'PO-1',
    });
    assert.deepEqual([malformed.status, malformed.body.field], [400, 'renews']);
    const viewer = await context.as('viewer').post<Json>('/purchaserequests', {
      ...requestBody(),
      renews: order,
    });
    assert.equal(viewer.status, 403);
    assert.deepEqual(await renewedBy(order), [null, null]);
  });

  it('links a renewal to its order; sent, the order shows it and gets no alert', async () => {
    const requester = context.as('requester');
    const renewal = await createDraft(requester, { renews: order });
    assert.equal(renewal.renews_id, order);
    assert.equal(renewal.status, 'Draft');
    // A Draft renews nothing yet: one left behind (a reload) must not stop the order's alerts.
    assert.deepEqual(await renewedBy(order), [null, null]);
    // 20 days ahead: the 30-day point passed.
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), [
      [order, 30],
      [other, 30],
    ]);
    await addItem(requester, renewal.id, { amount: renewal.orderamount });
    await sendRequest(requester, renewal.id);
    assert.deepEqual(await renewedBy(order), [renewal.id, 'Proposed']);
    assert.deepEqual(await renewedBy(other), [null, null]);
    const read = await context.as('viewer').get<Json>(`/purchaserequests/${renewal.id}`);
    assert.equal(read.body.renews_id, order);
    const log = await activityLines(context);
    assert.ok(log.some((l) => l[4] === String(renewal.id) && l[5]!.endsWith(`; renews=${order}`)));
    // At the 7-day point only the order not renewed is alerted.
    context.setToday('2026-03-23');
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), [[other, 7]]);
  });

  it('an edit of a renewal renews the same order once sent; a withdrawn renewal counts no more', async () => {
    const requester = context.as('requester');
    const [first] = await context.api.query<{ id: number }>(
      `select id from purchase_requests where renews_id = $1`,
      [order],
    );
    // The edit (supersedes) carries the link on; it takes over when it is sent.
    const edit = await createDraft(requester, {
      supersedes: first!.id,
      ordertext: 'Renewed',
      podate: '2026-03-23',
    });
    assert.equal(edit.renews_id, order);
    assert.deepEqual(await renewedBy(order), [first!.id, 'Proposed']);
    await addItem(requester, edit.id, { amount: edit.orderamount });
    await sendRequest(requester, edit.id);
    assert.deepEqual(await renewedBy(order), [edit.id, 'Proposed']);
    const withdrawn = await requester.delete<Json>(`/purchaserequests/delete/${edit.id}`);
    assert.equal(withdrawn.status, 200, withdrawn.text);
    assert.deepEqual(await renewedBy(order), [null, null]);
    // Not renewed any more: the 7-day alert goes out.
    assert.deepEqual(sentOf(await context.api.runRenewalAlerts()), [[order, 7]]);
  });

  it('shows the renewal furthest along, the newest among equals', async () => {
    const requester = context.as('requester');
    const older = await createDraft(requester, { renews: other, podate: '2026-03-23' });
    const newer = await createDraft(requester, { renews: other, podate: '2026-03-23' });
    assert.deepEqual(await renewedBy(other), [null, null]);
    const setStatus = (id: number, status: string) =>
      context.api.query(`update purchase_requests set status = $2 where id = $1`, [id, status]);
    await setStatus(older.id, 'Proposed');
    assert.deepEqual(await renewedBy(other), [older.id, 'Proposed']);
    await setStatus(newer.id, 'Proposed');
    assert.deepEqual(await renewedBy(other), [newer.id, 'Proposed']);
  });
});

describe('renewal alerts on a timer', () => {
  it('runs at start (catching up) and stops with the server', async () => {
    const context = await startTestContext({
      seed: true,
      today: () => new Date('2026-03-10T09:00:00Z'),
      renewalAlertIntervalMs: 3_600_000,
    });
    try {
      // The demo organisation has orders delivered within 30 days of any today.
      const [expected] = await context.api.query<{ n: number }>(
        `select count(*)::int as n from purchase_requests o
          where o.status = 'Approved' and o.deliverydate between '2026-03-10' and '2026-04-09'`,
      );
      assert.ok(expected!.n > 0);
      let sent = 0;
      for (let attempt = 0; attempt < 200 && sent < expected!.n; attempt++) {
        const [row] = await context.api.query<{ n: number }>(
          `select count(*)::int as n from renewal_alerts`,
        );
        sent = row!.n;
        if (sent < expected!.n) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.equal(sent, expected!.n);
    } finally {
      await context.close();
    }
  });
});

describe('renewal alerts: two instances on one PostgreSQL', () => {
  let context: OrdersContext;
  const instances: AppDatabase[] = [];
  const orders: number[] = [];
  before(async () => {
    context = await startOrdersContext();
    for (let i = 0; i < 20; i++) {
      const { id } = await context.insertOrder({
        ordertext: `Order ${i}`,
        deliverydate: '2026-04-05', // 26 days ahead of 2026-03-10
        owner: i % 2 === 0 ? 'requester' : 'approver',
        items: [{ amount: '10.00' }],
      });
      orders.push(id);
    }
    const { testDatabaseUrl } = loadTestConfig();
    if (context.api.database !== 'postgres' || !testDatabaseUrl) return;
    const [{ schema }] = (await context.api.query<{ schema: string }>(
      'select current_schema() as schema',
    )) as [{ schema: string }];
    for (let i = 0; i < 2; i++) {
      instances.push(await openDatabase({ kind: 'postgres', url: testDatabaseUrl, schema }));
    }
  });
  after(async () => {
    for (const instance of instances) await instance.close();
    await context.close();
  });

  /** Each alert row with its notification (to the order's owner), and every alert notification. */
  const perAlert = async () => {
    const rows = await context.api.query<{
      order_id: number;
      days_before: number;
      to_owner: boolean;
    }>(
      `select a.order_id, a.days_before, (n.user_id = o.prowner_id) as to_owner
       from renewal_alerts a
       join purchase_requests o on o.id = a.order_id
       left join notifications n on n.id = a.notification_id
       order by a.order_id, a.days_before`,
    );
    const [{ n }] = (await context.api.query<{ n: number }>(
      `select count(*)::int as n from notifications where title like 'Purchase order % expires on %'`,
    )) as [{ n: number }];
    return { rows, notifications: n };
  };

  it('both saw the same alerts due; each alert is sent once', async (t) => {
    if (instances.length === 0) return t.skip('PGlite has a single connection');
    const today = '2026-03-10';
    // Both instances find the same 20 alerts due before either has sent any …
    const [dueA, dueB] = await Promise.all(
      instances.map((instance) => dueRenewalAlerts(instance.db, today, [30, 7])),
    );
    assert.equal(dueA!.length, 20);
    assert.deepEqual(dueB, dueA);
    // … and both send at once: the rows decide, each alert goes out once.
    const [sentA, sentB] = await Promise.all([
      sendRenewalAlerts(instances[0]!.db, today, dueA!),
      sendRenewalAlerts(instances[1]!.db, today, [...dueB!].reverse()),
    ]);
    assert.equal(sentA!.length + sentB!.length, 20);
    assert.deepEqual(await perAlert(), {
      rows: orders.map((id) => ({ order_id: id, days_before: 30, to_owner: true })),
      notifications: 20,
    });
  });

  it('two whole runs at once send each alert once', async (t) => {
    if (instances.length === 0) return t.skip('PGlite has a single connection');
    const ctx = (instance: AppDatabase) => ({
      db: instance.db,
      today: () => new Date('2026-03-30T09:00:00Z'),
      configFile: context.configFile,
    });
    const runs = await Promise.all([
      ...instances.map((instance) => runRenewalAlerts(ctx(instance))),
      ...instances.map((instance) => runRenewalAlerts(ctx(instance))),
    ]);
    assert.equal(
      runs.reduce((sum, run) => sum + run.sent.length, 0),
      20,
    );
    const { rows, notifications } = await perAlert();
    assert.equal(rows.length, 40);
    assert.ok(rows.every((row) => row.to_owner));
    assert.equal(notifications, 40);
  });
});
