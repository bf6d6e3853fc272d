// Purchase requests as the GraphQL API returns them, for the tests of the request lists and
// modals.
import { BudgetImpactQuery } from '../budget-impact/BudgetImpactPanel';
export function listItem(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'RequestListItem' as const,
    id: String(id),
    position: 1,
    name: 'Storage',
    type: 'CAPITAL',
    costType: 'INFRASTRUCTURE',
    entityType: 'PRODUCT',
    resourceName: null,
    quantity: null,
    dailyRate: null,
    amount: '1000.00',
    currency: 'EUR',
    amountEur: '1000.00',
    ...overrides,
  };
}

export function request(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PurchaseRequest' as const,
    id: String(id),
    orderText: `Request ${id}`,
    startDate: '2026-12-01',
    deliveryDate: '2027-06-30',
    deliveryWarning: false,
    orderAmount: '1000.00',
    currency: 'EUR',
    orderAmountEur: '1000.00',
    amountCurrentYear: '200.00',
    amountNextYear: '800.00',
    owner: 'requester',
    ownerName: 'Rita Requester',
    companyName: 'Acme',
    contactName: 'Ann Contact',
    supplierName: null,
    sbuName: null,
    buyingUnitName: null,
    accountingElement: null,
    comments: null,
    status: 'PROPOSED',
    message: null,
    supersededById: null,
    justification: null,
    listItems: [listItem(id * 10)],
    ...overrides,
  };
}

export function justification(status: 'PROPOSED' | 'SIGNED') {
  return {
    __typename: 'Justification' as const,
    status,
    reviewedByName: null,
    comment: null,
    date: null,
  };
}

export function page(items: ReturnType<typeof request>[], totalCount = items.length) {
  return { __typename: 'PurchaseRequestPage' as const, items, totalCount };
}

export const FIRST_PAGE = {
  offset: 0,
  limit: 10,
  search: null,
  sort: { field: 'ID', direction: 'DESC' },
} as const;

/** The budget impact of request `requestId`: Storage within its budget, or over it. */
export function impactMock(requestId: string, mode: 'WARN' | 'BLOCK', exceeds: boolean) {
  return {
    request: { query: BudgetImpactQuery, variables: { requestId } },
    result: {
      data: {
        budgetImpact: {
          __typename: 'BudgetImpact',
          requestId,
          mode,
          year: 2026,
          entities: [
            {
              __typename: 'BudgetImpactEntity',
              entityType: 'PRODUCT',
              entityId: '7',
              name: 'Storage',
              budget: '10000.00',
              committed: '6000.00',
              pending: '1500.00',
              thisRequest: exceeds ? '4500.00' : '2000.00',
              remaining: exceeds ? '-2000.00' : '500.00',
              exceeds,
              status: exceeds ? 'NEGATIVE' : 'WARNING',
            },
          ],
        },
      },
    },
  };
}
