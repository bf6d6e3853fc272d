// npm run bench:overview — the overview query at scale (issue 3): latency through the bff against
// the same data fetched directly from the REST API, in the same run, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL; REST calls per GraphQL operation; the heaviest REST aggregate.
// The REST API and the bff run in processes of their own with NODE_ENV=production, as deployed.
//   BENCH_SCALE (default 1: 100 families, 1,000 products, 10,000 projects and applications,
//   50,000 orders, 150,000 invoice lines), BENCH_RUNS (default 60), BENCH_DATABASES=pglite,postgres,
//   BENCH_QUERIES=page,family,overview,tree (default all: the web's first screen, a family it
//   opens, every family with its products at once, the whole tree)
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { WARMUP, benchDatabases, ms, stats, timedInterleaved } from './measure.ts';
import { OVERVIEW_QUERY, WHOLE_TREE_QUERY } from './overview-queries.ts';
import { printComparison } from './report.ts';
import { graphql } from '../../bff/src/testing/graphql.ts';
import { FamilyProductsDocument, OverviewFamiliesDocument, asSentByWeb } from './web-documents.ts';
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
 * The whole tree is ~10 MB of REST JSON a request: 20 at once on two shared cores queue for
 * tens of seconds and run into the bff's REST timeout, so it is measured with fewer clients
 * (BENCH_TREE_CLIENTS, default 4); the overview with CONCURRENT_CLIENTS (20).
 */
const TREE_CLIENTS = Number(process.env.BENCH_TREE_CLIENTS ?? 4);

/** The web's own first screen at '/': a page of family cards with the summary of all. */
const FIRST_PAGE_VARIABLES = { offset: 0, limit: 12, filter: {}, sort: 'NAME_ASC' };

interface BenchedQuery {
  key: string;
  name: string;
  query: string;
  /** The variables; the family the web opens is the first page's first one. */
  variables: (firstFamilyId: string) => Record<string, unknown>;
  clients: number;
}

const BY_BUDGET = () => ({ sort: 'BUDGET_DESC' });

const QUERIES: BenchedQuery[] = [
  {
    key: 'page',
    name: "the web's first screen (OverviewFamilies: 12 cards and the summary)",
    query: asSentByWeb(OverviewFamiliesDocument),
    variables: () => FIRST_PAGE_VARIABLES,
    clients: CONCURRENT_CLIENTS,
  },
  {
    key: 'family',
    name: 'a family opened on the web (FamilyProducts: its product cards)',
    query: asSentByWeb(FamilyProductsDocument),
    variables: (familyId) => ({ familyId, filter: {}, sort: 'NAME_ASC' }),
    clients: CONCURRENT_CLIENTS,
  },
  {
    key: 'overview',
    name: 'overview (every family with its products)',
    query: OVERVIEW_QUERY,
    variables: BY_BUDGET,
    clients: CONCURRENT_CLIENTS,
  },
  {
    key: 'tree',
    name: 'whole tree (every project and application)',
    query: WHOLE_TREE_QUERY,
    variables: BY_BUDGET,
    clients: TREE_CLIENTS,
  },
];
const CHOSEN = (process.env.BENCH_QUERIES ?? 'page,family,overview,tree').split(',');

/** The id of the first family on the web's first page. */
async function firstFamilyId(stack: BenchStack, token: string): Promise<string> {
  const answer = await graphql<{ productFamilyPage: { items: Array<{ id: string }> } }>(
    stack.bff.url,
    asSentByWeb(OverviewFamiliesDocument),
    { token, variables: FIRST_PAGE_VARIABLES },
  );
  const first = answer.data?.productFamilyPage.items[0];
  if (!first) throw new Error(`no family on the first page: ${JSON.stringify(answer.errors)}`);
  return first.id;
}

async function benchQuery(
  stack: BenchStack,
  token: string,
  { name, query, variables, clients }: BenchedQuery,
  familyId: string,
) {
  const comparison = await bffAgainstDirect(
    stack,
    token,
    { query, variables: variables(familyId) },
    RUNS,
    // The same data straight from the REST API: the bff's calls, all at once as it makes them.
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
    // A token a query, living an hour: the whole tree at 100 runs on PGlite outlasts the 300 s
    // of a realm token (the bff re-verifies a token every minute whatever its life).
    const mint = () => issuer.mintFor(USER, { expiresIn: 3600 });
    const { families, products, entities, seedSeconds } = restApi.info;
    console.log(
      `\n== ${database}: ${families} families, ${products} products, ` +
        `${entities} projects and applications (database filled in ${seedSeconds.toFixed(1)} s)`,
    );
    const missed: string[] = [];
    const familyId = await firstFamilyId(stack, await mint());
    for (const query of QUERIES.filter(({ key }) => CHOSEN.includes(key)))
      missed.push(...(await benchQuery(stack, await mint(), query, familyId)));
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
