import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OverviewSort } from '../generated/graphql.ts';
import { restBudgetEntity } from '../testing/rest-fixtures.ts';
import { entitySortKeys, sortRows, type SortKeys } from './sort.ts';

const rows: SortKeys[] = [
  { id: 3, name: 'beta', budget: '100.00', actuals: '5.00' },
  { id: 1, name: 'Alpha', budget: '900719925474099.01', actuals: '5.00' },
  { id: 2, name: 'alpha', budget: '900719925474099.02', actuals: '0.00' },
  { id: 4, name: 'Gamma', budget: '100.00', actuals: '10.00' },
  { id: 5, name: 'Ärger', budget: '-1.00', actuals: '0.00' },
];

const order = (sort: OverviewSort | null) => sortRows(rows, sort, (row) => row).map((r) => r.id);

describe('overview sort', () => {
  it('sorts A-Z by default, ignoring letter case, equal names by id', () => {
    assert.deepEqual(order(null), [1, 2, 5, 3, 4]);
    assert.deepEqual(order('NAME_ASC'), [1, 2, 5, 3, 4]);
  });

  it('sorts Z-A with equal names still by ascending id', () => {
    assert.deepEqual(order('NAME_DESC'), [4, 3, 5, 1, 2]);
  });

  it('sorts by budget exactly, telling apart amounts a float cannot', () => {
    // 900719925474099.01 and .02 are the same double; the exact comparison keeps them apart.
    assert.equal(Number('900719925474099.01'), Number('900719925474099.02'));
    assert.deepEqual(order('BUDGET_DESC'), [2, 1, 3, 4, 5]);
    assert.deepEqual(order('BUDGET_ASC'), [5, 3, 4, 1, 2]);
  });

  it('breaks money ties by id in both directions', () => {
    assert.deepEqual(order('ACTUALS_DESC'), [4, 1, 3, 2, 5]);
    assert.deepEqual(order('ACTUALS_ASC'), [2, 5, 1, 3, 4]);
  });

  it('does not reorder the list it was given', () => {
    const before = rows.map((row) => row.id);
    order('NAME_DESC');
    assert.deepEqual(
      rows.map((row) => row.id),
      before,
    );
  });

  it('sorts projects and applications by their EUR totals', () => {
    const small = restBudgetEntity({ id: 1, totalbudget: '10.00', totalactuals: '9.00' });
    const large = restBudgetEntity({ id: 2, totalbudget: '20.00', totalactuals: '1.00' });
    const ids = (sort: OverviewSort) =>
      sortRows([small, large], sort, entitySortKeys).map((e) => e.id);
    assert.deepEqual(ids('BUDGET_DESC'), [2, 1]);
    assert.deepEqual(ids('ACTUALS_DESC'), [1, 2]);
  });
});
