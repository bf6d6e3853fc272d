// The overview's objects as the GraphQL API returns them, for the tests of this folder.
import type { MockLink } from '@apollo/client/testing';
import type { OverviewFilterInput, OverviewSort } from '../../../gql/graphql';
import { OverviewFiltersQuery } from './filters/FilterPanel';
import { OverviewFamiliesQuery } from './levels/FamilyLevel';
import { FamilyPageProductsQuery } from './tables/FamilyTable';
import { FamilyProductsQuery } from './levels/ProductLevel';

type Overrides = Record<string, unknown>;

const figures = {
  budget: '1000.00',
  forecast: '500.00',
  actuals: '100.00',
  forecastStatus: 'POSITIVE',
  actualsStatus: 'POSITIVE',
};

export function familyRow(id: number, overrides: Overrides = {}) {
  return {
    __typename: 'ProductFamily' as const,
    id: String(id),
    name: `Family ${id}`,
    owner: 'controller',
    year: 2026,
    ...figures,
    availableBudget: '1000.00',
    ...overrides,
  };
}

export function productRow(
  id: number,
  family = { id: '1', name: 'Family 1' },
  overrides: Overrides = {},
) {
  return {
    __typename: 'Product' as const,
    id: String(id),
    name: `Product ${id}`,
    owner: 'controller',
    isPlatform: false,
    ...figures,
    availableBudget: '200.00',
    family: { __typename: 'ProductFamily' as const, ...family },
    ...overrides,
  };
}

/** A product with the fields its card shows. */
export function productCard(
  id: number,
  family = { id: '1', name: 'Family 1' },
  overrides: Overrides = {},
) {
  return {
    ...productRow(id, family),
    platformCost: null,
    region: null,
    image: null,
    ...overrides,
  };
}

function budgetEntity(typename: 'Project' | 'Application', id: number, overrides: Overrides) {
  return {
    __typename: typename,
    id: String(id),
    name: `${typename} ${id}`,
    owner: 'controller',
    currency: 'EUR',
    status: 'Active',
    ...figures,
    platformCost: '0.00',
    ...overrides,
  };
}

export const project = (id: number, overrides: Overrides = {}) =>
  budgetEntity('Project', id, overrides);
export const application = (id: number, overrides: Overrides = {}) =>
  budgetEntity('Application', id, overrides);

export function listItem(id: number, overrides: Overrides = {}) {
  return {
    __typename: 'OrderListItem' as const,
    id: String(id),
    position: 1,
    name: `Item ${id}`,
    type: 'CAPITAL',
    costType: 'INFRASTRUCTURE',
    resourceName: null,
    quantity: null,
    dailyRate: null,
    amount: '1000.00',
    currency: 'EUR',
    amountCurrentYear: '1000.00',
    remainingAmount: '1000.00',
    ...overrides,
  };
}

export function purchaseOrder(id: number, overrides: Overrides = {}) {
  return {
    __typename: 'PurchaseOrder' as const,
    id: String(id),
    orderNumber: `PO-${id}`,
    poDate: '2026-03-02',
    orderText: `Order ${id}`,
    owner: 'buyer',
    ownerName: 'Bea Buyer',
    contactName: 'Carl Contact',
    orderAmountEur: '1000.00',
    amountCurrentYear: '1000.00',
    remainingAmount: '1000.00',
    listItems: [listItem(id * 10)],
    ...overrides,
  };
}

export function invoiceLine(id: number, overrides: Overrides = {}) {
  return {
    __typename: 'InvoiceLine' as const,
    id: String(id),
    listItemName: `Item ${id}`,
    costType: 'Capital Infrastructure',
    resourceName: null,
    quantity: null,
    dailyRate: null,
    amount: '100.00',
    currency: 'EUR',
    ...overrides,
  };
}

export function invoice(id: number, purchaseOrderId: string, overrides: Overrides = {}) {
  return {
    __typename: 'Invoice' as const,
    id: String(id),
    kind: 'INVOICE',
    name: `Invoice ${id}`,
    date: '2026-04-15',
    startDate: null,
    endDate: null,
    purchaseOrderId,
    totalAmount: '100.00',
    lines: [invoiceLine(id * 10)],
    ...overrides,
  };
}

