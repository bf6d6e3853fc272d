// Purchase orders as the GraphQL API returns them, for the tests of the order screens.
export function orderRow(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PurchaseOrder' as const,
    id: String(id),
    orderNumber: `PO-2026-${String(id).padStart(4, '0')}`,
    orderText: `Order ${id}`,
    owner: 'requester',
    ownerName: 'Rita Requester',
    companyName: 'Acme',
    contactName: 'Ann Contact',
    orderAmount: '1000.00',
    currency: 'EUR',
    orderAmountEur: '1000.00',
    amountCurrentYear: '400.00',
    amountNextYear: '600.00',
    remainingAmount: '700.00',
    poDate: '2026-02-01',
    deliveryDate: '2026-11-30',
    ...overrides,
  };
}

export function orderPage(items: ReturnType<typeof orderRow>[], totalCount = items.length) {
  return { __typename: 'PurchaseOrderPage' as const, items, totalCount };
}

/** One order with every field of the Details modal. */
export function orderDetails(id: number) {
  return {
    ...orderRow(id),
    status: 'Approved',
    supplierName: 'Tailspin',
    sbuName: 'Corporate IT',
    invoicedAmount: '300.00',
    accountingElement: 'IT-1',
    comments: null,
    listItems: [
      {
        __typename: 'OrderListItem' as const,
        id: '31',
        position: 1,
        name: 'Laptops',
        type: 'CAPITAL',
        costType: 'INFRASTRUCTURE',
        resourceName: null,
        quantity: null,
        dailyRate: null,
        amount: '1000.00',
        currency: 'EUR',
        amountEur: '1000.00',
        amountCurrentYear: '400.00',
        remainingAmount: '700.00',
        productFamilyName: 'Workplace',
        productName: 'Devices',
        projectName: 'Laptop Refresh',
        applicationName: null,
      },
    ],
    invoices: [
      {
        __typename: 'Invoice' as const,
        id: '5',
        kind: 'INVOICE',
        name: 'First delivery',
        date: '2026-03-10',
        startDate: null,
        endDate: null,
        totalAmount: '300.00',
        lines: [
          {
            __typename: 'InvoiceLine' as const,
            id: '9',
            listItemId: '31',
            listItemName: 'Laptops',
            costType: 'Capital Infrastructure',
            resourceName: null,
            quantity: null,
            dailyRate: null,
            amount: '300.00',
            currency: 'EUR',
            amountEur: '300.00',
          },
        ],
      },
    ],
  };
}
