// The product overview through the bff: one query for the whole tree (families → products →
// projects, applications, image, region, family) plus the filter bar costs the same REST calls
// for a small and a much larger organisation; filters and sort behave as the web expects.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProxiedCall } from '../testing/http-server.ts';
import { addImage, growHierarchy } from '../testing/hierarchy-data.ts';
import { startStack, type Stack } from '../testing/stack.ts';
import type { RestProduct } from './rest-types.ts';

const BREAKDOWN =
  '{ capital { infrastructure maintenance enhancement total } expense { total } total }';

const OVERVIEW = `query Overview($filter: OverviewFilterInput, $sort: OverviewSort) {
  me { username roles }
  configuration { appName regionsEnabled budgetLimitEnabled logo }
  currencies { id rate }
  overviewFilters { key label options { id name } }
  productFamilies(filter: $filter, sort: $sort) {
    id name owner budget forecast actuals availableBudget forecastStatus actualsStatus
    products(filter: $filter, sort: $sort) {
      id name owner isPlatform budget forecast actuals availableBudget forecastStatus actualsStatus
      budgetBreakdown ${BREAKDOWN} forecastBreakdown ${BREAKDOWN} actualsBreakdown ${BREAKDOWN}
      lastYear { year budget forecast actuals } nextYear { year budget forecast actuals }
      image { id dataUrl } region { id name } family { id name }
      projects(sort: $sort) { id name owner budget forecast actuals forecastStatus }
      applications(sort: $sort) { id name owner budget forecast actuals forecastStatus }
    }
  }
}`;

interface OverviewData {
  productFamilies: Array<{
    id: string;
    name: string;
    budget: string;
    products: Array<{
      id: string;
      name: string;
      owner: string;
      budget: string;
      image: { id: string } | null;
      family: { id: string };
      projects: Array<{ name: string }>;
      applications: Array<{ name: string }>;
    }>;
  }>;
}

let stack: Stack;
let small: Awaited<ReturnType<typeof overview>>;

before(async () => {
  stack = await startStack({ seed: true, countCalls: true });
  const regions = (await (await stack.rest('viewer', 'GET', '/regions')).json()) as Record<
    string,
    { id: number }
  >;
  const regionId = Object.values(regions)[0]!.id;
  const imageIds = [await addImage(stack, 'a.png'), await addImage(stack, 'b.png')];
  const grow = { regionId, imageIds, otherOwner: 'pfm' };
  await growHierarchy(stack, {
    ...grow,
    prefix: 'Small',
    families: 2,
    productsPerFamily: 2,
    entitiesPerProduct: 1,
  });
  // The overview of the small organisation, before it grows about 4 times.
  small = await overview();
  await growHierarchy(stack, {
    ...grow,
    prefix: 'Large',
    families: 6,
    productsPerFamily: 4,
    entitiesPerProduct: 2,
  });
});
after(() => stack.close());

/** A call without its query values: the same resource asked the same way. */
const shape = (call: ProxiedCall) => {
  const url = new URL(call.path, 'http://rest');
  const keys = [...url.searchParams.keys()].sort().join('&');
  return `${call.method} ${url.pathname}${keys ? `?${keys}` : ''}`;
};

async function overview(variables: Record<string, unknown> = {}) {
  stack.proxy!.reset();
  const response = await stack.as<OverviewData>('controller', OVERVIEW, { variables });
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  return { data: response.data!, calls: stack.proxy!.calls.map(shape).sort() };
}

const count = (data: OverviewData) => {
  const products = data.productFamilies.flatMap((family) => family.products);
  return {
    families: data.productFamilies.length,
    products: products.length,
    entities: products.reduce((sum, p) => sum + p.projects.length + p.applications.length, 0),
  };
};

