// The overview's sort options (spec §2: A-Z default, Z-A, Budget desc/asc, Actuals desc/asc),
// applied in the bff because lists keyed by id carry no order. Names compare case-insensitively,
// money exactly (decimal strings, never floats); ties fall back to the id so the order is stable.
import { toScaled } from '@cost-steering/schema';
import type { OverviewSort } from '../generated/graphql.ts';
import { compareNames } from '../names.ts';
import type { RestBudgetEntity } from './rest-types.ts';

/** What a sortable row offers: its name, budget and actuals (EUR decimal strings) and its id. */
export interface SortKeys {
  id: number;
  name: string;
  budget: string;
  actuals: string;
}

/** The value a row is sorted by: its name, or an amount read once as an exact scaled integer. */
type SortValue = string | bigint;

type Compare = (a: SortValue, b: SortValue) => number;

const compareAmounts: Compare = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const compareText: Compare = (a, b) => compareNames(a as string, b as string);

interface Order {
  valueOf: (keys: SortKeys) => SortValue;
  compare: Compare;
  descending: boolean;
}
const byName = (descending: boolean): Order => ({
  valueOf: (keys) => keys.name,
  compare: compareText,
  descending,
});
const byAmount = (field: 'budget' | 'actuals', descending: boolean): Order => ({
  valueOf: (keys) => toScaled(keys[field]),
  compare: compareAmounts,
  descending,
});

const ORDERS: Record<OverviewSort, Order> = {
  NAME_ASC: byName(false),
  NAME_DESC: byName(true),
  BUDGET_DESC: byAmount('budget', true),
  BUDGET_ASC: byAmount('budget', false),
  ACTUALS_DESC: byAmount('actuals', true),
  ACTUALS_ASC: byAmount('actuals', false),
};

/** A sorted copy; equal values keep ascending id order whatever the direction. */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: OverviewSort | null | undefined,
  keysOf: (row: Row) => SortKeys,
): Row[] {
  const { valueOf, compare, descending } = ORDERS[sort ?? 'NAME_ASC'];
  // Each row's value is computed once, not once per comparison.
  return rows
    .map((row) => {
      const keys = keysOf(row);
      return { row, id: keys.id, value: valueOf(keys) };
    })
    .sort(
      (a, b) => (descending ? compare(b.value, a.value) : compare(a.value, b.value)) || a.id - b.id,
    )
    .map(({ row }) => row);
}

/** Projects and applications sort by their EUR totals. */
export function entitySortKeys(entity: RestBudgetEntity): SortKeys {
  return {
    id: entity.id,
    name: entity.name,
    budget: entity.totalbudget,
    actuals: entity.totalactuals,
  };
}
