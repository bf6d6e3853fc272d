// The invoice CSV format (CONTRACT.md 'Invoice import'): text → header and rows, with the
// separator detected, a BOM dropped, CRLF or LF, quoted fields (separators and line breaks
// inside), decimal comma or point with thousands separators, dates yyyy-mm-dd or dd.mm.yyyy.
// Parsing is csv-parse's (rest-api/README.md says why); this module only reads what it returns.
// Nothing here evaluates a cell: '=SUM(A1)' is the text '=SUM(A1)'.
import { parse } from 'csv-parse/sync';
import { INVOICE_IMPORT_COLUMNS, INVOICE_IMPORT_LIMITS } from '@cost-steering/schema';

export const IMPORT_COLUMNS = INVOICE_IMPORT_COLUMNS;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['name'];
export type RowFields = Record<ImportColumn, string>;

/** Decided limits (CONTRACT.md): what one upload may hold. */
export const IMPORT_LIMITS = INVOICE_IMPORT_LIMITS;

export class ImportFileError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export interface ParsedFile {
  separator: ';' | ',';
  /** The decimal separator a lone ',' or '.' before three digits is taken for. */
  decimal: ',' | '.';
  rows: Array<{ row: number; fields: RowFields }>;
}

/** A header cell → a column name: case, spaces and hyphens do not matter. */
const columnName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** ';' or ',': whichever occurs more often in the header line outside quotes (',' on a tie). */
function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/** The bytes as UTF-8 text; binary content or another encoding is a 400. */
export function decodeUtf8(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(
      400,
      'The file is not UTF-8 text. Save it from the spreadsheet program as "CSV UTF-8".',
    );
  }
  if (text.includes('\u0000')) {
    throw new ImportFileError(400, 'The file is binary, not CSV text.');
  }
  return text;
}

/**
 * The file's rows with their spreadsheet row numbers (the header is row 1; a quoted line break
 * stays inside its row). Rows whose every cell is blank (trailing empty lines, ';;;;') are
 * skipped. A missing required or an unknown column is one 400 naming them.
 */
export function parseImportFile(bytes: Uint8Array): ParsedFile {
  if (bytes.length === 0) throw new ImportFileError(400, 'The file is empty.');
  if (bytes.length > IMPORT_LIMITS.bytes) throw tooLarge();
  const text = decodeUtf8(bytes).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ImportFileError(400, 'The file is empty.');
  const separator = detectSeparator(text);
  const [headerCells, ...data] = readRecords(text, separator);
  const header = (headerCells ?? []).map(columnName);
  checkHeader(header);
  const rows = rowsOf(header, data);
  if (rows.length === 0) {
    throw new ImportFileError(400, 'The file has a header but no rows to import.');
  }
  if (rows.length > IMPORT_LIMITS.rows) {
    throw new ImportFileError(
      413,
      `The file has ${rows.length} rows; at most ${IMPORT_LIMITS.rows.toLocaleString('en')} rows can be imported at once. Split it into smaller files.`,
    );
  }
  return { separator, decimal: separator === ';' ? ',' : '.', rows };
}

function readRecords(text: string, separator: ';' | ','): string[][] {
  try {
    return parse(text, {
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new ImportFileError(
      400,
      `The file cannot be read as CSV${line ? ` (near line ${line})` : ''}: a quoted field is not closed.`,
    );
  }
}

/** A missing required, an unknown or a repeated column is one 400 naming them all. */
function checkHeader(header: string[]) {
  const known = new Set<string>(IMPORT_COLUMNS.map((c) => c.name));
  const unknown = header.filter((name) => name !== '' && !known.has(name));
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

/** The data rows under their column names, numbered as the spreadsheet shows them. */
function rowsOf(header: string[], data: string[][]): ParsedFile['rows'] {
  const rows: ParsedFile['rows'] = [];
  data.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const fields = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.name, ''])) as RowFields;
    header.forEach((name, i) => {
      if (name !== '') fields[name as ImportColumn] = (cells[i] ?? '').trim();
    });
    const extra = cells.slice(header.length).filter((cell) => cell.trim() !== '');
    if (extra.length > 0) (fields as Record<string, string>).extra = extra.join(' | ');
    rows.push({ row: index + 2, fields });
  });
  return rows;
}

export const tooLarge = () =>
  new ImportFileError(
    413,
    `The file is larger than ${IMPORT_LIMITS.bytes / 1024 / 1024} MB. Split it into smaller files.`,
  );

/**
 * A decimal as written in an office: '1.200,50', '1,200.50', '1200,5', '1 200,50' → '1200.50'
 * (exact text, never a float). A lone ',' or '.' followed by exactly three digits is ambiguous
 * ('1.500'): it is the file's decimal separator (',' in a semicolon file, '.' in a comma file),
 * otherwise a thousands separator. Null when it is not a plain non-negative number.
 */
export function readDecimal(raw: string, decimal: ',' | '.'): string | null {
  const text = raw.trim().replace(/(\d)[\s\u00a0\u202f'](?=\d{3}(\D|$))/g, '$1');
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return null;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let point: ',' | '.' | null;
  if (lastComma >= 0 && lastDot >= 0) point = lastComma > lastDot ? ',' : '.';
  else if (lastComma < 0 && lastDot < 0) point = null;
  else {
    const char = lastComma >= 0 ? ',' : '.';
    const count = text.split(char).length - 1;
    const after = text.length - text.lastIndexOf(char) - 1;
    if (count > 1) point = null;
    else if (after === 3) point = char === decimal ? char : null;
    else point = char;
  }
  const [integer = '', fraction, rest] = point ? text.split(point) : [text];
  if (rest !== undefined) return null;
  const grouping = point === ',' ? '.' : ',';
  let digits = integer;
  if (integer.includes(grouping) || (point === null && /[.,]/.test(integer))) {
    const separator = integer.includes(',') ? ',' : '.';
    if (!new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`).test(integer)) return null;
    digits = integer.split(separator).join('');
  }
  if (!/^\d+$/.test(digits) || (fraction !== undefined && !/^\d+$/.test(fraction))) return null;
  const whole = digits.replace(/^0+(?=\d)/, '');
  return fraction === undefined ? whole : `${whole}.${fraction}`;
}

/** The decimal without insignificant zeros ('1200.50' → '1200.5'), for the import key. */
export function canonicalDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/**
 * A day as written: 2026-03-10, 10.03.2026 or 10.3.2026 (a trailing '.' allowed) → '2026-03-10';
 * 'invalid' for a date-shaped text that is no day (31.02.2026); null for anything else.
 */
export function readDay(raw: string): string | 'invalid' | null {
  const text = raw.trim();
  let parts: [string, string, string] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/.exec(text);
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  else if (dotted) parts = [dotted[3]!, dotted[2]!, dotted[1]!];
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return 'invalid';
  }
  return date.toISOString().slice(0, 10);
}

/** An amount for a message, in the file's style: 1.000,00 (semicolon file) or 1,000.00. */
export function formatAmount(value: string, decimal: ',' | '.'): string {
  const negative = value.startsWith('-');
  const [integer = '0', fraction = ''] = value.replace('-', '').split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, decimal === ',' ? '.' : ',');
  return `${negative ? '-' : ''}${grouped}${decimal}${fraction.padEnd(2, '0')}`;
}