describe('REST calls of the overview query', () => {
  it('are one per REST resource, the same for a small and a 4 times larger organisation', async () => {
    const large = await overview();
    const [smallRows, largeRows] = [count(small.data), count(large.data)];
    assert.ok(largeRows.families >= smallRows.families + 6);
    assert.ok(largeRows.entities >= smallRows.entities + 96);
    assert.deepEqual(large.calls, small.calls);
    // The whole tree is shown: every list is asked for whole, at once (prefetch.ts).
    assert.deepEqual(large.calls, [
      'GET /applications',
      'GET /configuration',
      'GET /configuration/logo',
      'GET /currencies',
      'GET /filters?username',
      // Only the images the products show (each up to 500 KB), never every stored one.
      'GET /images/?id',
      'GET /productfamilies',
      'GET /products',
      'GET /projects',
    ]);
    console.log(
      `overview: ${large.calls.length} REST calls for ${smallRows.families}/${smallRows.products}/${smallRows.entities} and for ${largeRows.families}/${largeRows.products}/${largeRows.entities} families/products/entities`,
    );
  });

  it('stay one per resource with a product-level filter', async () => {
    const { calls, data } = await overview({ filter: { owner: 'pfm' }, sort: 'BUDGET_DESC' });
    assert.ok(data.productFamilies.length > 0);
    // Products by owner at once with the families; projects and applications of those products.
    assert.deepEqual(
      calls.filter((call) => /products|productfamilies|projects|applications/.test(call)),
      [
        'GET /applications?product',
        'GET /productfamilies',
        'GET /products?owner',
        'GET /projects?product',
      ],
    );
    assert.equal(calls.length, 9);
  });

  it('go out in one wave for the whole tree, not level after level', async () => {
    stack.proxy!.reset();
    // Families are answered only once the lists below them were asked for: a bff that waited
    // for the families first would wait forever (and fail on its REST timeout).
    const below = ['/products', '/projects', '/applications'].map((path) =>
      stack.proxy!.seen((seen) => seen === path),
    );
    stack.proxy!.hold((path) => path === '/productfamilies', Promise.all(below));
    const response = await stack.as<OverviewData>('controller', OVERVIEW);
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    // The same tree as when the lists are read level after level (a literal filter does that).
    const levelAfterLevel = await stack.as<OverviewData>(
      'controller',
      OVERVIEW.replace(
        'products(filter: $filter, sort: $sort)',
        'products(filter: {}, sort: $sort)',
      ),
    );
    assert.deepEqual(response.data, levelAfterLevel.data);
  });
});

describe('filters of the overview', () => {
  it('keep only families with a product of the chosen owner, and only those products', async () => {
    const { data } = await overview({ filter: { owner: 'pfm' } });
    const restProducts = Object.values(
      (await (await stack.rest('viewer', 'GET', '/products?owner=pfm')).json()) as Record<
        string,
        RestProduct
      >,
    );
    const expectedFamilies = new Set(restProducts.map((product) => String(product.productfamily)));
    assert.deepEqual(new Set(data.productFamilies.map((family) => family.id)), expectedFamilies);
    const products = data.productFamilies.flatMap((family) => family.products);
    assert.deepEqual(
      products.map((product) => product.id).sort(),
      restProducts.map((product) => String(product.id)).sort(),
    );
    assert.ok(products.every((product) => product.owner === 'pfm'));
  });

  it('show one family and its products for a family filter', async () => {
    const { data: all } = await overview();
    const chosen = all.productFamilies.find((family) => family.name === 'Large Family 3')!;
    const { data } = await overview({ filter: { productFamilyId: chosen.id } });
    assert.deepEqual(
      data.productFamilies.map((family) => family.name),
      ['Large Family 3'],
    );
    assert.deepEqual(data.productFamilies[0]!.products, chosen.products);
  });

  it('show nothing, with no REST call for the tree, for an id that cannot exist', async () => {
    const { data, calls } = await overview({ filter: { productId: 'not-an-id' } });
    assert.deepEqual(data.productFamilies, []);
    assert.ok(!calls.some((call) => /products|productfamilies/.test(call)));
  });
});

