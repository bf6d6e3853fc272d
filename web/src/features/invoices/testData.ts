// Invoices and the order an invoice is built from, as the GraphQL API returns them.
export function invoiceLine(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'InvoiceLine' as const,
    id: String(id),
    listItemId: '31',
    listItemName: 'Laptops',
    costType: 'Capital Infrastructure',
    resourceName: null,
    quantity: null,
    dailyRate: null,
    amount: '300.00',
    currency: 'EUR',
    amountEur: '300.00',
    ...overrides,
  };
}

export function invoiceRow(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Invoice' as const,
    id: String(id),
    kind: 'INVOICE',
    name: `Invoice ${id}`,
    date: '2026-03-10',
    startDate: null,
    endDate: null,
    contactName: 'Ann Contact',
    poName: 'Storage nodes',
    orderNumber: 'PO-2026-0012',
    purchaseOrderId: '12',
    totalAmount: '1234.50',
    lines: [invoiceLine(id * 10)],
    ...overrides,
  };
}

export function invoicePage(items: ReturnType<typeof invoiceRow>[], totalCount = items.length) {
  return { __typename: 'InvoicePage' as const, items, totalCount };
}

/** An order with an amount item (Hardware, 1000.00, 400.00 invoiced) and a resource item. */
export function invoiceOrder() {
  const item = (id: string, position: number, name: string, extra: Record<string, unknown>) => ({
    __typename: 'OrderListItem' as const,
    id,
    position,
    name,
    type: 'CAPITAL',
    costType: 'ENHANCEMENT',
    resourceName: null,
    quantity: null,
    dailyRate: null,
    currency: 'EUR',
    ...extra,
  });
  return {
    __typename: 'PurchaseOrder' as const,
    id: '12',
    orderNumber: 'PO-2026-0012',
    orderText: 'Storage nodes',
    currency: 'EUR',
    remainingAmount: '2600.00',
    listItems: [
      item('31', 1, 'Hardware', { amount: '1000.00', remainingAmount: '600.00' }),
      item('32', 2, 'Consulting', {
        resourceName: 'Senior consultant',
        quantity: '4',
        dailyRate: '500.00',
        amount: '2000.00',
        remainingAmount: '2000.00',
      }),
    ],
    invoices: [
      {
        __typename: 'Invoice' as const,
        id: '5',
        lines: [
          { __typename: 'InvoiceLine' as const, id: '9', listItemId: '31', amount: '400.00' },
        ],
      },
    ],
  };
}
