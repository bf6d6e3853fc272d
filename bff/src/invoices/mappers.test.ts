import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { restInvoice } from '../testing/rest-fixtures.ts';
import { sortInvoices, toInvoice } from './mappers.ts';

describe('invoice mapper', () => {
  it('maps the invoice with its lines and EUR total', () => {
    assert.deepEqual(toInvoice(restInvoice()), {
      id: '5',
      kind: 'INVOICE',
      name: 'March services',
      date: '2026-03-31',
      startDate: null,
      endDate: null,
      contactName: 'Ana Kovač',
      purchaseOrderId: '12',
      poName: 'Storage nodes',
      totalAmount: '600.00',
      // Only the invoice lists send these (CONTRACT.md 'Invoices').
      orderNumber: null,
      createdBy: null,
      created: null,
      lines: [
        {
          id: '9',
          listItemId: '32',
          listItemName: 'Consulting',
          costType: 'Expense Maintenance',
          resourceName: 'Senior engineer',
          quantity: '1.500',
          dailyRate: '432.00',
          amount: '648.00',
          currency: 'USD',
          amountEur: '600.00',
        },
      ],
    });
  });

  it('maps a credit note to the kind CREDIT_NOTE', () => {
    assert.equal(toInvoice(restInvoice({ kind: 'credit_note' })).kind, 'CREDIT_NOTE');
  });

  it('orders the newest first, a date range by its start', () => {
    const invoices = [
      restInvoice({ id: 1, date: '2026-02-01' }),
      restInvoice({ id: 2, date: null, start_date: '2026-03-01', end_date: '2026-03-31' }),
      restInvoice({ id: 3, date: '2026-02-01' }),
    ];
    assert.deepEqual(
      sortInvoices(invoices).map((invoice) => invoice.id),
      [2, 3, 1],
    );
  });
});
