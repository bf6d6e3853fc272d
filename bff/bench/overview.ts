// npm run bench:overview — the overview query at scale (issue 3): latency through the bff against
// the same data fetched directly from the REST API, in the same run, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL; REST calls per GraphQL operation; the heaviest REST aggregate.
// The REST API and the bff run in processes of their own with NODE_ENV=production, as deployed.
//   BENCH_SCALE (default 1: 100 families, 1,000 products, 10,000 projects and applications,
//   50,000 orders, 150,000 invoice lines), BENCH_RUNS (default 60), BENCH_DATABASES=pglite,postgres,
//   BENCH_QUERIES=overview,tree (default both)
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { WARMUP, benchDatabases, ms, stats, timedInterleaved } from './measure.ts';
import { printComparison } from './report.ts';
import {
  CONCURRENT_CLIENTS,
  bffAgainstDirect,
  restGet,
  startBenchStack,
  type BenchStack,
} from './stack.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const USER = 'controller';

/**
 * The overview at '/' in list mode, as the web sends it (web: OverviewFamilies with the fragments
 * OverviewFamilyFields and ProductRowFields): every family with its products and their figures.
 * Projects and applications load per product when a row is expanded.
 */
const OVERVIEW_QUERY = /* GraphQL */ `
  query BenchOverview($sort: OverviewSort!) {
    productFamilies(filter: {}, sort: $sort) {
      id
      name
      owner
      year
      budget
      forecast
      actuals
      availableBudget
      forecastStatus
      actualsStatus
      products(filter: {}, sort: $sort) {
        id
        name
        owner
        isPlatform
        budget
        forecast
        actuals
        availableBudget
        forecastStatus
        actualsStatus
        family {
          id
          name
        }
      }
    }
  }
`;

/** The whole tree at once, down to every project and application: what no screen asks for. */
const WHOLE_TREE_QUERY = /* GraphQL */ `
  query BenchWholeTree($sort: OverviewSort!) {
    productFamilies(sort: $sort) {
      id
      name
      budget
      forecast
      actuals
      products(sort: $sort) {
        id
        name
        budget
        forecast
        actuals
        forecastBreakdown {
          capital {
            total
          }
          expense {
            total
          }
        }
        projects(sort: $sort) {
          id
          name
          budget
          forecast
          actuals
          forecastStatus
        }
        applications(sort: $sort) {
          id
          name
          budget
          forecast
          actuals
          forecastStatus
        }
      }
    }
  }
`;

/**
 * The whole tree is ~10 MB of REST JSON a request: 20 at once on two shared cores queue for
 * tens of seconds and run into the bff's REST timeout, so it is measured with fewer clients
 * (BENCH_TREE_CLIENTS, default 4); the overview with CONCURRENT_CLIENTS (20).
 */
const TREE_CLIENTS = Number(process.env.BENCH_TREE_CLIENTS ?? 4);

const QUERIES = (
  [
    ['overview', 'overview (list mode at /)', OVERVIEW_QUERY, CONCURRENT_CLIENTS],
    ['tree', 'whole tree (every project and application)', WHOLE_TREE_QUERY, TREE_CLIENTS],
  ] as const
)
  .filter(([key]) => (process.env.BENCH_QUERIES ?? 'overview,tree').split(',').includes(key))
  .map(([, name, query, clients]) => ({ name, query, clients }));

async function benchQuery(
  stack: BenchStack,
  token: string,
  { name, query, clients }: (typeof QUERIES)[number],
) {
  const comparison = await bffAgainstDirect(
    stack,
    token,
    { query, variables: { sort: 'BUDGET_DESC' } },
    RUNS,
    // The same data straight from the REST API: the bff's calls, in parallel as it makes them.
    { directCalls: 'parallel', clients },
  );
  const { paths } = comparison;
  console.log(`-- ${name}`);
  console.log(`REST calls per operation: ${paths.length} (${paths.join(', ')})`);
  const missed = printComparison(comparison);
  const perCall = [];
  for (const path of new Set(paths)) {
    const [samples] = await timedInterleaved(Math.max(5, RUNS / 4), [
      () => restGet(stack.restApi.url, token, path),
    ]);
    perCall.push({ path, ...stats(samples!) });
  }
  perCall.sort((a, b) => b.p95 - a.p95);
  console.log('REST calls alone (p50 / p95), heaviest first:');
  for (const call of perCall)
    console.log(`  ${call.path.padEnd(40)} ${ms(call.p50)} / ${ms(call.p95)}`);
  return missed.map((target) => `${name}: ${target}`);
}

async function benchDatabase(issuer: TestIssuer, database: 'pglite' | 'postgres') {
  // Latency is measured without the proxy; a second bff behind it counts the calls.
  const stack = await startBenchStack(issuer, database, { scale: SCALE });
  const { restApi } = stack;
  try {
    const token = await issuer.mintFor(USER);
    const { families, products, entities, seedSeconds } = restApi.info;
    console.log(
      `\n== ${database}: ${families} families, ${products} products, ` +
        `${entities} projects and applications (database filled in ${seedSeconds.toFixed(1)} s)`,
    );
    const missed: string[] = [];
    for (const query of QUERIES) missed.push(...(await benchQuery(stack, token, query)));
    console.log(
      missed.length === 0
        ? `-- ${database}: every target met`
        : `-- ${database}: targets missed: ${missed.join('; ')}`,
    );
  } finally {
    await stack.close();
  }
}

const databases = benchDatabases();
console.log(
  `bench:overview — scale ${SCALE}, ${RUNS} runs after ${WARMUP} warm-up runs, user ${USER}`,
);
const issuer = await startTestIssuer();
try {
  for (const database of databases) await benchDatabase(issuer, database);
} finally {
  await issuer.close();
}
