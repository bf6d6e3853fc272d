// bench:load's counts at the end: every write the users made is in the database exactly once (no
// lost write), and each event's notifications and activity-log lines were written once — also
// with two REST API instances on one database and both running the renewal alerts.
import type { Workflow } from './load-users.ts';

type Query = <Row>(sql: string, params?: unknown[]) => Promise<Row[]>;

export interface Check {
  name: string;
  expected: number;
  actual: number;
}

/** The notifications each request event writes (rest-api/src/requests/notify.ts). */
const TITLES = {
  sent: 'Purchase request sent',
  signatureNeeded: 'Signature needed',
  signed: 'Justification signed',
  approved: 'Purchase request approved',
} as const;

const APPROVERS = `select id from users where roles @> '["approve-purchase-request"]'::jsonb`;
const PRODUCT_FAMILY_MANAGERS = `select id from users where groups @> '["Product Family Manager"]'::jsonb`;

/** Numbers as the database answers them (bigint counts come as numbers or strings). */
const count = async (query: Query, sql: string, params: unknown[] = []) => {
  const [row] = await query<{ n: number | string }>(sql, params);
  return Number(row?.n ?? 0);
};

/**
 * Expected against actual, for what the workflow did after `since` (the database's clock at the
 * start). `tag` is in the description of every request the run created.
 */
export async function checkCounts(
  query: Query,
  workflow: Workflow,
  since: string,
): Promise<{ checks: Check[]; duplicates: string[] }> {
  const ours = `select id from purchase_requests where ordertext like $1 || ' %'`;
  const tag = [workflow.tag];
  const approvers = await count(query, `select count(*) as n from (${APPROVERS}) a`);
  const managers = await count(query, `select count(*) as n from (${PRODUCT_FAMILY_MANAGERS}) m`);
  // Signed: the owner and the approvers, once each (the owner may be an approver).
  const ownerAndApprovers = await count(
    query,
    `select count(*) as n from purchase_requests r, lateral (
       select r.prowner_id as id union select id from (${APPROVERS}) a) u
     where r.id in (${ours}) and r.justification_status = 'Signed'`,
    tag,
  );
  const notificationsOf = (title: string) =>
    count(
      query,
      `select count(*) as n from notifications
        where title = $2 and substring(message from '\\(#(\\d+)\\)')::int in (${ours})`,
      [workflow.tag, title],
    );
  const activity = (entity: string, action: string, of: string) =>
    count(
      query,
      `select count(*) as n from activity_log
        where entity = $2 and action = $3 and entity_id in (${of}) and at >= $4`,
      [workflow.tag, entity, action, since],
    );
  const itemsOf = `select li.id::text from purchase_request_list_items li
                    where li.purchase_request_id in (${ours})`;
  const oursText = `select id::text from purchase_requests where ordertext like $1 || ' %'`;
  const invoicesOf = `select id::text from invoices where purchase_request_id in (${ours})`;
  const { sent, signed, approved } = workflow;
  const checks: Check[] = [
    {
      name: 'requests created = rows',
      expected: workflow.created.length,
      actual: await count(query, `select count(*) as n from (${ours}) r`, tag),
    },
    {
      name: 'list items added = rows',
      expected: workflow.listItems,
      actual: await count(query, `select count(*) as n from (${itemsOf}) i`, tag),
    },
    {
      name: 'requests sent (not Draft)',
      expected: sent.length,
      actual: await count(
        query,
        `select count(*) as n from purchase_requests where id in (${ours}) and status <> 'Draft'`,
        tag,
      ),
    },
    {
      name: 'justifications signed',
      expected: signed.length,
      actual: await count(
        query,
        `select count(*) as n from purchase_requests
          where id in (${ours}) and justification_status = 'Signed'`,
        tag,
      ),
    },
    {
      name: 'requests approved (orders)',
      expected: approved.length,
      actual: await count(
        query,
        `select count(*) as n from purchase_requests where id in (${ours}) and status = 'Approved'`,
        tag,
      ),
    },
    {
      name: 'invoices created = rows',
      expected: workflow.invoices,
      actual: await count(query, `select count(*) as n from (${invoicesOf}) i`, tag),
    },
    {
      name: 'invoice lines = rows',
      expected: workflow.invoiceLines,
      actual: await count(
        query,
        `select count(*) as n from invoice_lines
          where invoice_id in (select id from invoices where purchase_request_id in (${ours}))`,
        tag,
      ),
    },
    {
      name: `notifications '${TITLES.sent}' (sent × ${approvers} approvers)`,
      expected: sent.length * approvers,
      actual: await notificationsOf(TITLES.sent),
    },
    {
      name: `notifications '${TITLES.signatureNeeded}' (sent × ${managers} PFMs)`,
      expected: sent.length * managers,
      actual: await notificationsOf(TITLES.signatureNeeded),
    },
    {
      name: `notifications '${TITLES.signed}' (owner and approvers of each signed)`,
      expected: ownerAndApprovers,
      actual: await notificationsOf(TITLES.signed),
    },
    {
      name: `notifications '${TITLES.approved}' (one per approval)`,
      expected: approved.length,
      actual: await notificationsOf(TITLES.approved),
    },
    {
      name: 'activity: requests created',
      expected: workflow.created.length,
      actual: await activity('purchaserequest', 'CREATE', oursText),
    },
    {
      name: 'activity: list items created',
      expected: workflow.listItems,
      actual: await activity('listitem', 'CREATE', itemsOf),
    },
    {
      name: 'activity: request updates (send, sign, approve)',
      expected: sent.length + signed.length + approved.length,
      actual: await activity('purchaserequest', 'UPDATE', oursText),
    },
    {
      name: 'activity: invoices created',
      expected: workflow.invoices,
      actual: await activity('invoice', 'CREATE', invoicesOf),
    },
    ...(await renewalAlertChecks(query, workflow, since)),
  ];
  return { checks, duplicates: await duplicates(query, since) };
}

