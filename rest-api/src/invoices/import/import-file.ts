// An uploaded file → its header and rows (CONTRACT.md 'Invoice import', 'The format'): an .xlsx
// workbook (xlsx-sheet.ts) or CSV text in the encoding it was saved in (file-text.ts, csv-format.ts).
// The header is checked against the template's columns, each row's cells are put under their
// column names (a typed cell of a workbook kept typed beside its text), and the file's style of
// writing numbers is decided once for all its rows (amounts.ts).
import { INVOICE_IMPORT_COLUMNS, INVOICE_IMPORT_LIMITS } from '@cost-steering/schema';
import { numberStyle, type NumberStyle } from './amounts.ts';
import { csvRows, type Separator } from './csv-format.ts';
import { decodeFileText } from './file-text.ts';
import { ImportFileError, tooLarge } from './import-errors.ts';
import { readXlsxSheet, type Cell, type SheetRow } from './xlsx-sheet.ts';
import { isZip } from './xlsx-zip.ts';

export const IMPORT_COLUMNS = INVOICE_IMPORT_COLUMNS;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['name'];
export type RowFields = Record<ImportColumn, string>;
/** A workbook's typed cells (a number, a date) by column; CSV cells are all text. */
export type TypedCells = Partial<Record<ImportColumn, Exclude<Cell, string>>>;

/** Decided limits (CONTRACT.md): what one upload may hold. */
export const IMPORT_LIMITS = INVOICE_IMPORT_LIMITS;

/**
 * Columns the failed-rows export adds beside the import's (the row number and its errors): read
 * back and ignored, so a corrected failed-rows file uploads as it is.
 */
const EXPORT_COLUMNS = new Set(['row', 'error', 'errors']);

export interface ParsedRow {
  row: number;
  fields: RowFields;
  typed: TypedCells;
}

export interface ParsedFile {
  /** What the file was read as, for the log: 'xlsx', 'CSV UTF-8', 'CSV Windows-1252', … */
  format: string;
  /** The decimal mark the file's numbers are read with (or why it is not known). */
  numbers: NumberStyle;
  rows: ParsedRow[];
}

/** A header cell → a column name: case, spaces and hyphens do not matter. */
const columnName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * A text cell as the import reads it: trimmed, and a line break or tab inside it (a quoted CSV
 * field, Alt+Enter in Excel) one space — a title is one line, on the screen and in the PDF. The
 * apostrophe our exports put before a cell starting with = + - @ (http/safe-cell.ts) is dropped
 * again, so a corrected failed-rows file (a credit note's '-1.200,50) imports as it is.
 */
const cellText = (cell: Cell) =>
  typeof cell === 'string'
    ? cell
        .replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/gu, ' ')
        .trim()
        .replace(/^'(?=[=+\-@])/, '')
    : 'number' in cell
      ? cell.number
      : cell.day;

export async function parseImportFile(bytes: Buffer, sheet?: string): Promise<ParsedFile> {
  if (bytes.length === 0) throw new ImportFileError(400, 'The file is empty.');
  if (bytes.length > IMPORT_LIMITS.bytes) throw tooLarge();
  if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    throw new ImportFileError(
      400,
      'The file is an Excel 97–2003 workbook (.xls), which is not read. Save it as .xlsx or as "CSV UTF-8".',
    );
  }
  let format: string;
  let separator: Separator | null = null;
  let rows: SheetRow[];
  let rowCount: number;
  if (isZip(bytes)) {
    ({ rows, rowCount } = await readXlsxSheet(bytes, sheet));
    format = 'xlsx';
  } else {
    const { text, encoding } = decodeFileText(bytes);
    if (text.trim() === '') throw new ImportFileError(400, 'The file is empty.');
    ({ separator, rows } = csvRows(text));
    rowCount = rows.length;
    format = `CSV ${encoding}`;
  }
  const [header, ...data] = rows;
  if (!header) throw new ImportFileError(400, 'The file is empty.');
  const names = header.cells.map((cell) => columnName(cellText(cell)));
  checkHeader(names);
  if (data.length === 0) {
    throw new ImportFileError(400, 'The file has a header but no rows to import.');
  }
  if (rowCount - 1 > IMPORT_LIMITS.rows) {
    throw new ImportFileError(
      413,
      `The file has ${rowCount - 1} rows; at most ${IMPORT_LIMITS.rows.toLocaleString('en')} rows can be imported at once. Split it into smaller files.`,
    );
  }
  const parsed = data.map((row) => rowOf(names, row));
  const written = parsed.flatMap(({ row, fields, typed }) =>
    (['amount', 'person_days'] as const)
      .filter((column) => !typed[column] && fields[column] !== '')
      .map((column) => ({ row, text: fields[column] })),
  );
  return { format, numbers: numberStyle(written, separator), rows: parsed };
}

/** A missing required, an unknown or a repeated column is one 400 naming them all. */
function checkHeader(header: string[]) {
  const known = new Set<string>(IMPORT_COLUMNS.map((c) => c.name));
  const unknown = header.filter(
    (name) => name !== '' && !known.has(name) && !EXPORT_COLUMNS.has(name),
  );
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !header.includes(c.name)).map(
    (c) => c.name,
  );
  const twice = header.filter((name, i) => name !== '' && header.indexOf(name) !== i);
  if (unknown.length === 0 && missing.length === 0 && twice.length === 0) return;
  const parts = [
    missing.length > 0
      ? `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`
      : '',
    unknown.length > 0
      ? `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`
      : '',
    twice.length > 0 ? `column${twice.length > 1 ? 's' : ''} given twice: ${twice.join(', ')}` : '',
  ].filter(Boolean);
  throw new ImportFileError(
    400,
    `The header does not fit the template: ${parts.join('; ')}. Nothing was imported. Expected columns: ${IMPORT_COLUMNS.map((c) => c.name).join(', ')}.`,
  );
}

/** A data row under its column names, numbered as the spreadsheet shows it. */
function rowOf(header: string[], { row, cells }: SheetRow): ParsedRow {
  const fields = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.name, ''])) as RowFields;
  const typed: TypedCells = {};
  header.forEach((name, i) => {
    const cell = cells[i] ?? '';
    if (name === '' || EXPORT_COLUMNS.has(name)) return;
    fields[name as ImportColumn] = cellText(cell);
    if (typeof cell !== 'string') typed[name as ImportColumn] = cell;
  });
  const extra = cells
    .slice(header.length)
    .map(cellText)
    .filter((cell) => cell !== '');
  if (extra.length > 0) (fields as Record<string, string>).extra = extra.join(' | ');
  return { row, fields, typed };
}
