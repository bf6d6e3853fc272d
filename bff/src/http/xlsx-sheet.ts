// The typed cells of a list's .xlsx export (bff/README.md 'List exports'): each column says what
// its cells are, so that a spreadsheet sums amounts and sorts dates instead of holding text.
// - money: a number with two decimals and the currency in the cell's format ('1,234.50 USD'), so
//   a column mixing currencies still says which is which and still sums per currency with a filter;
// - date: a real date cell (dd.mm.yyyy); an instant (datetime) in UTC, as the column's label says;
// - text: escaped against formula injection exactly as the CSV exports are (safe-cell.ts).
// Amounts arrive as exact decimal strings; a spreadsheet number is a double, exact to the cent for
// every amount below 10^13 — far above any amount the contract stores.
import type ExcelJS from 'exceljs';
import { safeCell } from './safe-cell.ts';

export type CellType = 'text' | 'money' | 'date' | 'datetime' | 'number';

export interface ExportColumn<Row> {
  /** The column's header, as the table on screen labels it. */
  label: string;
  type: CellType;
  value(row: Row): string | number | boolean | null | undefined;
  /** A money column's currency for the row (default EUR). */
  currency?(row: Row): string;
  /** Characters wide (default by type). */
  width?: number;
}

const DATE_FORMAT = 'dd.mm.yyyy';
const DATETIME_FORMAT = 'dd.mm.yyyy hh:mm';
const WIDTH: Record<CellType, number> = { text: 30, money: 18, date: 12, datetime: 17, number: 10 };
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function moneyFormat(currency: string): string {
  // A code is letters only (ISO 4217); anything else would break out of the quoted format text.
  return `#,##0.00 "${currency.replace(/[^A-Za-z]/g, '')}"`;
}

/** The worksheet's columns: header, width and the format of the whole column. */
export function sheetColumns(
  columns: ReadonlyArray<ExportColumn<never>>,
): Partial<ExcelJS.Column>[] {
  return columns.map((column) => ({
    header: column.label,
    width: column.width ?? WIDTH[column.type],
    ...(column.type === 'date' && { style: { numFmt: DATE_FORMAT } }),
    ...(column.type === 'datetime' && { style: { numFmt: DATETIME_FORMAT } }),
  }));
}

/** A day 'yyyy-mm-dd' as the date cell of that day (Excel dates have no time zone: UTC midnight). */
function dayCell(value: string): Date | string {
  const match = DAY.exec(value);
  if (!match) return safeCell(value);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function instantCell(value: string): Date | string {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? safeCell(value) : instant;
}

function typedValue(type: CellType, raw: string | number | boolean): ExcelJS.CellValue {
  switch (type) {
    case 'money':
    case 'number':
      return typeof raw === 'number' ? raw : Number(raw);
    case 'date':
      return dayCell(String(raw));
    case 'datetime':
      return instantCell(String(raw));
    case 'text':
      return safeCell(typeof raw === 'boolean' ? (raw ? 'Yes' : 'No') : String(raw));
  }
}

/**
 * Writes one row as the next sheet row and commits it (the streaming writer lets it go). A row
 * `grouped` under the one before (an invoice's further lines) is on outline level 1: Excel folds
 * it under its invoice, and the browser's progress counts list items, not these.
 */
export function addSheetRow<Row>(
  sheet: ExcelJS.Worksheet,
  columns: ReadonlyArray<ExportColumn<Row>>,
  row: Row,
  grouped = false,
): void {
  const sheetRow = sheet.addRow(
    columns.map((column) => {
      const raw = column.value(row);
      return raw === null || raw === undefined || raw === '' ? null : typedValue(column.type, raw);
    }),
  );
  columns.forEach((column, index) => {
    if (column.type === 'money') {
      sheetRow.getCell(index + 1).numFmt = moneyFormat(column.currency?.(row) ?? 'EUR');
    }
  });
  if (grouped) sheetRow.outlineLevel = 1;
  sheetRow.commit();
}