/**
 * Every order of the run delivered within 30 days got exactly one alert (30 days before) and one
 * notification; every alert notification of the run belongs to exactly one alert row.
 */
async function renewalAlertChecks(query: Query, workflow: Workflow, since: string) {
  const dueOrders = `select id from purchase_requests
    where ordertext like $1 || ' %' and status = 'Approved'
      and deliverydate <= current_date + 30`;
  const alertNotifications = `select id from notifications
    where title like 'Purchase order % expires on %' and created >= $1`;
  return [
    {
      name: "renewal alerts: the run's orders due within 30 days, one alert each",
      expected: await count(query, `select count(*) as n from (${dueOrders}) o`, [workflow.tag]),
      actual: await count(
        query,
        `select count(*) as n from renewal_alerts
          where order_id in (${dueOrders}) and notification_id is not null`,
        [workflow.tag],
      ),
    },
    {
      name: 'renewal alerts: notifications written during the run = their alert rows',
      expected: await count(query, `select count(*) as n from (${alertNotifications}) n`, [since]),
      actual: await count(
        query,
        `select count(*) as n from renewal_alerts where notification_id in (${alertNotifications})`,
        [since],
      ),
    },
  ];
}

/** Notifications and activity-log lines written twice since `since`. */
async function duplicates(query: Query, since: string): Promise<string[]> {
  const notifications = await query<{ user_id: number; title: string; n: number }>(
    `select user_id, title, count(*) as n from notifications where created >= $1
      group by user_id, title, message having count(*) > 1`,
    [since],
  );
  const activity = await query<{ entity: string; entity_id: string; summary: string; n: number }>(
    `select entity, entity_id, summary, count(*) as n from activity_log where at >= $1
      group by username, action, entity, entity_id, summary having count(*) > 1`,
    [since],
  );
  return [
    ...notifications.map((d) => `notification to user ${d.user_id} '${d.title}' ×${d.n}`),
    ...activity.map((d) => `activity ${d.entity} ${d.entity_id} '${d.summary}' ×${d.n}`),
  ];
}
