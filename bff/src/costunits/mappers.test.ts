// The cost-unit mapping without a server: statuses, fractions shown × 100, allocation ids, the
// filter panel's order and the spec §8 texts of user errors on the input's field names.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COST_UNIT_TEXTS } from '@cost-steering/schema';
import {
  allocationFields,
  allocationsOf,
  COST_UNIT_WRITE,
  toCostUnitFilters,
  toProductAllocation,
  toShowbackFigures,
} from './mappers.ts';
import type { RestAllocation, RestCostUnit } from './rest.ts';
import { RestUserError } from '../errors.ts';
import { write } from '../writes/write.ts';

const allocation = (id: number, name: string, percentage: string): RestAllocation => ({
  id,
  name,
  image: null,
  percentage,
  totalbudget: '100.00',
  totalforecast: '0.00',
  totalactuals: '0.00',
  budget: '25.00',
  forecast: '0.00',
  actuals: '0.00',
  product_percentage: '0.7550',
  unallocated_percentage: '0.2450',
});

describe('cost unit mapping', () => {
  it('lists allocations A-Z with ids of cost unit and product, percents × 100', () => {
    const unit = {
      id: 4,
      products: { '9': allocation(9, 'Zeta', '0.2500'), '3': allocation(3, 'alpha', '0.0550') },
    } as unknown as RestCostUnit;
    const [first, second] = allocationsOf(unit);
    assert.deepEqual([first!.name, second!.name], ['alpha', 'Zeta']);
    assert.equal(allocationFields.id(first!), '4:3');
    assert.equal(allocationFields.percent(first!), 5.5);
    assert.equal(allocationFields.percent(second!), 25);
    assert.equal(allocationFields.productPercent(first!), 75.5);
    assert.equal(allocationFields.unallocatedPercent(first!), 24.5);
  });

  it("maps a product's allocation with its total", () => {
    assert.deepEqual(
      toProductAllocation('7', {
        costUnits: [
          { costunitid: 2, costunitname: 'CU A', status: 'Global', percentage: '0.3000' },
        ],
        totalPercentageSum: '0.3000',
      }),
      {
        productId: '7',
        costUnits: [
          {
            costUnitId: '2',
            costUnitName: 'CU A',
            status: 'GLOBAL',
            fraction: '0.3000',
            percent: 30,
          },
        ],
        totalPercent: 30,
      },
    );
  });

  it('keeps the statuses in their order and sorts the other options by name', () => {
    const filters = toCostUnitFilters({
      filters: [
        {
          key: 'status',
          label: 'Status',
          options: {
            Active: { id: 'Active', name: 'Active' },
            Proposed: { id: 'Proposed', name: 'Proposed' },
            Global: { id: 'Global', name: 'Global' },
          },
        },
        {
          key: 'manager',
          label: 'Manager',
          options: { pfm: { id: 'pfm', name: 'pfm' }, admin: { id: 'admin', name: 'admin' } },
        },
        { key: 'unknown', label: 'Unknown', options: {} },
      ],
    });
    assert.deepEqual(
      filters.map((f) => [f.key, f.options.map((o) => o.name)]),
      [
        ['STATUS', ['Active', 'Proposed', 'Global']],
        ['MANAGER', ['admin', 'pfm']],
      ],
    );
  });

  it('gives user errors the input field names and the spec texts', async () => {
    const refusal = new RestUserError([
      {
        field: 'name',
        message: 'Cost Unit with given name already exists.',
        code: 'DUPLICATE_NAME',
      },
      { field: 'percentage', message: 'Cannot allocate…', code: 'CONFLICT' },
      { field: 'product', message: 'already', code: 'CONFLICT' },
      { field: 'statusdate', message: 'Start date cannot be in the past', code: 'VALIDATION' },
    ]);
    const { errors } = await write(() => Promise.reject(refusal), COST_UNIT_WRITE);
    assert.deepEqual(errors, [
      { field: 'name', message: COST_UNIT_TEXTS.duplicate, code: 'DUPLICATE_NAME' },
      { field: 'percent', message: COST_UNIT_TEXTS.cannotAllocateBudget, code: 'CONFLICT' },
      { field: 'productId', message: COST_UNIT_TEXTS.cannotAllocate, code: 'CONFLICT' },
      { field: 'statusDate', message: 'Start date cannot be in the past', code: 'VALIDATION' },
    ]);
  });

  it('turns cost codes into the 2 × 3 breakdown', () => {
    const split = { ci: '1.00', cm: '2.00', ce: '3.00', ei: '4.00', em: '5.00', ee: '6.00' };
    const figures = toShowbackFigures({
      budget: { ...split, undef: '0.50', total: '21.50' },
      forecast: { ...split, total: '21.00' },
      actuals: { ...split, total: '21.00' },
    });
    assert.equal(figures.budget.capital.total, '6.00');
    assert.equal(figures.budget.expense.total, '15.00');
    assert.deepEqual([figures.undefinedBudget, figures.budgetTotal], ['0.50', '21.50']);
  });
});
