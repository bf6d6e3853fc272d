// The sort options of spec §2, in the order the selector lists them; the server sorts.
import type { OverviewSort } from '../../../gql/graphql';

export const SORT_OPTIONS: readonly { label: string; value: OverviewSort }[] = [
  { label: 'A-Z', value: 'NAME_ASC' },
  { label: 'Z-A', value: 'NAME_DESC' },
  { label: 'Budget desc', value: 'BUDGET_DESC' },
  { label: 'Budget asc', value: 'BUDGET_ASC' },
  { label: 'Actuals desc', value: 'ACTUALS_DESC' },
  { label: 'Actuals asc', value: 'ACTUALS_ASC' },
];

export const DEFAULT_SORT: OverviewSort = 'NAME_ASC';
