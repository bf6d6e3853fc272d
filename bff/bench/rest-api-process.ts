// A bench process: the REST API on the large data set (TEST_DATABASE_URL set: a fresh
// PostgreSQL schema; else PGlite), reporting its size and how long filling it took.
import { performance } from 'node:perf_hooks';
import { startTestRestApi } from '@cost-steering/rest-api/testing';
import { processInput, serveUntilClosed } from './service-process.ts';

export interface RestApiInput {
  issuer: string;
  audience: string;
  /** The large organisation's scale; 0 for none. */
  scale: number;
  /** Notifications written for one user (bench:notifications). */
  notifications?: { username: string; count: number };
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
}

const { issuer, audience, scale, notifications } = processInput<RestApiInput>();
const start = performance.now();
const restApi = await startTestRestApi({
  issuer,
  audience,
  ...(scale > 0 ? { largeSeed: { scale } } : {}),
});
if (notifications) {
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
const [counts] = await restApi.query<Omit<RestApiInfo, 'seedSeconds'>>(
  `select (select count(*) from product_families) as families,
          (select count(*) from products) as products,
          (select count(*) from projects) + (select count(*) from applications) as entities,
          (select count(*) from purchase_requests) as requests,
          (select count(*) from purchase_requests where status = 'Proposed') as "openRequests",
          (select count(*) from purchase_requests
            where status in ('Declined', 'Withdrawn')) as "archivedRequests"`,
);
serveUntilClosed<RestApiInfo>({ url: restApi.url, info: { ...counts!, seedSeconds } }, () =>
  restApi.close(),
);
