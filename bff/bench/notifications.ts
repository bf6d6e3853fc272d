// npm run bench:notifications — a page of notifications for a user with many (issue 8): the
// notifications screen's and the bell's queries through the bff against the same REST calls made
// directly, in the same run, on PGlite and (with TEST_DATABASE_URL) PostgreSQL; and, for
// reference, the whole keyed list the bff used to fetch to cut a page from.
// The REST API and the bff run in processes of their own with NODE_ENV=production, as deployed.
//   BENCH_NOTIFICATIONS (default 10000), BENCH_RUNS (default 100), BENCH_DATABASES=pglite,postgres
import type { TestIssuer } from '@cost-steering/dev-idp/testing';
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
import { graphql } from '../src/test-support/graphql.ts';
import type { CountingProxy } from '../src/test-support/http-server.ts';
import { WARMUP, benchDatabases, ms, stats, timedInterleaved } from './measure.ts';
import { restGet, startBenchStack } from './stack.ts';

const COUNT = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const USER = 'controller';

/** web: NotificationsPage's NotificationList (with the NotificationFields fragment). */
const LIST_QUERY = /* GraphQL */ `
  query BenchNotificationList(
    $offset: Int!
    $limit: Int!
    $search: String
    $sort: NotificationSort
  ) {
    notifications(offset: $offset, limit: $limit, search: $search, sort: $sort) {
      items {
        id
        title
        message
        created
        read
      }
      totalCount
    }
  }
`;

/** web: NotificationBell — the 5 newest and the unread count. */
const BELL_QUERY = /* GraphQL */ `
  query BenchNotificationBell {
    notifications(offset: 0, limit: 5) {
      items {
        id
        title
        message
        created
        read
      }
      totalCount
      unreadCount
    }
  }
`;

const NEWEST_FIRST = { field: 'CREATED', direction: 'DESC' };

const CASES = [
  ['first page (screen)', LIST_QUERY, { offset: 0, limit: 10, sort: NEWEST_FIRST }],
  ['page 500 (screen)', LIST_QUERY, { offset: 4990, limit: 10, sort: NEWEST_FIRST }],
  [
    "search 'invoice 99' (screen)",
    LIST_QUERY,
    { offset: 0, limit: 10, search: 'invoice 99', sort: NEWEST_FIRST },
  ],
  [
    'sorted by title (screen)',
    LIST_QUERY,
    { offset: 0, limit: 10, sort: { field: 'TITLE', direction: 'ASC' } },
  ],
  ['bell (5 newest + unread count)', BELL_QUERY, {}],
] as const;

interface Services {
  token: string;
  restUrl: string;
  bff: string;
  counted: string;
  proxy: CountingProxy;
}

async function benchCase(
  [name, query, variables]: (typeof CASES)[number],
  { token, restUrl, bff, counted, proxy }: Services,
) {
  const run = async (url: string) => {
    const response = await graphql(url, query, { token, variables });
    if (response.errors?.length) throw new Error(JSON.stringify(response.errors));
  };
  proxy.reset();
  await run(counted);
  const paths = proxy.calls.map((call) => call.path);
  // The bff's calls one after the other, as it makes them (the unread count after the page).
  const direct = async () => {
    for (const path of paths) await restGet(restUrl, token, path);
  };
  const [viaBff, directly] = (await timedInterleaved(RUNS, [() => run(bff), direct])).map(stats);
  console.log(`-- ${name}: ${paths.join(', ')}`);
  console.log(`  via bff      p50 ${ms(viaBff!.p50)}  p95 ${ms(viaBff!.p95)}`);
  console.log(`  direct REST  p50 ${ms(directly!.p50)}  p95 ${ms(directly!.p95)}`);
  console.log(
    `  ratio        p50 ${(viaBff!.p50 / directly!.p50).toFixed(2)}×  ` +
      `p95 ${(viaBff!.p95 / directly!.p95).toFixed(2)}×`,
  );
}

async function benchDatabase(issuer: TestIssuer, database: 'pglite' | 'postgres') {
  const stack = await startBenchStack(issuer, database, {
    scale: 0,
    notifications: { username: USER, count: COUNT },
  });
  const { restApi, proxy, bff, countedBff } = stack;
  try {
    const token = await issuer.mintFor(USER);
    console.log(`\n== ${database}: ${COUNT} notifications for ${USER}`);
    const services = { token, restUrl: restApi.url, bff: bff.url, counted: countedBff.url, proxy };
    for (const benchedCase of CASES) await benchCase(benchedCase, services);
    const [whole] = await timedInterleaved(Math.max(10, RUNS / 5), [
      () => restGet(restApi.url, token, `/notifications/${USER}`),
    ]);
    const wholeStats = stats(whole!);
    console.log(
      `-- reference: the whole keyed list, GET /notifications/${USER} (what the bff cut pages ` +
        `from before): p50 ${ms(wholeStats.p50)}  p95 ${ms(wholeStats.p95)}`,
    );
  } finally {
    await stack.close();
  }
}

const databases = benchDatabases();
console.log(`bench:notifications — ${RUNS} runs after ${WARMUP} warm-up runs, interleaved`);
const issuer = await startTestIssuer();
try {
  for (const database of databases) await benchDatabase(issuer, database);
} finally {
  await issuer.close();
}
