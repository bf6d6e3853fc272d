// Cost units through the bff against a real rest-api with the demo organisation: the mapping of
// statuses, fractions (shown × 100) and figures, a page in one REST call, the user errors with
// the spec §8 texts, a product's allocation, the showback and its CSV download.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COST_UNIT_TEXTS } from '@cost-steering/schema';
import type { CostUnit, CostUnitPage, CostUnitPayload } from '../generated/graphql.ts';
import { codes } from '../testing/graphql.ts';
import { startStack, type Stack } from '../testing/stack.ts';

const UNITS = `query Units($filter: CostUnitFilterInput) {
  costUnits(offset: 0, limit: 10, filter: $filter) {
    totalCount
    items { id name manager status statusDate budget
      allocations { id costUnitId productId productName fraction percent productPercent unallocatedPercent budget productBudget } }
  }
}`;
const BY_NAME = `query ByName($name: String!) {
  costUnitByName(name: $name) {
    id name status
    showback { year csvPath figures { budgetTotal budget { total capital { total } } }
      products { allocation { productName percent unallocatedPercent } allocated { budgetTotal } } }
  }
}`;
const CREATE = `mutation Create($input: CreateCostUnitInput!) {
  createCostUnit(input: $input) { costUnit { id name status allocations { id } } errors { field message code } }
}`;
const ALLOCATE = `mutation Allocate($input: CostUnitAllocationInput!) {
  allocateProductToCostUnit(input: $input) { costUnit { id allocations { productName percent } } errors { field message code } }
}`;
const REMOVE = `mutation Remove($input: RemoveCostUnitProductInput!) {
  removeProductFromCostUnit(input: $input) { costUnit { id allocations { productName } } errors { field message code } }
}`;
const PRODUCT = `query Product($id: ID!) {
  productCostUnitAllocation(productId: $id) { productId totalPercent costUnits { costUnitName status percent fraction } }
}`;

let stack: Stack;
before(async () => {
  stack = await startStack({ seed: true, countCalls: true });
});
after(() => stack.close());

async function query<T>(
  document: string,
  variables: Record<string, unknown> = {},
  user = 'controller',
) {
  const response = await stack.as<T>(user, document, { variables });
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  return response.data!;
}

