// npm run bench:lists — a page of the lists that grow at the large data set (issue 9): each list
// screen's query through the bff against the same REST calls made directly, in the same run, on
// PGlite and (with TEST_DATABASE_URL) PostgreSQL, each figure beside its target (p95 < 100 ms on
// PostgreSQL, bff ≤ 1.3× direct). The REST API and the bff run in processes of their own with
// NODE_ENV=production, as deployed.
//   BENCH_SCALE (default 1: the large organisation with 50,000 requests besides the 50,000
//   orders, each with its list items), BENCH_RUNS (default 100), BENCH_DATABASES=pglite,postgres
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { WARMUP, benchDatabases, ms, type Stats } from './measure.ts';
import { bffAgainstDirect, startBenchStack, type BenchStack } from './stack.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const USER = 'controller';

/** The targets each figure is printed beside. */
const TARGET_P95_MS = 100; // on PostgreSQL
const TARGET_RATIO = 1.3; // bff / direct

/**
 * web: requests/lists/documents.ts — the RequestRowFields fragment, as Apollo Client sends it
 * (with `__typename` in every selection set below the root).
 */
const REQUEST_ROW_FIELDS = /* GraphQL */ `
  fragment RequestRowFields on PurchaseRequest {
    id
    orderText
    startDate
    deliveryDate
    deliveryWarning
    orderAmount
    currency
    orderAmountEur
    amountCurrentYear
    amountNextYear
    owner
    ownerName
    companyName
    contactName
    supplierName
    sbuName
    buyingUnitName
    accountingElement
    comments
    status
    message
    supersededById
    justification {
      status
      reviewedByName
      comment
      date
      __typename
    }
    listItems {
      id
      position
      name
      type
      costType
      entityType
      resourceName
      quantity
      dailyRate
      amount
      currency
      amountEur
      __typename
    }
    __typename
  }
`;

/**
 * web: OpenRequestsPage (/requests, OpenRequestList → purchaseRequests) and ArchivePage
 * (/archive, ArchivedRequestList → archivedRequests): the same page of RequestRowFields.
 */
const requestListQuery = (operation: string, field: string) => /* GraphQL */ `
  query ${operation}($offset: Int!, $limit: Int!, $search: String, $sort: PurchaseRequestSort) {
    ${field}(offset: $offset, limit: $limit, search: $search, sort: $sort) {
      items {
        ...RequestRowFields
        __typename
      }
      totalCount
      __typename
    }
  }
  ${REQUEST_ROW_FIELDS}
`;
const OPEN_REQUESTS_QUERY = requestListQuery('OpenRequestList', 'purchaseRequests');
const ARCHIVE_QUERY = requestListQuery('ArchivedRequestList', 'archivedRequests');

/** Both request screens open newest first, 10 rows a page (useServerList). */
const NEWEST_FIRST = { field: 'ID', direction: 'DESC' };
const PAGE = { limit: 10, search: null, sort: NEWEST_FIRST };

type Case = readonly [name: string, variables: Record<string, unknown>];

/*
 * One CASES table per list, and one LISTS entry naming its screen's query. Later issues add the
 * order list, the expiration list and the invoice list here: a query as their screen sends it,
 * a CASES table of their own, and an entry in LISTS.
 */
const OPEN_REQUEST_CASES: readonly Case[] = [
  ['first page', { ...PAGE, offset: 0 }],
  ['page 1000', { ...PAGE, offset: 9990 }],
];

const ARCHIVE_CASES: readonly Case[] = [
  ['first page', { ...PAGE, offset: 0 }],
  ["search 'laptops'", { ...PAGE, offset: 0, search: 'laptops' }],
];

const LISTS: ReadonlyArray<{ name: string; query: string; cases: readonly Case[] }> = [
  { name: 'open requests (/requests)', query: OPEN_REQUESTS_QUERY, cases: OPEN_REQUEST_CASES },
  { name: 'archive (/archive)', query: ARCHIVE_QUERY, cases: ARCHIVE_CASES },
];

/** A figure's verdict against its target. */
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

type BenchDatabase = 'pglite' | 'postgres';

function latencyLine(label: string, figures: Stats, database: BenchDatabase) {
  const target =
    database === 'postgres'
      ? `target p95 < ${TARGET_P95_MS} ms: ${verdict(figures.p95 < TARGET_P95_MS)}`
      : `target p95 < ${TARGET_P95_MS} ms on PostgreSQL`;
  return `  ${label.padEnd(12)} p50 ${ms(figures.p50).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}   (${target})`;
}

/** Returns the names of the targets this case missed. */
async function benchCase(
  list: string,
  query: string,
  [name, variables]: Case,
  { database, stack, token }: { database: BenchDatabase; stack: BenchStack; token: string },
): Promise<string[]> {
  const { paths, viaBff, directly } = await bffAgainstDirect(
    stack,
    token,
    { query, variables },
    RUNS,
  );
  const ratio = { p50: viaBff.p50 / directly.p50, p95: viaBff.p95 / directly.p95 };
  console.log(`-- ${list}, ${name}: ${paths.join(', ')}`);
  console.log(latencyLine('via bff', viaBff, database));
  console.log(latencyLine('direct REST', directly, database));
  console.log(
    `  ${'ratio'.padEnd(12)} p50 ${`${ratio.p50.toFixed(2)}×`.padStart(9)}  ` +
      `p95 ${`${ratio.p95.toFixed(2)}×`.padStart(9)}   ` +
      `(target ≤ ${TARGET_RATIO}×: p50 ${verdict(ratio.p50 <= TARGET_RATIO)}, ` +
      `p95 ${verdict(ratio.p95 <= TARGET_RATIO)})`,
  );
  const missed: string[] = [];
  const where = `${list}, ${name}`;
  if (database === 'postgres' && viaBff.p95 >= TARGET_P95_MS) missed.push(`${where}: bff p95`);
  if (database === 'postgres' && directly.p95 >= TARGET_P95_MS) {
    missed.push(`${where}: direct p95`);
  }
  if (ratio.p50 > TARGET_RATIO) missed.push(`${where}: ratio p50`);
  if (ratio.p95 > TARGET_RATIO) missed.push(`${where}: ratio p95`);
  return missed;
}

async function benchDatabase(issuer: TestIssuer, database: BenchDatabase) {
  // Latency is measured without the proxy; a second bff behind it names the calls.
  const stack = await startBenchStack(issuer, database, { scale: SCALE });
  try {
    const token = await issuer.mintFor(USER);
    const { requests, openRequests, archivedRequests, seedSeconds } = stack.restApi.info;
    console.log(
      `\n== ${database}: ${requests} requests, ${openRequests} open, ${archivedRequests} in the ` +
        `archive (database filled in ${seedSeconds.toFixed(1)} s)`,
    );
    const missed: string[] = [];
    for (const { name, query, cases } of LISTS) {
      for (const benchedCase of cases) {
        missed.push(...(await benchCase(name, query, benchedCase, { database, stack, token })));
      }
    }
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
  `bench:lists — scale ${SCALE}, ${RUNS} runs after ${WARMUP} warm-up runs, interleaved, ` +
    `user ${USER}`,
);
const issuer = await startTestIssuer();
try {
  for (const database of databases) await benchDatabase(issuer, database);
} finally {
  await issuer.close();
}