describe('sort of the overview', () => {
  it('orders families and products Z-A, case-insensitively', async () => {
    const { data } = await overview({ sort: 'NAME_DESC' });
    const names = data.productFamilies.map((family) => family.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'accent' })),
    );
    const large = data.productFamilies.find((family) => family.name === 'Large Family 0')!;
    assert.deepEqual(
      large.products.map((product) => product.name),
      ['Large Product 0.3', 'Large Product 0.2', 'Large Product 0.1', 'Large Product 0.0'],
    );
  });

  it('orders products by budget, highest first', async () => {
    const { data } = await overview({ sort: 'BUDGET_DESC' });
    const large = data.productFamilies.find((family) => family.name === 'Large Family 0')!;
    // Product p: 2 projects and 2 applications of 100 + e and 7 × (p + 1) → 402 + 28 × (p + 1).
    assert.deepEqual(
      large.products.map((product) => product.name),
      ['Large Product 0.3', 'Large Product 0.2', 'Large Product 0.1', 'Large Product 0.0'],
    );
    const budgets = large.products.map((product) => product.budget);
    assert.deepEqual(budgets, ['514.00', '486.00', '458.00', '430.00']);
  });
});

describe('a page of the overview (issue 15: what is shown, not the organisation)', () => {
  const PAGE = `query Page($ids: [ID!]!, $filter: OverviewFilterInput) {
    productFamilies(ids: $ids, filter: $filter) { id name products(filter: $filter) { id name } }
  }`;
  type PageData = { productFamilies: Array<{ id: string; name: string; products: unknown[] }> };

  it('gives the families of a page with their products, asking REST for those only', async () => {
    const { data: all } = await overview();
    const page = all.productFamilies.filter((family) => family.name.startsWith('Large Family'));
    const ids = page.slice(0, 2).map((family) => family.id);
    stack.proxy!.reset();
    const response = await stack.as<PageData>('controller', PAGE, { variables: { ids } });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    assert.deepEqual(
      response.data!.productFamilies.map((family) => [family.name, family.products.length]),
      page.slice(0, 2).map((family) => [family.name, family.products.length]),
    );
    const paths = stack.proxy!.calls.map((call) => decodeURIComponent(call.path));
    assert.deepEqual(paths.sort(), [
      `/productfamilies?id=${[...ids].sort((a, b) => Number(a) - Number(b)).join(',')}`,
      `/products?productfamily=${[...ids].sort((a, b) => Number(a) - Number(b)).join(',')}`,
    ]);
  });

  it('keeps the filter: a family of the page without a matching product is left out', async () => {
    const { data: all } = await overview();
    const ids = all.productFamilies.map((family) => family.id);
    const response = await stack.as<PageData>('controller', PAGE, {
      variables: { ids, filter: { owner: 'pfm' } },
    });
    const { data: owned } = await overview({ filter: { owner: 'pfm' } });
    assert.deepEqual(
      response.data!.productFamilies.map((family) => family.name),
      owned.productFamilies.map((family) => family.name),
    );
  });
});

