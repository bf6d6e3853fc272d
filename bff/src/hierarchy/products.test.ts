// Products, projects and applications of the seeded demo organisation through the bff: every
// figure is the REST API's, to the cent, in the right cell; relations come with them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sumDecimals } from '@cost-steering/schema';
import type { CostBreakdown } from '../generated/graphql.ts';
import { BUDGET_ENTITY_FIELDS, PRODUCT_FIELDS } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';
import { toBudgetEntity, toProduct } from './mappers.ts';
import type { RestBudgetEntity, RestProduct } from './rest-types.ts';

interface ProductResult extends ReturnType<typeof toProduct> {
  family: { id: string; name: string };
  region: { id: string; name: string } | null;
  projects: Array<ReturnType<typeof toBudgetEntity> & { product: { id: string } }>;
  applications: Array<ReturnType<typeof toBudgetEntity> & { product: { id: string } }>;
}

let stack: Stack;
let restProducts: RestProduct[];
let products: Map<string, ProductResult>;

async function restList<T>(path: string): Promise<T[]> {
  const response = await stack.rest('viewer', 'GET', path);
  assert.equal(response.status, 200, path);
  return Object.values((await response.json()) as Record<string, T>);
}

before(async () => {
  stack = await startStack({ seed: true });
  restProducts = await restList<RestProduct>('/products');
  const response = await stack.as<{ products: ProductResult[] }>(
    'viewer',
    `{ products {
        ${PRODUCT_FIELDS}
        family { id name }
        region { id name }
        projects { ${BUDGET_ENTITY_FIELDS} product { id } }
        applications { ${BUDGET_ENTITY_FIELDS} product { id } }
      } }`,
  );
  assert.equal(response.errors, undefined);
  products = new Map(response.data!.products.map((product) => [product.id, product]));
});
after(() => stack.close());

const cells = (breakdown: CostBreakdown) => [
  breakdown.capital.infrastructure,
  breakdown.capital.maintenance,
  breakdown.capital.enhancement,
  breakdown.expense.infrastructure,
  breakdown.expense.maintenance,
  breakdown.expense.enhancement,
];

describe('product figures', () => {
  it('are the REST figures of every seeded product, field by field', () => {
    assert.ok(restProducts.length >= 5, 'the demo organisation has products');
    assert.equal(products.size, restProducts.length);
    for (const rest of restProducts) {
      const {
        family,
        region,
        projects: _p,
        applications: _a,
        ...fields
      } = products.get(String(rest.id))!;
      assert.deepEqual(fields, toProduct(rest), rest.name);
      assert.deepEqual(family, { id: String(rest.productfamily), name: rest.productfamilyname });
      assert.deepEqual(
        region,
        rest.region == null ? null : { id: String(rest.region), name: rest.regionname },
      );
    }
  });

  it('put bci … bee, fci … fee and aci … aee in the cells of the breakdowns', () => {
    for (const rest of restProducts) {
      const product = products.get(String(rest.id))!;
      assert.deepEqual(cells(product.budgetBreakdown), [
        rest.bci,
        rest.bcm,
        rest.bce,
        rest.bei,
        rest.bem,
        rest.bee,
      ]);
      assert.deepEqual(cells(product.forecastBreakdown), [
        rest.fci,
        rest.fcm,
        rest.fce,
        rest.fei,
        rest.fem,
        rest.fee,
      ]);
      assert.deepEqual(cells(product.actualsBreakdown), [
        rest.aci,
        rest.acm,
        rest.ace,
        rest.aei,
        rest.aem,
        rest.aee,
      ]);
    }
  });

  it('add up: the breakdown totals are the REST totals', () => {
    let someForecast = false;
    for (const rest of restProducts) {
      const product = products.get(String(rest.id))!;
      assert.equal(product.forecastBreakdown.total, rest.forecast, rest.name);
      assert.equal(product.actualsBreakdown.total, rest.actuals, rest.name);
      assert.equal(product.forecastBreakdown.capital.total, rest.capitalforecast, rest.name);
      assert.equal(product.actualsBreakdown.expense.total, rest.expensesactuals, rest.name);
      assert.equal(
        sumDecimals([product.budgetBreakdown.total, product.undefinedBudget]),
        rest.budget,
        rest.name,
      );
      someForecast ||= /[1-9]/.test(product.forecast);
    }
    assert.ok(someForecast, 'the seed books orders on some product');
  });
});

describe('projects and applications of a product', () => {
  it('are those of the REST API, A-Z, with their own figures', async () => {
    const restProjects = await restList<RestBudgetEntity>('/projects');
    const restApplications = await restList<RestBudgetEntity>('/applications');
    assert.ok(restProjects.length > 0 && restApplications.length > 0);
    for (const [kind, restEntities] of [
      ['projects', restProjects],
      ['applications', restApplications],
    ] as const) {
      for (const product of products.values()) {
        const expected = restEntities
          .filter((entity) => String(entity.product) === product.id)
          .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id)
          .map((entity) => ({ ...toBudgetEntity(entity), product: { id: product.id } }));
        assert.deepEqual(product[kind], expected, `${kind} of ${product.name}`);
      }
    }
  });
});