describe('cost units through the bff', () => {
  it('maps a page of cost units in one REST call, percentages × 100', async () => {
    stack.proxy!.reset();
    const { costUnits } = await query<{ costUnits: CostUnitPage }>(UNITS);
    assert.deepEqual(
      stack.proxy!.calls.map((call) => call.path.split('?')[0]),
      ['/costunits'],
    );
    assert.equal(costUnits.totalCount, 4);
    assert.deepEqual(
      costUnits.items.map((unit) => [unit.name, unit.status]),
      [
        ['CU Corporate IT', 'ACTIVE'],
        ['CU Group Global', 'GLOBAL'],
        ['CU Legacy Systems', 'RETIRED'],
        ['CU Operations', 'PROPOSED'],
      ],
    );
    const corporate = costUnits.items[0]!;
    // Digital Workplace 60 % here + 40 % in CU Operations; Service Desk 50 % + 20 % (Global).
    assert.deepEqual(
      corporate.allocations.map((a) => [
        a.productName,
        a.fraction,
        a.percent,
        a.productPercent,
        a.unallocatedPercent,
      ]),
      [
        ['Digital Workplace', '0.6000', 60, 100, 0],
        ['Service Desk', '0.5000', 50, 70, 30],
      ],
    );
    assert.equal(
      corporate.allocations[0]!.id,
      `${corporate.id}:${corporate.allocations[0]!.productId}`,
    );
    const retired = await query<{ costUnits: CostUnitPage }>(UNITS, {
      filter: { statuses: ['RETIRED'] },
    });
    assert.deepEqual(
      retired.costUnits.items.map((unit) => unit.name),
      ['CU Legacy Systems'],
    );
  });

  it('refuses filter ids that cannot name a cost unit or product, never widening to every cost unit', async () => {
    for (const filter of [{ costUnitIds: ['x'] }, { productIds: ['1', 'x'] }]) {
      stack.proxy!.reset();
      const response = await stack.as('controller', UNITS, { variables: { filter } });
      assert.deepEqual(codes(response), ['BAD_USER_INPUT'], JSON.stringify(filter));
      assert.match(
        response.errors![0]!.message,
        /^(costUnitIds|productIds) must hold ids: positive whole numbers\.$/,
      );
      assert.equal(response.data, null);
      assert.deepEqual(stack.proxy!.calls, []);
    }
  });

  it('answers the remaining percentage, and NOT_FOUND for a product or cost unit that is not there', async () => {
    const REMAINING = `query R($productId: ID!, $costUnitId: ID!) {
      remainingPercentage(productId: $productId, costUnitId: $costUnitId) }`;
    const { costUnits } = await query<{ costUnits: CostUnitPage }>(UNITS);
    const unit = costUnits.items.find((item) => item.name === 'CU Corporate IT')!;
    const products = (await (await stack.rest('controller', 'GET', '/products')).json()) as Record<
      string,
      { id: number }
    >;
    const productId = String(Object.values(products)[0]!.id);
    const { remainingPercentage } = await query<{ remainingPercentage: number }>(REMAINING, {
      productId,
      costUnitId: unit.id,
    });
    assert.ok(
      Number.isInteger(remainingPercentage) &&
        remainingPercentage > 0 &&
        remainingPercentage <= 100,
      String(remainingPercentage),
    );
    for (const [ids, message, calls] of [
      [{ productId: 'x', costUnitId: unit.id }, 'Product not found.', 0],
      [{ productId, costUnitId: '-1' }, 'Cost unit not found.', 0],
      [{ productId: '99999999', costUnitId: unit.id }, 'Product not found.', 1],
      [{ productId, costUnitId: '99999999' }, 'Cost unit not found.', 1],
    ] as const) {
      stack.proxy!.reset();
      const response = await stack.as('controller', REMAINING, { variables: ids });
      assert.deepEqual(codes(response), ['NOT_FOUND'], JSON.stringify(ids));
      assert.equal(response.errors?.[0]?.message, message, JSON.stringify(ids));
      assert.equal(stack.proxy!.calls.length, calls, JSON.stringify(ids));
    }
  });

  it('gives the showback of one cost unit with its CSV path', async () => {
    const { costUnitByName } = await query<{ costUnitByName: CostUnit }>(BY_NAME, {
      name: 'cu group global',
    });
    assert.equal(costUnitByName.name, 'CU Group Global');
    const { showback } = costUnitByName;
    assert.equal(showback.csvPath, `/files/costunits/${costUnitByName.id}/showback.csv`);
    assert.deepEqual(
      showback.products.map((p) => [
        p.allocation.productName,
        p.allocation.percent,
        p.allocation.unallocatedPercent,
      ]),
      [
        ['Data Warehouse', 25, 75],
        ['Service Desk', 20, 30],
      ],
    );
    // The totals are the sums of the products' parts.
    const cents = (value: string) => Math.round(Number(value) * 100);
    assert.equal(
      cents(showback.figures.budgetTotal),
      showback.products.reduce((sum, p) => sum + cents(p.allocated.budgetTotal), 0),
    );
    const csv = await fetch(`${stack.bffUrl}${showback.csvPath}`, {
      headers: { authorization: `Bearer ${await stack.issuer.mintFor('controller')}` },
    });
    assert.equal(csv.status, 200);
    const text = await csv.text();
    assert.match(text.split('\n')[1]!, /^CU Group Global,Data Warehouse,25 %,25 %,75 %,/);
  });

  it('carries the spec texts in user errors', async () => {
    const duplicate = await query<{ createCostUnit: CostUnitPayload }>(CREATE, {
      input: { name: 'cu OPERATIONS', manager: 'controller', statusDate: '2099-01-01' },
    });
    assert.deepEqual(duplicate.createCostUnit.errors, [
      { field: 'name', message: COST_UNIT_TEXTS.duplicate, code: 'DUPLICATE_NAME' },
    ]);
    const created = await query<{ createCostUnit: CostUnitPayload }>(CREATE, {
      input: { name: ' New #Unit ', manager: 'controller', statusDate: '2099-01-01' },
    });
    const unit = created.createCostUnit.costUnit!;
    assert.deepEqual([unit.name, unit.status, unit.allocations], ['New Unit', 'PROPOSED', []]);
    const product = (await query<{ costUnits: CostUnitPage }>(UNITS)).costUnits.items[0]!
      .allocations[0]!.productId; // Digital Workplace: 100 % allocated
    const over = await query<{ allocateProductToCostUnit: CostUnitPayload }>(ALLOCATE, {
      input: { costUnitId: unit.id, productId: product, percent: 1 },
    });
    assert.deepEqual(over.allocateProductToCostUnit.errors, [
      { field: 'percent', message: COST_UNIT_TEXTS.cannotAllocateBudget, code: 'CONFLICT' },
    ]);
    const forbidden = await stack.as('viewer', CREATE, {
      variables: { input: { name: 'Nope', manager: 'viewer', statusDate: '2099-01-01' } },
    });
    assert.deepEqual(codes(forbidden), ['FORBIDDEN']);
  });

  it('tells the user when the allocation to remove is already gone', async () => {
    const created = await query<{ createCostUnit: CostUnitPayload }>(CREATE, {
      input: { name: 'Removed Twice', manager: 'controller', statusDate: '2099-01-01' },
    });
    const unit = created.createCostUnit.costUnit!;
    const { costUnits } = await query<{ costUnits: CostUnitPage }>(UNITS);
    const product = costUnits.items[0]!.allocations[1]!.productId; // Service Desk: 70 %
    const input = { costUnitId: unit.id, productId: product };
    const allocated = await query<{ allocateProductToCostUnit: CostUnitPayload }>(ALLOCATE, {
      input: { ...input, percent: 10 },
    });
    assert.deepEqual(allocated.allocateProductToCostUnit.errors, []);
    const first = await query<{ removeProductFromCostUnit: CostUnitPayload }>(REMOVE, { input });
    assert.deepEqual(first.removeProductFromCostUnit, {
      costUnit: { id: unit.id, allocations: [] },
      errors: [],
    });
    // Another user's remove got there first: the second is the payload's error, not the call's.
    const second = await query<{ removeProductFromCostUnit: CostUnitPayload }>(REMOVE, { input });
    assert.deepEqual(second.removeProductFromCostUnit, {
      costUnit: null,
      errors: [{ field: null, message: 'Allocation not found.', code: 'NOT_FOUND' }],
    });
  });

  it("shows a product's cost units and total", async () => {
    const { costUnits } = await query<{ costUnits: CostUnitPage }>(UNITS);
    const serviceDesk = costUnits.items[0]!.allocations[1]!.productId;
    const { productCostUnitAllocation } = await query<{ productCostUnitAllocation: Json }>(
      PRODUCT,
      { id: serviceDesk },
      'pfm',
    );
    assert.deepEqual(productCostUnitAllocation, {
      productId: serviceDesk,
      totalPercent: 70,
      costUnits: [
        { costUnitName: 'CU Corporate IT', status: 'ACTIVE', percent: 50, fraction: '0.5000' },
        { costUnitName: 'CU Group Global', status: 'GLOBAL', percent: 20, fraction: '0.2000' },
      ],
    });
  });
});

type Json = Record<string, unknown>;
