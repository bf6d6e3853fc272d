// npm run bench:lists — a page of the lists that grow at the large data set (issue 9): each list
// screen's query through the bff against the same REST calls made directly, in the same run, on
// PGlite and (with TEST_DATABASE_URL) PostgreSQL, each figure beside its target (p95 < 100 ms on
// PostgreSQL; bff ≤ 1.2× direct one client at a time and 20 at once, its throughput ≥ 60 % of
// direct REST's: report.ts). The REST API and the bff run in processes of their own with
// NODE_ENV=production, as deployed. BENCH_CLIENTS (default 20): the concurrent clients.
//   BENCH_SCALE (default 1: the large organisation with 50,000 requests besides the 50,000
//   orders, each with its list items), BENCH_RUNS (default 100), BENCH_DATABASES=pglite,postgres,
//   BENCH_LISTS=orders,invoices (only the lists whose name starts so)
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { WARMUP, benchDatabases } from './measure.ts';
import { printComparison, verdict } from './report.ts';
import { bffAgainstDirect, startBenchStack, type BenchStack } from './stack.ts';
import {
  ArchivedRequestListDocument,
  ExpiringOrderListDocument,
  InvoiceListDocument,
  OpenRequestListDocument,
  PurchaseOrderListDocument,
  asSentByWeb,
} from './web-documents.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const USER = 'controller';

/** The latency target each figure is printed beside (the ratios': report.ts). */
const TARGET_P95_MS = 100; // on PostgreSQL

/** Each list screen's query, as the web sends it (web-documents.ts). */
const OPEN_REQUESTS_QUERY = asSentByWeb(OpenRequestListDocument);
const ARCHIVE_QUERY = asSentByWeb(ArchivedRequestListDocument);
const ORDERS_QUERY = asSentByWeb(PurchaseOrderListDocument);
const EXPIRING_QUERY = asSentByWeb(ExpiringOrderListDocument);
const INVOICES_QUERY = asSentByWeb(InvoiceListDocument);

/** Both request screens open newest first, 10 rows a page (useServerList). */
const NEWEST_FIRST = { field: 'ID', direction: 'DESC' };
const PAGE = { limit: 10, search: null, sort: NEWEST_FIRST };

type Case = readonly [name: string, variables: Record<string, unknown>];

/*
 * One CASES table per list, and one LISTS entry naming its screen's query; each screen's first
 * page as useServerList asks for it (10 rows, the screen's default sort), a later page and a search.
 */
const OPEN_REQUEST_CASES: readonly Case[] = [
  ['first page', { ...PAGE, offset: 0 }],
  ['page 1000', { ...PAGE, offset: 9990 }],
];

const ARCHIVE_CASES: readonly Case[] = [
  ['first page', { ...PAGE, offset: 0 }],
  ["search 'laptops'", { ...PAGE, offset: 0, search: 'laptops' }],
];

/** /all-orders: newest PO date first (AllOrdersPage), searched by description. */
const ORDERS_PAGE = { limit: 10, search: null, sort: { field: 'START_DATE', direction: 'DESC' } };
const ORDER_CASES: readonly Case[] = [
  ['first page', { ...ORDERS_PAGE, offset: 0 }],
  ['page 1000', { ...ORDERS_PAGE, offset: 9990 }],
  ["search 'order 4999'", { ...ORDERS_PAGE, offset: 0, search: 'order 4999' }],
];

/** /orders-expiration: soonest delivery first (ExpiringOrdersPage), all families or one. */
const EXPIRING_PAGE = {
  limit: 10,
  search: null,
  sort: { field: 'DELIVERY_DATE', direction: 'ASC' },
  filter: null,
};
const EXPIRING_CASES: readonly Case[] = [
  ['first page', { ...EXPIRING_PAGE, offset: 0 }],
  ['family 1', { ...EXPIRING_PAGE, offset: 0, filter: { productFamilyIds: ['1'] } }],
];

/** /invoices: newest date first (InvoicesPage), searched by PO name. */
const INVOICES_PAGE = { limit: 10, search: null, sort: { field: 'DATE', direction: 'DESC' } };
const INVOICE_CASES: readonly Case[] = [
  ['first page', { ...INVOICES_PAGE, offset: 0 }],
  ["search 'order 4999'", { ...INVOICES_PAGE, offset: 0, search: 'order 4999' }],
];

const LISTS: ReadonlyArray<{ name: string; query: string; cases: readonly Case[] }> = [
  { name: 'open requests (/requests)', query: OPEN_REQUESTS_QUERY, cases: OPEN_REQUEST_CASES },
  { name: 'archive (/archive)', query: ARCHIVE_QUERY, cases: ARCHIVE_CASES },
  { name: 'orders (/all-orders)', query: ORDERS_QUERY, cases: ORDER_CASES },
  { name: 'expiring orders (/orders-expiration)', query: EXPIRING_QUERY, cases: EXPIRING_CASES },
  { name: 'invoices (/invoices)', query: INVOICES_QUERY, cases: INVOICE_CASES },
];

/** Only these lists: BENCH_LISTS=orders,invoices (by the start of their name). */
const ONLY = process.env.BENCH_LISTS?.split(',').map((name) => name.trim());
const BENCHED = ONLY ? LISTS.filter((list) => ONLY.some((o) => list.name.startsWith(o))) : LISTS;

type BenchDatabase = 'pglite' | 'postgres';

/** Returns the names of the targets this case missed. */
async function benchCase(
  list: string,
  query: string,
  [name, variables]: Case,
  { database, stack, token }: { database: BenchDatabase; stack: BenchStack; token: string },
): Promise<string[]> {
  const comparison = await bffAgainstDirect(stack, token, { query, variables }, RUNS);
  console.log(`-- ${list}, ${name}: ${comparison.paths.join(', ')}`);
  const where = `${list}, ${name}`;
  const missed = printComparison(comparison, (figures) =>
    database === 'postgres'
      ? `target p95 < ${TARGET_P95_MS} ms: ${verdict(figures.p95 < TARGET_P95_MS)}`
      : `target p95 < ${TARGET_P95_MS} ms on PostgreSQL`,
  ).map((target) => `${where}: ${target}`);
  if (database === 'postgres' && comparison.viaBff.p95 >= TARGET_P95_MS) {
    missed.push(`${where}: bff p95`);
  }
  if (database === 'postgres' && comparison.directly.p95 >= TARGET_P95_MS) {
    missed.push(`${where}: direct p95`);
  }
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
    for (const { name, query, cases } of BENCHED) {
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
