// npm run bench:notifications — a page of notifications for a user with many (issue 8): the
// notifications screen's and the bell's queries through the bff against the same REST calls made
// directly, in the same run, on PGlite and (with TEST_DATABASE_URL) PostgreSQL; and, for
// reference, the whole keyed list the bff used to fetch to cut a page from.
// The REST API and the bff run in processes of their own with NODE_ENV=production, as deployed.
//   BENCH_NOTIFICATIONS (default 10000), BENCH_RUNS (default 100), BENCH_DATABASES=pglite,postgres
import type { TestIssuer } from '@cost-steering/dev-idp/testing';
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
import { WARMUP, benchDatabases, ms, stats, timedInterleaved } from './measure.ts';
import { bffAgainstDirect, restGet, startBenchStack, type BenchStack } from './stack.ts';

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

async function benchCase(
  [name, query, variables]: (typeof CASES)[number],
  stack: BenchStack,
  token: string,
) {
  // The unread count after the page, as the bff asks for it.
  const { paths, viaBff, directly } = await bffAgainstDirect(
    stack,
    token,
    { query, variables },
    RUNS,
  );
  console.log(`-- ${name}: ${paths.join(', ')}`);
  console.log(`  via bff      p50 ${ms(viaBff.p50)}  p95 ${ms(viaBff.p95)}`);
  console.log(`  direct REST  p50 ${ms(directly.p50)}  p95 ${ms(directly.p95)}`);
  console.log(
    `  ratio        p50 ${(viaBff.p50 / directly.p50).toFixed(2)}×  ` +
      `p95 ${(viaBff.p95 / directly.p95).toFixed(2)}×`,
  );
}

async function benchDatabase(issuer: TestIssuer, database: 'pglite' | 'postgres') {
  const stack = await startBenchStack(issuer, database, {
    scale: 0,
    notifications: { username: USER, count: COUNT },
  });
  const { restApi } = stack;
  try {
    const token = await issuer.mintFor(USER);
    console.log(`\n== ${database}: ${COUNT} notifications for ${USER}`);
    for (const benchedCase of CASES) await benchCase(benchedCase, stack, token);
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