export const OVERVIEW_FILTERS = [
  {
    __typename: 'OverviewFilter' as const,
    key: 'PRODUCT_FAMILY',
    label: 'Product Family',
    totalOptions: 2,
    options: [
      { __typename: 'FilterOption' as const, id: '1', name: 'Cloud Services' },
      { __typename: 'FilterOption' as const, id: '2', name: 'Workplace' },
    ],
  },
  {
    __typename: 'OverviewFilter' as const,
    key: 'OWNER',
    label: 'Owner',
    totalOptions: 2,
    options: [
      { __typename: 'FilterOption' as const, id: 'alice', name: 'alice' },
      { __typename: 'FilterOption' as const, id: 'controller', name: 'controller' },
    ],
  },
];

/** Mocks may be asked again (cache-and-network refreshes): answer as often as needed. */
const REPEATABLE = { maxUsageCount: Number.POSITIVE_INFINITY };

export function filtersMock(): MockLink.MockedResponse {
  return {
    // Asked again with the filters in force (`chosen`) after each Submit.
    request: { query: OverviewFiltersQuery, variables: () => true },
    result: { data: { overviewFilters: OVERVIEW_FILTERS } },
    ...REPEATABLE,
  };
}

/** The budget summary the server sends with a page of families (amounts given by each test). */
export function familySummary(overrides: Overrides = {}) {
  return {
    __typename: 'FigureSummary' as const,
    budget: '0.00',
    forecast: '0.00',
    actuals: '0.00',
    availableBudget: '0.00',
    forecastStatus: 'NEGATIVE',
    actualsStatus: 'NEGATIVE',
    ...overrides,
  };
}

/**
 * The family overview's pages of `families` (all that the filter keeps, in order): any page the
 * overview asks for with this filter and sort, the server's summary alongside.
 */
export function familiesMock(
  families: unknown[],
  {
    filter = {},
    sort = 'NAME_ASC',
    summary = familySummary(),
  }: { filter?: OverviewFilterInput; sort?: OverviewSort; summary?: unknown } = {},
): MockLink.MockedResponse {
  const asked = (variables: Record<string, unknown>) =>
    JSON.stringify(variables.filter) === JSON.stringify(filter) && variables.sort === sort;
  return {
    request: { query: OverviewFamiliesQuery, variables: asked },
    result: (variables: Record<string, unknown>) => {
      const offset = variables.offset as number;
      return {
        data: {
          productFamilyPage: {
            __typename: 'ProductFamilyPage',
            totalCount: families.length,
            summary,
            items: families.slice(offset, offset + (variables.limit as number)),
          },
        },
      };
    },
    ...REPEATABLE,
  };
}

/** The products of the families on the list view's page, as its table asks for them. */
export function familyPageProductsMock(
  families: Array<{ id: string; products: unknown[] }>,
  { filter = {}, sort = 'NAME_ASC' }: { filter?: OverviewFilterInput; sort?: OverviewSort } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: FamilyPageProductsQuery,
      variables: { ids: families.map((family) => family.id), filter, sort },
    },
    result: {
      data: {
        productFamilies: families.map(({ id, products }) => ({
          __typename: 'ProductFamily',
          id,
          products,
        })),
      },
    },
    ...REPEATABLE,
  };
}

/** The products of a family, as the product level of the overview asks for them. */
export function familyProductsMock(
  family: { id: string; name: string },
  products: unknown[],
  sort: OverviewSort = 'NAME_ASC',
): MockLink.MockedResponse {
  return {
    request: { query: FamilyProductsQuery, variables: { familyId: family.id, filter: {}, sort } },
    result: { data: { productFamily: { __typename: 'ProductFamily', ...family, products } } },
    ...REPEATABLE,
  };
}

export function repeatable(mock: MockLink.MockedResponse): MockLink.MockedResponse {
  return { ...mock, ...REPEATABLE };
}
