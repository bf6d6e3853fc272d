// The overview's figures as .xlsx (http/list-export.ts): every family the overview's filter keeps,
// in its sort, each followed by its products (grouped under it: Excel folds them), with the
// figures the cards show — EUR for the current calendar year.
import type { Product, ProductFamily } from '../generated/graphql.ts';
import { listExport } from '../http/list-export.ts';

const FIGURES = `budget budgetLimit target availableBudget forecast actuals forecastStatus actualsStatus`;
type Figures = Pick<
  ProductFamily,
  | 'budget'
  | 'budgetLimit'
  | 'target'
  | 'availableBudget'
  | 'forecast'
  | 'actuals'
  | 'forecastStatus'
  | 'actualsStatus'
>;
type FamilyItem = Figures &
  Pick<ProductFamily, 'name' | 'owner'> & {
    products: Array<Figures & Pick<Product, 'name' | 'owner'>>;
  };
interface FigureRow {
  family: string;
  product: string | null;
  owner: string;
  figures: Figures;
}

export const overviewExport = listExport<FamilyItem, FigureRow>({
  fileName: 'overview',
  query: `
    query Export($offset: Int!, $limit: Int!, $sort: OverviewSort, $filter: OverviewFilterInput) {
      page: productFamilyPage(offset: $offset, limit: $limit, sort: $sort, filter: $filter) {
        totalCount
        items {
          name owner ${FIGURES}
          products(filter: $filter, sort: $sort) { name owner ${FIGURES} }
        }
      }
    }`,
  filtered: true,
  searchable: false,
  // The overview's sort is one enum value (NAME_ASC, BUDGET_DESC…), not a field and direction.
  sortOf: (parameter) => parameter,
  rowsOf: (family) => [
    { family: family.name, product: null, owner: family.owner, figures: family },
    ...family.products.map((product) => ({
      family: family.name,
      product: product.name,
      owner: product.owner,
      figures: product,
    })),
  ],
  columns: [
    { label: 'Product Family', type: 'text', value: (row) => row.family },
    { label: 'Product', type: 'text', value: (row) => row.product },
    { label: 'Owner', type: 'text', value: (row) => row.owner, width: 16 },
    { label: 'Budget (EUR)', type: 'money', value: (row) => row.figures.budget },
    { label: 'Budget Limit (EUR)', type: 'money', value: (row) => row.figures.budgetLimit },
    { label: 'Target (EUR)', type: 'money', value: (row) => row.figures.target },
    { label: 'Available Budget (EUR)', type: 'money', value: (row) => row.figures.availableBudget },
    { label: 'Forecast (EUR)', type: 'money', value: (row) => row.figures.forecast },
    { label: 'Actuals (EUR)', type: 'money', value: (row) => row.figures.actuals },
    {
      label: 'Forecast Status',
      type: 'text',
      value: (row) => row.figures.forecastStatus,
      width: 16,
    },
    { label: 'Actuals Status', type: 'text', value: (row) => row.figures.actualsStatus, width: 16 },
  ],
});
