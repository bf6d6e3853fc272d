import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  expiryWindow,
  INVOICE_MESSAGES,
  invoiceLineAmount,
  invoiceLineProblems,
  invoiceSchema,
  lastDayOfMonth,
  lineKind,
  remainingAfter,
} from './invoices.ts';

const problems = async (
  values: Record<string, unknown>,
  dateRangeEnabled = true,
  useRange?: boolean,
) => {
  try {
    await invoiceSchema({ dateRangeEnabled, minDate: '2026-03-10', useRange }).validate(values, {
      abortEarly: false,
    });
    return [];
  } catch (error) {
    return (error as { inner: Array<{ path: string; message: string }> }).inner.map((e) => [
      e.path,
      e.message,
    ]);
  }
};

describe('invoice rules', () => {
  it('knows the last day of every month, leap Februaries included', () => {
    assert.deepEqual(
      ['2026-01-15', '2026-02-01', '2028-02-10', '2100-02-03', '2026-04-30', '2026-12-31'].map(
        lastDayOfMonth,
      ),
      ['2026-01-31', '2026-02-28', '2028-02-29', '2100-02-28', '2026-04-30', '2026-12-31'],
    );
  });

  it('puts the expiry window over this and last calendar month, across a new year', () => {
    assert.deepEqual(expiryWindow('2026-01-01'), { from: '2025-12-01', to: '2026-01-31' });
    assert.deepEqual(expiryWindow('2026-03-31'), { from: '2026-02-01', to: '2026-03-31' });
  });

  it('needs a title and a date not before today, or a range inside its start month', async () => {
    assert.deepEqual(await problems({ name: '', date: '' }), [
      ['name', INVOICE_MESSAGES.titleRequired],
      ['date', INVOICE_MESSAGES.dateRequired],
    ]);
    assert.deepEqual(await problems({ name: 'A', date: '2026-03-10' }), []);
    assert.deepEqual(
      await problems({ name: 'A', startDate: '2026-03-31', endDate: '2026-04-01' }),
      [['endDate', INVOICE_MESSAGES.endAfterMonth]],
    );
    assert.deepEqual(
      await problems({ name: 'A', startDate: '2026-03-31', endDate: '2026-04-01' }, false),
      [['startDate', INVOICE_MESSAGES.rangeDisabled]],
    );
    // The form in range mode: the start is required even while both are empty.
    assert.deepEqual(await problems({ name: 'A' }, true, true), [
      ['startDate', INVOICE_MESSAGES.startDateRequired],
      ['endDate', INVOICE_MESSAGES.endDateRequired],
    ]);
  });

  it('lets a range start in the past (the service period); the single date stays min today', async () => {
    assert.deepEqual(
      await problems({ name: 'A', startDate: '2026-03-01', endDate: '2026-03-31' }),
      [],
    );
    assert.deepEqual(
      await problems({ name: 'A', startDate: '2026-02-01', endDate: '2026-02-28' }),
      [],
    );
    assert.deepEqual(await problems({ name: 'A', date: '2026-03-09' }), [
      ['date', INVOICE_MESSAGES.dateMin],
    ]);
    // The CSV import keeps its own rule: a range starts today or later.
    const imported = invoiceSchema({
      dateRangeEnabled: true,
      minDate: '2026-03-10',
      rangeStartMin: true,
    });
    await assert.rejects(
      imported.validate({ name: 'A', startDate: '2026-03-01', endDate: '2026-03-31' }),
      { message: INVOICE_MESSAGES.startDateMin },
    );
  });

  it('caps a line at what remains; a resource line is person days × the daily rate', () => {
    const item = { dailyRate: null, remaining: '100.00', invoiced: '0.00' };
    assert.deepEqual(invoiceLineProblems({ amount: '100.00' }, item), []);
    assert.deepEqual(invoiceLineProblems({ amount: '100.01' }, item), [
      { field: 'amount', message: INVOICE_MESSAGES.overRemaining },
    ]);
    const resource = { dailyRate: '432.000', remaining: '1080.00', invoiced: '0.00' };
    assert.equal(invoiceLineAmount({ quantity: '1.25' }, resource), '540.00');
    assert.equal(remainingAfter({ quantity: '1.25' }, resource), '540.00');
    assert.deepEqual(invoiceLineProblems({ quantity: '2.501' }, resource), [
      { field: 'amount', message: INVOICE_MESSAGES.overRemaining },
    ]);
  });

  it('lets a credit note take back what was invoiced on an item, never more', () => {
    const item = { dailyRate: null, remaining: '0.00', invoiced: '250.00' };
    assert.deepEqual(invoiceLineProblems({ amount: '-250.00' }, item, 'credit_note'), []);
    assert.deepEqual(invoiceLineProblems({ amount: '-250.01' }, item, 'credit_note'), [
      { field: 'amount', message: 'The credit exceeds what was invoiced' },
    ]);
    assert.deepEqual(invoiceLineProblems({ amount: '40' }, item, 'credit_note'), [
      { field: 'amount', message: 'The amount of a credit note must be less than 0' },
    ]);
    assert.deepEqual(invoiceLineProblems({ amount: '-1.005' }, item, 'credit_note'), [
      { field: 'amount', message: INVOICE_MESSAGES.amountDecimals },
    ]);
    const nothingBilled = { dailyRate: null, remaining: '250.00', invoiced: '0.00' };
    assert.deepEqual(invoiceLineProblems({ amount: '-1.00' }, nothingBilled, 'credit_note'), [
      { field: 'amount', message: 'Nothing has been invoiced on this list item' },
    ]);
    // A negative line is no part of an invoice.
    assert.deepEqual(invoiceLineProblems({ amount: '-1.00' }, nothingBilled), [
      { field: 'amount', message: 'Amount must be greater than 0' },
    ]);
  });

  it('credits a resource line in negative person days × the daily rate', () => {
    const resource = { dailyRate: '432.000', remaining: '0.00', invoiced: '1080.00' };
    assert.equal(invoiceLineAmount({ quantity: '-1.25' }, resource), '-540.00');
    assert.equal(remainingAfter({ quantity: '-1.25' }, resource), '540.00');
    assert.deepEqual(invoiceLineProblems({ quantity: '-2.5' }, resource, 'credit_note'), []);
    assert.deepEqual(invoiceLineProblems({ quantity: '-2.501' }, resource, 'credit_note'), [
      { field: 'amount', message: 'The credit exceeds what was invoiced' },
    ]);
    assert.deepEqual(invoiceLineProblems({ quantity: '2' }, resource, 'credit_note'), [
      { field: 'quantity', message: 'Person days of a credit note must be less than 0' },
    ]);
  });

  it("reads a line's kind from its sign", () => {
    assert.equal(lineKind({ amount: '-0.01' }), 'credit_note');
    assert.equal(lineKind({ quantity: ' -2 ' }), 'credit_note');
    assert.equal(lineKind({ amount: '12.50' }), 'invoice');
    assert.equal(lineKind({ amount: 'x' }), null);
  });
});
