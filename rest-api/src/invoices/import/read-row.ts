// One row of the file on its own: its dates and numbers read in the file's format (a workbook's
// typed cells as they are), each problem worded with the row and column (say).
import { canonicalDecimal, readNumber, type NumberStyle } from './amounts.ts';
import { readDay } from './days.ts';
import type { ParsedRow } from './import-file.ts';
import { say, type RowDraft } from './import-rows.ts';

/** A row's own fields: dates and numbers read, each problem worded. */
export function readRow({ row, fields, typed }: ParsedRow, numbers: NumberStyle): RowDraft {
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
    const cell = typed[column];
    if (cell && 'day' in cell) return cell.day;
    if (raw === '') return null;
    const value = readDay(raw);
    if (value === 'invalid') errors.push(say(row, column, `${column} ${raw} is not a date`));
    else if (value === null) {
      errors.push(
        say(
          row,
          column,
          `${column} ${raw} is not a date (write yyyy-mm-dd, dd.mm.yyyy or dd.mm.yy)`,
        ),
      );
    }
    return value === 'invalid' ? null : value;
  };
  const currencies = new Set<string>();
  const number = (column: 'amount' | 'person_days', label: string) => {
    const raw = fields[column];
    const cell = typed[column];
    if (cell && 'number' in cell) return cell.number;
    if (raw === '') return null;
    const read = readNumber(raw, numbers);
    if ('value' in read) {
      if (read.currency) currencies.add(read.currency);
      return read.value;
    }
    if (read.problem === 'ambiguous') {
      const [decimal, grouped] = read.readings;
      // A suggestion that is not ambiguous itself: fewer (or more) than three decimals.
      const short = canonicalDecimal(decimal);
      const meant = /\.\d{3}$/.test(short) ? `${short}0` : short;
      errors.push(
        say(
          row,
          column,
          `${label} ${raw} could be ${short} or ${grouped}: ${read.why}. Write ${grouped} or ${meant}, as meant`,
        ),
      );
    } else if (read.problem === 'currencies') {
      errors.push(say(row, column, `${label} ${raw} names two different currencies`));
    } else {
      errors.push(say(row, column, `${label} ${raw} is not a number`));
    }
    return null;
  };
  const amount = moneyOf(number('amount', 'amount'));
  const quantity = number('person_days', 'person days');
  return {
    row,
    fields,
    errors,
    date: day('date'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    amount,
    quantity,
    currency: currencyOf(row, fields.currency, [...currencies], errors),
    orderId: null,
    orderStart: null,
    itemId: null,
    key: null,
    otherKey: null,
  };
}

/** The currency cell, or the one written beside the amount ('1.234,56 €'); they must agree. */
function currencyOf(row: number, cell: string, written: string[], errors: string[]) {
  const given = cell.trim().toUpperCase();
  const [beside] = written;
  if (given !== '' && beside !== undefined && beside !== given) {
    errors.push(
      say(row, 'currency', `currency ${cell} differs from the amount's currency (${beside})`),
    );
  }
  return given || beside || null;
}

/**
 * An amount read with zeros past the cents dropped: '1,500' in a semicolon file is 1.5
 * (CONTRACT.md 'Invoice import'), written '1.500' by readNumber, and money has 2 decimals.
 * A third decimal that is not zero ('1,505') stays, and the money rule refuses it.
 */
function moneyOf(value: string | null): string | null {
  return value?.replace(/(\.\d{2}\d*?)0+$/, '$1') ?? null;
}
