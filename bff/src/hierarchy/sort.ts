// The overview's sort options (spec §2: A-Z default, Z-A, Budget desc/asc, Actuals desc/asc),
// applied in the bff because lists keyed by id carry no order. Names compare case-insensitively,
// money exactly (decimal strings, never floats); ties fall back to the id so the order is stable.
import { compareDecimals } from '@cost-steering/schema';
import type { OverviewSort } from '../generated/graphql.ts';
import type { RestBudgetEntity } from './rest-types.ts';

/** What a sortable row offers: its name, budget and actuals (EUR decimal strings) and its id. */
export interface SortKeys {
  id: number;
  name: string;
  budget: string;
  actuals: string;
}

const nameCollator = new Intl.Collator('en', { sensitivity: 'accent' });

export function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b);
}

function byId(a: SortKeys, b: SortKeys): number {
  return a.id - b.id;
}

const COMPARATORS: Record<OverviewSort, (a: SortKeys, b: SortKeys) => number> = {
  NAME_ASC: (a, b) => compareNames(a.name, b.name),
  NAME_DESC: (a, b) => compareNames(b.name, a.name),
  BUDGET_DESC: (a, b) => compareDecimals(b.budget, a.budget),
  BUDGET_ASC: (a, b) => compareDecimals(a.budget, b.budget),
  ACTUALS_DESC: (a, b) => compareDecimals(b.actuals, a.actuals),
  ACTUALS_ASC: (a, b) => compareDecimals(a.actuals, b.actuals),
};

/** A sorted copy; equal values keep ascending id order whatever the direction. */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: OverviewSort | null | undefined,
  keysOf: (row: Row) => SortKeys,
): Row[] {
  const compare = COMPARATORS[sort ?? 'NAME_ASC'];
  return rows
    .map((row) => ({ row, keys: keysOf(row) }))
    .sort((a, b) => compare(a.keys, b.keys) || byId(a.keys, b.keys))
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