describe('a family opened on the overview (the web: FamilyProducts)', () => {
  const FAMILY = `query Family($id: ID!, $filter: OverviewFilterInput!, $sort: OverviewSort!) {
    productFamily(id: $id) { id name products(filter: $filter, sort: $sort) { ...Card } }
  }
  fragment Card on Product { id name owner budget }`;
  interface FamilyData {
    productFamily: {
      name: string;
      products: Array<{ id: string; name: string; owner: string; budget: string }>;
    } | null;
  }

  async function openFamily(id: string, filter: Record<string, string> = {}) {
    stack.proxy!.reset();
    const response = await stack.as<FamilyData>('controller', FAMILY, {
      variables: { id, filter, sort: 'NAME_ASC' },
    });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    return { family: response.data!.productFamily, calls: stack.proxy!.calls.map(shape).sort() };
  }

  it('asks for its products at the same time as the family, not after it', async () => {
    const { data: all } = await overview({ sort: 'NAME_ASC' });
    const chosen = all.productFamilies.find((family) => family.name === 'Large Family 2')!;
    stack.proxy!.reset();
    // The family is answered only once its products were asked for: a bff that waited for the
    // family first would wait forever (and fail on its REST timeout).
    const products = stack.proxy!.seen((path) => path.startsWith('/products?'));
    stack.proxy!.hold((path) => path === `/productfamilies/${chosen.id}`, products);
    const response = await stack.as<FamilyData>('controller', FAMILY, {
      variables: { id: chosen.id, filter: {}, sort: 'NAME_ASC' },
    });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    assert.equal(response.data!.productFamily!.name, 'Large Family 2');
    assert.deepEqual(
      response.data!.productFamily!.products.map(({ id, name, owner, budget }) => ({
        id,
        name,
        owner,
        budget,
      })),
      chosen.products.map(({ id, name, owner, budget }) => ({ id, name, owner, budget })),
    );
    assert.deepEqual(stack.proxy!.calls.map(shape).sort(), [
      'GET /productfamilies/' + chosen.id,
      'GET /products?productfamily',
    ]);
  });

  it('keeps the filter of its products field in what it asks for with the family', async () => {
    const { data: all } = await overview({ sort: 'NAME_ASC' });
    const chosen = all.productFamilies.find((family) => family.name === 'Large Family 2')!;
    const { family, calls } = await openFamily(chosen.id, { owner: 'pfm' });
    const owned = chosen.products.filter((product) => product.owner === 'pfm');
    assert.ok(owned.length > 0 && owned.length < chosen.products.length);
    assert.deepEqual(
      family!.products.map((product) => product.name),
      owned.map((product) => product.name),
    );
    assert.deepEqual(calls, [
      `GET /productfamilies/${chosen.id}`,
      'GET /products?owner&productfamily',
    ]);
  });

  it('asks for no products when the query leaves them out (@include)', async () => {
    const { data: all } = await overview({ sort: 'NAME_ASC' });
    const chosen = all.productFamilies.find((family) => family.name === 'Large Family 2')!;
    stack.proxy!.reset();
    const response = await stack.as(
      'controller',
      `query ($id: ID!, $with: Boolean!) {
        productFamily(id: $id) { name products(filter: {}) @include(if: $with) { id } }
      }`,
      { variables: { id: chosen.id, with: false } },
    );
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    assert.deepEqual(stack.proxy!.calls.map(shape), [`GET /productfamilies/${chosen.id}`]);
  });

  it('answers an unknown family with null and no error', async () => {
    const { family, calls } = await openFamily('999999');
    assert.equal(family, null);
    assert.ok(calls.includes('GET /productfamilies/999999'));
  });

  it('asks for nothing for an id that cannot name a family', async () => {
    const { family, calls } = await openFamily('../users');
    assert.equal(family, null);
    assert.deepEqual(calls, []);
  });
});

