// A bench process: the REST API on the large data set (TEST_DATABASE_URL set: a fresh
// PostgreSQL schema; else PGlite), reporting its size and how long filling it took.
import { performance } from 'node:perf_hooks';
import { startTestRestApi } from '@cost-steering/rest-api/testing';
import {
  answerQuestions,
  processInput,
  serveUntilClosed,
  serviceLogLevel,
} from './service-process.ts';

export interface RestApiInput {
  issuer: string;
  audience: string;
  /** The large organisation's scale; 0 for none. */
  scale: number;
  /** Notifications written for one user (bench:notifications). */
  notifications?: { username: string; count: number };
  /** bench:import: a CSV file of this many invoice rows on the data set's approved orders. */
  importRows?: number;
  /** The demo organisation too (its users, companies, contacts; bench:load). */
  seed?: boolean;
  /** PostgreSQL: serve this running instance's schema instead of a fresh one (bench:load). */
  attachTo?: { schema: string };
  /** Run the renewal alerts on a timer at this interval (bench:load). */
  renewalAlertIntervalMs?: number;
  /** PostgreSQL: the named schema, kept between runs with its data set (bench:scale). */
  keptSchema?: { name: string; refill?: boolean };
}

export interface RestApiInfo {
  families: string;
  products: string;
  entities: string;
  /** Purchase requests of every state (the orders too), open ones, archived ones. */
  requests: string;
  openRequests: string;
  archivedRequests: string;
  seedSeconds: number;
  /** bench:import's file (semicolons, decimal commas), when asked for. */
  importFile?: string;
  /** On PostgreSQL: the schema, for a second instance's `attachTo`. */
  schema?: string;
}

const input = processInput<RestApiInput>();
const { issuer, audience, scale, notifications, importRows, attachTo, keptSchema } = input;
const start = performance.now();
const restApi = await startTestRestApi({
  issuer,
  audience,
  ...(scale > 0 && !attachTo ? { largeSeed: { scale } } : {}),
  ...(input.seed ? { seed: true } : {}),
  logLevel: serviceLogLevel(),
  ...(attachTo ? { attachTo } : {}),
  ...(input.renewalAlertIntervalMs ? { renewalAlertIntervalMs: input.renewalAlertIntervalMs } : {}),
  ...(keptSchema ? { keptSchema } : {}),
});
// A kept schema has them from its first run.
const notificationsWritten = notifications
  ? await restApi.query<{ n: string }>(
      `select count(*) as n from notifications n join users u on u.id = n.user_id
        where u.username = $1`,
      [notifications.username],
    )
  : [];
if (notifications && Number(notificationsWritten[0]?.n ?? 0) === 0) {
  // Every tenth mentions an invoice (what the search looks for); every third is read.
  await restApi.query(`insert into users (username) values ($1) on conflict do nothing`, [
    notifications.username,
  ]);
  await restApi.query(
    `insert into notifications (user_id, title, message, created, status)
     select u.id, 'Notification ' || i,
            case when i % 10 = 0 then 'Invoice ' || i || ' was booked on order PO-' || i
                 else 'Purchase request ' || i || ' was approved' end,
            now() - make_interval(mins => i),
            case when i % 3 = 0 then 'seen' end
       from users u, generate_series(1, $2::int) as i
      where u.username = $1`,
    [notifications.username, notifications.count],
  );
  // As autovacuum would have by then: statistics for the planner, and the trigram index's pending
  // list (where a GIN index keeps fresh entries, searched row by row) merged into the index.
  await restApi.query('vacuum analyze notifications');
}
const seedSeconds = (performance.now() - start) / 1000;
const importFile = importRows ? await invoiceImportFile(importRows) : undefined;

/**
 * Invoices of two lines each on approved orders' list items (no daily rate) with something left,
 * dated today, amounts 1,00 to 9,99 with a decimal comma; a semicolon file as offices write it.
 */
async function invoiceImportFile(rows: number): Promise<string> {
  const items = await restApi.query<{ ordernumber: string; position: number }>(
    `select pr.ordernumber, li.position
       from purchase_requests pr
       join purchase_request_list_items li on li.purchase_request_id = pr.id
      where pr.status = 'Approved' and li.daily_rate is null
        and li.amount - coalesce((select sum(il.amount) from invoice_lines il
                                   where il.list_item_id = li.id), 0) >= 20
      order by pr.id, li.position`,
  );
  const byOrder = new Map<string, number[]>();
  for (const item of items) {
    byOrder.set(item.ordernumber, [...(byOrder.get(item.ordernumber) ?? []), item.position]);
  }
  const now = new Date();
  const today = `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
  const lines = ['order_number;invoice_title;date;list_item;amount'];
  let invoice = 0;
  for (const [order, positions] of byOrder) {
    if (positions.length < 2) continue;
    invoice++;
    for (const position of positions.slice(0, 2)) {
      const cents = 100 + ((invoice * 7 + position * 13) % 900);
      lines.push(
        `${order};Bench invoice ${invoice};${today};${position};${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`,
      );
      if (lines.length > rows) return `${lines.join('\r\n')}\r\n`;
    }
  }
  throw new Error(`The data set has room for ${lines.length - 1} import rows, not ${rows}`);
}
const [counts] = await restApi.query<Omit<RestApiInfo, 'seedSeconds'>>(
  `select (select count(*) from product_families) as families,
          (select count(*) from products) as products,
          (select count(*) from projects) + (select count(*) from applications) as entities,
          (select count(*) from purchase_requests) as requests,
          (select count(*) from purchase_requests where status = 'Proposed') as "openRequests",
          (select count(*) from purchase_requests
            where status in ('Declined', 'Withdrawn')) as "archivedRequests"`,
);
/** SQL asked by the bench (bench:load's counts at the end). */
export interface SqlQuestion {
  sql: string;
  params?: unknown[];
}
answerQuestions((question) => {
  const { sql, params } = question as SqlQuestion;
  return restApi.query(sql, params);
});
serveUntilClosed<RestApiInfo>(
  {
    url: restApi.url,
    info: {
      ...counts!,
      seedSeconds,
      ...(importFile ? { importFile } : {}),
      ...(restApi.schema ? { schema: restApi.schema } : {}),
    },
  },
  () => restApi.close(),
);
