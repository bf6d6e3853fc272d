// One row of the file on its own: its dates and numbers read in the file's format, each problem
// worded with the row and column (say).
import { readDay, readDecimal, type RowFields } from './csv-format.ts';
import { say, type RowDraft } from './import-rows.ts';

/** A row's own fields: dates and numbers read, each problem worded. */
export function readRow(row: number, fields: RowFields, decimal: ',' | '.'): RowDraft {
  const errors: string[] = [];
  const extra = (fields as Record<string, string>).extra;
  if (extra) {
    errors.push(say(row, null, `the row has more cells than the header has columns (${extra})`));
  }
  if (fields.order_number === '') {
    errors.push(say(row, 'order_number', 'empty; name the purchase order by its order number'));
  }
  if (fields.invoice_title === '') errors.push(say(row, 'invoice_title', 'empty'));
  if (fields.list_item === '') {
    errors.push(say(row, 'list_item', "empty; give the list item's No. (position) or its name"));
  }
  const day = (column: 'date' | 'start_date' | 'end_date') => {
    const raw = fields[column];
    if (raw === '') return null;
    const value = readDay(raw);
    if (value === 'invalid') errors.push(say(row, column, `${column} ${raw} is not a date`));
    else if (value === null) {
      errors.push(
        say(row, column, `${column} ${raw} is not a date (write yyyy-mm-dd or dd.mm.yyyy)`),
      );
    }
    return value === 'invalid' ? null : value;
  };
  const number = (column: 'amount' | 'person_days', label: string) => {
    const raw = fields[column];
    if (raw === '') return null;
    const value = readDecimal(raw, decimal);
    if (value === null) errors.push(say(row, column, `${label} ${raw} is not a number`));
    return value;
  };
  return {
    row,
    fields,
    errors,
    date: day('date'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    amount: moneyOf(number('amount', 'amount')),
    quantity: number('person_days', 'person days'),
    orderId: null,
    itemId: null,
    key: null,
  };
}

/**
 * An amount read with zeros past the cents dropped: '1,500' in a semicolon file is 1.5
 * (CONTRACT.md 'Invoice import'), written '1.500' by readDecimal, and money has 2 decimals.
 * A third decimal that is not zero ('1,505') stays, and the money rule refuses it.
 */
function moneyOf(value: string | null): string | null {
  return value?.replace(/(\.\d{2}\d*?)0+$/, '$1') ?? null;
}
