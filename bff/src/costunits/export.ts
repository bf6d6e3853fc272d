// The cost units as .xlsx (http/list-export.ts): every cost unit of the current search, filter and
// sort, with its figures (EUR) — only for role edit-cost-unit, as the list itself (403 otherwise).
import type { CostUnit } from '../generated/graphql.ts';
import { listExport } from '../http/list-export.ts';

type CostUnitRow = Pick<
  CostUnit,
  'name' | 'manager' | 'status' | 'statusDate' | 'budget' | 'forecast' | 'actuals'
>;

export const costUnitsExport = listExport<CostUnitRow>({
  fileName: 'cost-units',
  query: `
    query Export($offset: Int!, $limit: Int!, $search: String, $sort: CostUnitSort, $filter: CostUnitFilterInput) {
      page: costUnits(offset: $offset, limit: $limit, search: $search, sort: $sort, filter: $filter) {
        totalCount
        items { name manager status statusDate budget forecast actuals }
      }
    }`,
  filtered: true,
  columns: [
    { label: 'Name', type: 'text', value: (unit) => unit.name },
    { label: 'Manager', type: 'text', value: (unit) => unit.manager },
    { label: 'Status', type: 'text', value: (unit) => unit.status },
    { label: 'Status Date', type: 'date', value: (unit) => unit.statusDate },
    { label: 'Budget (EUR)', type: 'money', value: (unit) => unit.budget },
    { label: 'Forecast (EUR)', type: 'money', value: (unit) => unit.forecast },
    { label: 'Actuals (EUR)', type: 'money', value: (unit) => unit.actuals },
  ],
});
