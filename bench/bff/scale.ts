// npm run bench:scale — issue 15, target 1: the same screens at scale 1 and scale 10 (1,000
// families, 10,000 products, 100,000 projects and applications, 500,000 orders, 1.5 million
// invoice lines), side by side in one run on PostgreSQL, each figure beside its target, and the
// REST bytes each operation costs at both scales (what is shown should cost the same however large
// the organisation is). The REST API and the bff run in processes of their own with
// NODE_ENV=production, as deployed; the scales' requests are interleaved.
//   Needs TEST_DATABASE_URL. Each scale's data set lives in a kept schema, `bench_scale_<scale>`,
//   filled on the first run (about 10 minutes at scale 10) and reused by later ones; a schema
//   holding another scale's set is dropped and filled again, BENCH_FRESH=1 refills anyway (drop
//   it by hand with `drop schema bench_scale_10 cascade` to free the space).
//   BENCH_SCALES (default 1,10), BENCH_RUNS (default 40), BENCH_USER (default controller).
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
import { graphql } from '../../bff/src/testing/graphql.ts';
import { WARMUP, ms, stats, timedInterleaved, type Stats } from './measure.ts';
import { startBenchStack, type BenchStack } from './stack.ts';
import {
  AppConfigurationDocument,
  ArchivedRequestListDocument,
  CompanyListDocument,
  CurrenciesDocument,
  CurrentUserDocument,
  ExpiringOrderListDocument,
  FamilyPageProductsDocument,
  FamilyProductsDocument,
  InvoiceListDocument,
  NotificationBellDocument,
  NotificationListDocument,
  OpenRequestListDocument,
  OverviewFamiliesDocument,
  OverviewFiltersDocument,
  PurchaseOrderListDocument,
  RegisterCurrentUserDocument,
  VersionDocument,
  asSentByWeb,
} from './web-documents.ts';

const SCALES = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const USER = process.env.BENCH_USER ?? 'controller';
/** bench:notifications' user has 10,000 notifications at scale 1. */
const NOTIFICATIONS_PER_SCALE = 10_000;