describe('a product row expanded on the overview (the web: ProductEntities)', () => {
  const ENTITIES = `query Entities($id: ID!) {
    product(id: $id) { id projects { name } applications { name } }
  }`;
  interface EntitiesData {
    product: { projects: Array<{ name: string }>; applications: Array<{ name: string }> } | null;
  }

  it('asks for its projects and applications at the same time as the product', async () => {
    const { data: all } = await overview({ sort: 'NAME_ASC' });
    const chosen = all.productFamilies
      .flatMap((family) => family.products)
      .find((product) => product.projects.length > 0 && product.applications.length > 0)!;
    stack.proxy!.reset();
    // The product is answered only once both lists were asked for.
    const lists = ['/projects?', '/applications?'].map((start) =>
      stack.proxy!.seen((path) => path.startsWith(start)),
    );
    stack.proxy!.hold((path) => path === `/products/${chosen.id}`, Promise.all(lists));
    const response = await stack.as<EntitiesData>('controller', ENTITIES, {
      variables: { id: chosen.id },
    });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    assert.deepEqual(response.data!.product, {
      id: chosen.id,
      projects: chosen.projects.map(({ name }) => ({ name })),
      applications: chosen.applications.map(({ name }) => ({ name })),
    });
    assert.deepEqual(stack.proxy!.calls.map(shape).sort(), [
      'GET /applications?product',
      `GET /products/${chosen.id}`,
      'GET /projects?product',
    ]);
  });

  it('asks only for the lists the query selects, and nothing for an id that cannot be one', async () => {
    const { data: all } = await overview({ sort: 'NAME_ASC' });
    const chosen = all.productFamilies[0]!.products[0]!;
    stack.proxy!.reset();
    const onlyProjects = await stack.as(
      'controller',
      `{ product(id: "${chosen.id}") { projects { name } } }`,
    );
    assert.equal(onlyProjects.errors, undefined, JSON.stringify(onlyProjects.errors));
    assert.deepEqual(stack.proxy!.calls.map(shape).sort(), [
      `GET /products/${chosen.id}`,
      'GET /projects?product',
    ]);
    stack.proxy!.reset();
    const malformed = await stack.as<EntitiesData>('controller', ENTITIES, {
      variables: { id: 'x' },
    });
    assert.equal(malformed.data?.product, null);
    assert.deepEqual(stack.proxy!.calls, []);
  });
});

