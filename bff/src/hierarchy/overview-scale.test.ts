// The product overview against the generated large organisation at two scales, ten times apart
// (rest-api db/seed/large.ts): the same REST calls, one per resource, whatever the number of
// families, products, projects and applications.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProxiedCall } from '../testing/http-server.ts';
import { startStack } from '../testing/stack.ts';

const OVERVIEW = `query Overview($filter: OverviewFilterInput) {
  me { username }
  configuration { appName logo }
  currencies { id rate }
  overviewFilters { key label options { id name } }
  productFamilies(filter: $filter) {
    id name budget forecast actuals availableBudget forecastStatus actualsStatus
    products(filter: $filter) {
      id name owner isPlatform budget forecast actuals forecastStatus actualsStatus
      forecastBreakdown { capital { total } expense { total } total }
      image { id } region { name } family { id }
      projects { id name budget forecast actuals forecastStatus }
      applications { id name budget forecast actuals forecastStatus }
    }
  }
}`;

interface Overview {
  productFamilies: Array<{
    products: Array<{ projects: unknown[]; applications: unknown[] }>;
  }>;
}

/** Method and path without query values: the same resource asked the same way. */
const shape = (call: ProxiedCall) => {
  const url = new URL(call.path, 'http://rest');
  const keys = [...url.searchParams.keys()].sort().join('&');
  return `${call.method} ${url.pathname}${keys ? `?${keys}` : ''}`;
};

async function overviewAt(scale: number) {
  const stack = await startStack({ largeSeed: { scale }, countCalls: true });
  const run = async (filter: Record<string, string> | null) => {
    stack.proxy!.reset();
    const response = await stack.as<Overview>('controller', OVERVIEW, { variables: { filter } });
    assert.equal(response.errors, undefined, JSON.stringify(response.errors));
    const products = response.data!.productFamilies.flatMap((family) => family.products);
    return {
      calls: stack.proxy!.calls.map(shape).sort(),
      families: response.data!.productFamilies.length,
      products: products.length,
      entities: products.reduce((n, p) => n + p.projects.length + p.applications.length, 0),
    };
  };
  try {
    const whole = await run(null);
    const regions = await stack.as<{ regions: Array<{ id: string }> }>(
      'viewer',
      '{ regions { id } }',
    );
    const byRegion = await run({ regionId: regions.data!.regions[0]!.id });
    return { whole, byRegion };
  } finally {
    await stack.close();
  }
}

describe('REST calls of the overview on the large organisation', () => {
  it('are the same at scale 0.01 and at scale 0.1, whole or filtered', async () => {
    const small = await overviewAt(0.01);
    const large = await overviewAt(0.1);
    assert.deepEqual(
      [small.whole.families, small.whole.products, small.whole.entities],
      [1, 10, 100],
      'scale 0.01: 1 family, 10 products, 50 projects and 50 applications',
    );
    assert.deepEqual(
      [large.whole.families, large.whole.products, large.whole.entities],
      [10, 100, 1000],
    );
    assert.ok(large.byRegion.products > small.byRegion.products);
    assert.deepEqual(large.whole.calls, small.whole.calls);
    assert.deepEqual(large.byRegion.calls, small.byRegion.calls);
    const common = [
      'GET /configuration',
      'GET /configuration/logo',
      'GET /currencies',
      'GET /filters?username',
      'GET /productfamilies',
    ];
    // The whole tree: every list at once and whole (prefetch.ts).
    assert.deepEqual(large.whole.calls, [
      'GET /applications',
      ...common,
      'GET /products',
      'GET /projects',
    ]);
    // Filtered: the region's products at once, then the entities of those products by id.
    assert.deepEqual(large.byRegion.calls, [
      'GET /applications?product',
      ...common,
      'GET /products?region',
      'GET /projects?product',
    ]);
    console.log(
      `overview on the large organisation: ${large.whole.calls.length} REST calls at scale 0.01 (${small.whole.products} products) and 0.1 (${large.whole.products} products), whole or by region`,
    );
  });
});