interface Operation {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

const op = (
  name: string,
  document: Parameters<typeof asSentByWeb>[0],
  variables: Record<string, unknown> = {},
): Operation => ({ name, query: asSentByWeb(document), variables });

/**
 * What the browser sends when a signed-in user opens `/`, wave by wave: the session gate's three
 * operations at once; once they are in, the shell (currencies, the notification bell, the backend
 * version in the footer) and the family overview in its default grid view, with the filter bar's
 * options (asked for 100 ms later by the web, spec §9; here at once, the stricter case).
 */
const FIRST_SCREEN: Operation[][] = [
  [
    op('RegisterCurrentUser', RegisterCurrentUserDocument),
    op('CurrentUser', CurrentUserDocument),
    op('AppConfiguration', AppConfigurationDocument),
  ],
  [
    op('Currencies', CurrenciesDocument),
    op('NotificationBell', NotificationBellDocument, { limit: 5 }),
    op('Version', VersionDocument),
    // The first page of the grid (web familiesQuery.ts: 12 cards) with the summary of all.
    op('OverviewFamilies', OverviewFamiliesDocument, {
      offset: 0,
      limit: 12,
      filter: {},
      sort: 'NAME_ASC',
    }),
    // FilterPanel's FILTER_OPTION_LIMIT, nothing chosen yet.
    op('OverviewFilters', OverviewFiltersDocument, { optionLimit: 100, chosen: {} }),
  ],
];

const page = (sort: { field: string; direction: string }, search: string, extra = {}) => ({
  offset: 0,
  limit: 10,
  search,
  sort,
  ...extra,
});

/** Every list page with a search term, as its screen asks for it (bench:lists' cases). */
const LISTS: Operation[] = [
  op(
    "requests, search 'laptops'",
    OpenRequestListDocument,
    page({ field: 'ID', direction: 'DESC' }, 'laptops'),
  ),
  op(
    "archive, search 'laptops'",
    ArchivedRequestListDocument,
    page({ field: 'ID', direction: 'DESC' }, 'laptops'),
  ),
  op(
    "orders, search 'order 4999'",
    PurchaseOrderListDocument,
    page({ field: 'START_DATE', direction: 'DESC' }, 'order 4999'),
  ),
  op(
    "expiration, search 'order 4'",
    ExpiringOrderListDocument,
    page({ field: 'DELIVERY_DATE', direction: 'ASC' }, 'order 4', { filter: null }),
  ),
  op(
    "invoices, search 'order 4999'",
    InvoiceListDocument,
    page({ field: 'DATE', direction: 'DESC' }, 'order 4999'),
  ),
  op(
    "companies, search 'supplier'",
    CompanyListDocument,
    page({ field: 'NAME', direction: 'ASC' }, 'supplier', {
      filter: { country: null, city: null },
    }),
  ),
  op(
    "notifications, search 'invoice 99'",
    NotificationListDocument,
    page({ field: 'CREATED', direction: 'DESC' }, 'invoice 99'),
  ),
];

const FAMILY_FIELDS = `id name owner year budget forecast actuals availableBudget forecastStatus
  actualsStatus`;
const PRODUCT_ROW_FIELDS = `id name owner isPlatform budget forecast actuals availableBudget
  forecastStatus actualsStatus family { id name }`;

/**
 * The overview as the web loaded it before issue 15, for reference: the first screen asked for
 * every family (the summary added them up in the browser), the list view for every family with
 * every product, the filter bar for every option.
 */
const BEFORE: Operation[] = [
  {
    name: 'OverviewFamilies: every family (before)',
    query: `query OverviewFamilies($filter: OverviewFilterInput!, $sort: OverviewSort!) {
      productFamilies(filter: $filter, sort: $sort) { ${FAMILY_FIELDS} }
    }`,
    variables: { filter: {}, sort: 'NAME_ASC' },
  },
  {
    name: 'list view: every product (before)',
    query: `query OverviewFamilies($filter: OverviewFilterInput!, $sort: OverviewSort!) {
      productFamilies(filter: $filter, sort: $sort) {
        ${FAMILY_FIELDS} products(filter: $filter, sort: $sort) { ${PRODUCT_ROW_FIELDS} }
      }
    }`,
    variables: { filter: {}, sort: 'NAME_ASC' },
  },
  {
    name: 'OverviewFilters: every option (before)',
    query: `query OverviewFilters { overviewFilters { key label options { id name } } }`,
    variables: {},
  },
];

/** The list view now: the first page's families (10) with their products. */
const listPage = (at: Scaled) =>
  op('FamilyPageProducts (list view, page 1)', FamilyPageProductsDocument, {
    ids: at.firstPage,
    filter: {},
    sort: 'NAME_ASC',
  });

const TARGETS = { firstScreen: 300, familyProducts: 150, list: 100 };

interface Scaled {
  scale: number;
  stack: BenchStack;
  token: string;
  /** The family whose products are benchmarked: 'Large Family 0002' (10 products at any scale). */
  familyId: string;
  /** The ids of the first 10 families by name: the list view's first page. */
  firstPage: string[];
}

async function send(url: string, token: string, operation: Operation): Promise<void> {
  const response = await graphql(url, operation.query, {
    token,
    variables: operation.variables,
  });
  if (response.errors?.length) {
    throw new Error(`${operation.name}: ${JSON.stringify(response.errors)}`);
  }
}

async function firstScreen(url: string, token: string): Promise<void> {
  for (const wave of FIRST_SCREEN) {
    await Promise.all(wave.map((operation) => send(url, token, operation)));
  }
}

/** The REST calls `operation` makes (named by the counted bff) and the bytes of their answers. */
async function restBytes(
  at: Scaled,
  operation: Operation,
): Promise<{ calls: number; bytes: number }> {
  at.stack.proxy.reset();
  await send(at.stack.countedBff.url, at.token, operation);
  const calls = [...at.stack.proxy.calls];
  let bytes = 0;
  for (const call of calls.filter((c) => c.method === 'GET')) {
    const response = await fetch(`${at.stack.restApi.url}${call.path}`, {
      headers: { authorization: `Bearer ${at.token}` },
    });
    bytes += (await response.arrayBuffer()).byteLength;
  }
  return { calls: calls.length, bytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (figures: Stats, target: number) =>
  `target p95 < ${target} ms: ${figures.p95 < target ? 'met' : 'MISSED'}`;

/** Times `run` at every scale, interleaved, and prints one line per scale. */
async function timed(
  label: string,
  scaled: readonly Scaled[],
  run: (at: Scaled) => Promise<void>,
  target: number,
): Promise<string[]> {
  const samples = await timedInterleaved(
    RUNS,
    scaled.map((at) => () => run(at)),
  );
  const missed: string[] = [];
  console.log(`-- ${label}`);
  for (const [index, at] of scaled.entries()) {
    const figures = stats(samples[index]!);
    console.log(
      `  scale ${String(at.scale).padEnd(3)} p50 ${ms(figures.p50).padStart(9)}  ` +
        `p95 ${ms(figures.p95).padStart(9)}   (${verdict(figures, target)})`,
    );
    if (figures.p95 >= target) missed.push(`${label} at scale ${at.scale}`);
  }
  return missed;
}

/** An operation as each scale sends it (some name ids of that scale's data set). */
type PerScale = Operation | ((at: Scaled) => Operation);

async function printBytes(label: string, scaled: readonly Scaled[], operations: PerScale[]) {
  console.log(`-- REST bytes per operation: ${label}`);
  for (const operation of operations) {
    const at = (scale: Scaled) => (typeof operation === 'function' ? operation(scale) : operation);
    const figures = [];
    for (const scale of scaled) figures.push(await restBytes(scale, at(scale)));
    console.log(
      `  ${at(scaled[0]!).name.padEnd(40)} ` +
        figures
          .map(
            (f, i) => `scale ${scaled[i]!.scale}: ${kb(f.bytes).padStart(10)} (${f.calls} calls)`,
          )
          .join('   '),
    );
  }
}

/** 'Large Family 0002' and the first page of families by name. */
async function familiesOf(at: Omit<Scaled, 'familyId' | 'firstPage'>) {
  const response = await graphql<{ productFamilies: Array<{ id: string; name: string }> }>(
    at.stack.bff.url,
    `
      query {
        productFamilies {
          id
          name
        }
      }
    `,
    { token: at.token },
  );
  const families = response.data?.productFamilies ?? [];
  const family = families.find((f) => f.name === 'Large Family 0002');
  if (!family) {
    throw new Error(
      `No family 'Large Family 0002' at scale ${at.scale}: ${JSON.stringify(response.errors)}`,
    );
  }
  return { familyId: family.id, firstPage: families.slice(0, 10).map((f) => f.id) };
}

const schemaOf = (scale: number) => `bench_scale_${String(scale).replace('.', '_')}`;

if (!process.env.TEST_DATABASE_URL) {
  console.log('bench:scale runs on PostgreSQL: set TEST_DATABASE_URL.');
  process.exit(1);
}
console.log(
  `bench:scale — scales ${SCALES.join(' and ')} on PostgreSQL, ${RUNS} runs after ${WARMUP} ` +
    `warm-up runs, interleaved, user ${USER}`,
);
const issuer = await startTestIssuer();
const scaled: Scaled[] = [];
const stacks: Array<{ scale: number; stack: BenchStack }> = [];
try {
  for (const scale of SCALES) {
    const stack = await startBenchStack(issuer, 'postgres', {
      scale,
      keptSchema: { name: schemaOf(scale), refill: process.env.BENCH_FRESH === '1' },
      notifications: { username: USER, count: NOTIFICATIONS_PER_SCALE * scale },
    });
    const { families, products, entities, requests } = stack.restApi.info;
    console.log(
      `== scale ${scale}: ${families} families, ${products} products, ${entities} projects and ` +
        `applications, ${requests} requests and orders (schema ${schemaOf(scale)}, ready in ` +
        `${stack.restApi.info.seedSeconds.toFixed(1)} s)`,
    );
    stacks.push({ scale, stack });
  }
  // Minted once every data set is ready: filling one can outlast a token's life.
  const token = await issuer.mintFor(USER);
  for (const { scale, stack } of stacks) {
    const at = { scale, stack, token };
    scaled.push({ ...at, ...(await familiesOf(at)) });
  }
  const missed: string[] = [];
  missed.push(
    ...(await timed(
      'first screen (/ as the web loads it, grid view)',
      scaled,
      (at) => firstScreen(at.stack.bff.url, at.token),
      TARGETS.firstScreen,
    )),
  );
  const familyProducts = (at: Scaled) =>
    op('FamilyProducts', FamilyProductsDocument, {
      familyId: at.familyId,
      filter: {},
      sort: 'NAME_ASC',
    });
  missed.push(
    ...(await timed(
      "one family's products (/?family=ID)",
      scaled,
      (at) => send(at.stack.bff.url, at.token, familyProducts(at)),
      TARGETS.familyProducts,
    )),
  );
  for (const list of LISTS) {
    missed.push(
      ...(await timed(
        list.name,
        scaled,
        (at) => send(at.stack.bff.url, at.token, list),
        TARGETS.list,
      )),
    );
  }
  missed.push(
    ...(await timed(
      'list view, first page of families with their products',
      scaled,
      (at) => send(at.stack.bff.url, at.token, listPage(at)),
      TARGETS.familyProducts,
    )),
  );
  // For reference, no target: what the list view and the filter bar loaded before issue 15.
  for (const before of BEFORE) {
    await timed(before.name, scaled, (at) => send(at.stack.bff.url, at.token, before), Infinity);
  }
  await printBytes('first screen', scaled, FIRST_SCREEN.flat());
  await printBytes("one family's products", scaled, [familyProducts]);
  await printBytes('lists', scaled, LISTS);
  await printBytes('list view and filter bar, before and after', scaled, [...BEFORE, listPage]);
  console.log(
    missed.length === 0 ? '-- every target met' : `-- targets missed: ${missed.join('; ')}`,
  );
} finally {
  // Every stack started, also one whose families could not be read (a failed run left them).
  await Promise.all(stacks.map(({ stack }) => stack.close()));
  await issuer.close();
}