describe('the overview a page of families at a time (issue 15: productFamilyPage)', () => {
  const FAMILY_PAGE = `query FamilyPage($offset: Int!, $limit: Int!, $filter: OverviewFilterInput, $sort: OverviewSort) {
    productFamilyPage(offset: $offset, limit: $limit, filter: $filter, sort: $sort) {
      totalCount
      items { id name budget forecast actuals availableBudget }
      summary { budget forecast actuals availableBudget forecastStatus actualsStatus }
    }
  }`;
  interface Figures {
    budget: string;
    forecast: string;
    actuals: string;
    availableBudget: string;
  }
  interface FamilyPageData {
    productFamilyPage: {
      totalCount: number;
      items: Array<Figures & { id: string; name: string }>;
      summary: Figures & { forecastStatus: string; actualsStatus: string };
    };
  }
  const ALL = `query All($filter: OverviewFilterInput) {
    productFamilies(filter: $filter) { id name budget forecast actuals availableBudget }
  }`;

  async function familyPage(variables: Record<string, unknown>) {
    stack.proxy!.reset();
    const response = await stack.as<FamilyPageData>('controller', FAMILY_PAGE, { variables });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    return { page: response.data!.productFamilyPage, calls: stack.proxy!.calls.map(shape).sort() };
  }
  async function allFamilies(filter: Record<string, string> = {}) {
    const response = await stack.as<{
      productFamilies: Array<Figures & { id: string; name: string }>;
    }>('controller', ALL, { variables: { filter } });
    return response.data!.productFamilies;
  }
  /** Exact sums in cents, the test's own arithmetic. */
  const cents = (amount: string) => BigInt(amount.replace('.', ''));
  const euros = (total: bigint) => {
    const sign = total < 0n ? '-' : '';
    const digits = (total < 0n ? -total : total).toString().padStart(3, '0');
    return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  };
  const sumOf = (families: Figures[], field: keyof Figures) =>
    euros(families.reduce((total, family) => total + cents(family[field]), 0n));
  const byLowerName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
    a.name.toLowerCase() < b.name.toLowerCase()
      ? -1
      : a.name.toLowerCase() > b.name.toLowerCase()
        ? 1
        : Number(a.id) - Number(b.id);

  it('gives the first page by name with the total, in two REST calls whatever the size', async () => {
    const all = await allFamilies();
    const { page, calls } = await familyPage({ offset: 0, limit: 3 });
    assert.equal(page.totalCount, all.length);
    assert.deepEqual(
      page.items.map((family) => family.name),
      [...all]
        .sort(byLowerName)
        .slice(0, 3)
        .map((family) => family.name),
    );
    assert.deepEqual(calls, [
      'GET /productfamilies/totals',
      'GET /productfamilies?limit&offset&sort',
    ]);
  });

  it('sums every matching family in the summary, not only the page, exactly', async () => {
    const all = await allFamilies();
    const { page } = await familyPage({ offset: 0, limit: 2 });
    assert.deepEqual(
      [
        page.summary.budget,
        page.summary.forecast,
        page.summary.actuals,
        page.summary.availableBudget,
      ],
      [
        sumOf(all, 'budget'),
        sumOf(all, 'forecast'),
        sumOf(all, 'actuals'),
        sumOf(all, 'availableBudget'),
      ],
    );
    const owned = await allFamilies({ owner: 'pfm' });
    const filtered = (await familyPage({ offset: 0, limit: 2, filter: { owner: 'pfm' } })).page;
    assert.equal(filtered.totalCount, owned.length);
    assert.ok(owned.length < all.length);
    assert.equal(filtered.summary.budget, sumOf(owned, 'budget'));
    assert.equal(filtered.summary.availableBudget, sumOf(owned, 'availableBudget'));
  });

  it('pages by budget, highest first, without overlap', async () => {
    const all = await allFamilies();
    const first = (await familyPage({ offset: 0, limit: 4, sort: 'BUDGET_DESC' })).page.items;
    const rest = (await familyPage({ offset: 4, limit: 100, sort: 'BUDGET_DESC' })).page.items;
    const budgets = [...first, ...rest].map((family) => cents(family.budget));
    assert.deepEqual(
      budgets,
      [...budgets].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)),
    );
    assert.deepEqual(
      [...first, ...rest].map((family) => family.id).sort(),
      all.map((family) => family.id).sort(),
    );
  });

  it('asks for the summary at the same time as the page, not after it', async () => {
    stack.proxy!.reset();
    // The page is answered only once the totals were asked for: a bff that waited for the page
    // first would wait forever (and fail on its REST timeout).
    const totals = stack.proxy!.seen((path) => path.startsWith('/productfamilies/totals'));
    stack.proxy!.hold((path) => path.startsWith('/productfamilies?'), totals);
    const response = await stack.as<FamilyPageData>('controller', FAMILY_PAGE, {
      variables: { offset: 0, limit: 2, filter: { owner: 'pfm' } },
    });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    const owned = await allFamilies({ owner: 'pfm' });
    assert.equal(response.data!.productFamilyPage.summary.budget, sumOf(owned, 'budget'));
    assert.equal(response.data!.productFamilyPage.items.length, Math.min(2, owned.length));
  });

  it('asks for no summary when the query selects none', async () => {
    stack.proxy!.reset();
    const response = await stack.as('controller', FAMILY_PAGE.replace(/summary \{[^}]*\}/, ''), {
      variables: { offset: 0, limit: 2 },
    });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    assert.deepEqual(stack.proxy!.calls.map(shape), ['GET /productfamilies?limit&offset&sort']);
  });

  it('answers an impossible filter with an empty page and no REST call', async () => {
    const { page, calls } = await familyPage({ offset: 0, limit: 5, filter: { regionId: 'x' } });
    // A forecast of nothing against a budget of nothing is within budget (spec §4).
    assert.deepEqual(
      [page.totalCount, page.items, page.summary.budget, page.summary.forecastStatus],
      [0, [], '0.00', 'POSITIVE'],
    );
    assert.deepEqual(calls, []);
  });

  it('refuses a page size out of bounds, naming it', async () => {
    for (const limit of [0, 101]) {
      const response = await stack.as('controller', FAMILY_PAGE, {
        variables: { offset: 0, limit },
      });
      assert.equal(response.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.match(response.errors![0]!.message, /limit must be from 1 to 100/);
    }
  });
});

describe('the filter bar at scale (issue 15)', () => {
  const FILTERS = `query Filters($limit: Int, $chosen: OverviewFilterInput) {
    overviewFilters(optionLimit: $limit, chosen: $chosen) {
      key totalOptions options { id name }
    }
  }`;
  const OPTIONS = `query Options($search: String!) {
    overviewFilterOptions(key: PRODUCT, search: $search, limit: 3) { id name }
  }`;
  type FiltersData = {
    overviewFilters: Array<{
      key: string;
      totalOptions: number;
      options: Array<{ id: string; name: string }>;
    }>;
  };
  const filtersOf = async (variables: Record<string, unknown>) => {
    const response = await stack.as<FiltersData>('admin', FILTERS, { variables });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    return Object.fromEntries(response.data!.overviewFilters.map((f) => [f.key, f]));
  };

  it('sends the first options of each select by name, with how many there are', async () => {
    const all = await filtersOf({});
    const first = await filtersOf({ limit: 3 });
    for (const key of Object.keys(all)) {
      assert.deepEqual(first[key]!.options, all[key]!.options.slice(0, 3), key);
      assert.equal(first[key]!.totalOptions, all[key]!.options.length, key);
    }
  });

  it('adds the chosen product to its select even beyond the first options', async () => {
    const all = await filtersOf({});
    const last = all.PRODUCT!.options.at(-1)!;
    const first = await filtersOf({ limit: 3, chosen: { productId: last.id } });
    assert.deepEqual(first.PRODUCT!.options, [...all.PRODUCT!.options.slice(0, 3), last]);
  });

  it('finds a select’s options by a part of their name, in any letter case', async () => {
    const all = await filtersOf({});
    const wanted = all.PRODUCT!.options.at(-1)!;
    const part = wanted.name.slice(1).toUpperCase();
    const response = await stack.as<{ overviewFilterOptions: Array<{ id: string; name: string }> }>(
      'admin',
      OPTIONS,
      { variables: { search: part } },
    );
    const found = response.data!.overviewFilterOptions;
    assert.ok(
      found.some((option) => option.id === wanted.id),
      JSON.stringify(found),
    );
    assert.ok(found.length <= 3);
    assert.ok(found.every((option) => option.name.toUpperCase().includes(part)));
  });

  it('refuses a search of more than 40 characters before any REST call', async () => {
    stack.proxy!.reset();
    const response = await stack.as('admin', OPTIONS, { variables: { search: 'x'.repeat(41) } });
    assert.equal(response.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
    assert.match(response.errors![0]!.message, /search can have at most 40 characters/);
    assert.deepEqual(stack.proxy!.calls, []);
  });

  it('refuses an option limit outside 1 to 1000 before any REST call, naming it', async () => {
    stack.proxy!.reset();
    for (const limit of [0, -1, 1001]) {
      const filters = await stack.as('admin', FILTERS, { variables: { limit } });
      assert.deepEqual(
        [filters.errors?.[0]?.extensions?.code, filters.errors?.[0]?.message],
        ['BAD_USER_INPUT', 'optionLimit must be from 1 to 1000.'],
        String(limit),
      );
      const options = await stack.as(
        'admin',
        `query { overviewFilterOptions(key: PRODUCT, search: "", limit: ${limit}) { id } }`,
      );
      assert.deepEqual(
        [options.errors?.[0]?.extensions?.code, options.errors?.[0]?.message],
        ['BAD_USER_INPUT', 'limit must be from 1 to 1000.'],
        String(limit),
      );
    }
    assert.deepEqual(stack.proxy!.calls, []);
  });
});
