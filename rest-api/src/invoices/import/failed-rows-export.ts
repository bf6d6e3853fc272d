// The failed rows of an import as a spreadsheet to correct and upload again (issue 32 item 5;
// CONTRACT.md 'Failed import rows as a spreadsheet'): the column `row`, the import's own columns
// with the cells as written, and `error` — `row` and `error` are columns the import ignores, so the
// corrected file uploads as it is. Text cells get the exports' formula escaping (safeCell; the
// import drops that apostrophe again). Written as a stream: exceljs's WorkbookWriter commits row
// by row into the zip (deflated off the event loop by zlib), and both writers yield every 100
// rows so 20,000 rows never hold the API for more than a moment.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { INVOICE_IMPORT_COLUMNS } from '@cost-steering/schema';
import { safeCell } from '../../http/safe-cell.ts';
import type { FailedRow } from './failed-rows-body.ts';

export const FAILED_ROWS_FORMATS = ['xlsx', 'csv'] as const;
export type FailedRowsFormat = (typeof FAILED_ROWS_FORMATS)[number];

export const FAILED_ROWS_DOWNLOADS: Record<
  FailedRowsFormat,
  { contentType: string; fileName: string }
> = {
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: 'failed_rows.xlsx',
  },
  csv: { contentType: 'text/csv; charset=utf-8', fileName: 'failed_rows.csv' },
};

const IMPORT_COLUMN_NAMES = INVOICE_IMPORT_COLUMNS.map((column) => column.name);
export const FAILED_ROWS_HEADER = ['row', ...IMPORT_COLUMN_NAMES, 'error'];

/** Rows written between two yields to the event loop. */
const ROWS_PER_TURN = 100;

function cellsOf(failed: FailedRow): [number, ...string[]] {
  const fields = new Map(failed.fields);
  return [
    failed.row,
    ...IMPORT_COLUMN_NAMES.map((name) => safeCell(fields.get(name) ?? '')),
    safeCell(failed.errors.join('\n')),
  ];
}

async function writeXlsx(rows: FailedRow[], out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Failed rows');
  sheet.addRow(FAILED_ROWS_HEADER).commit();
  for (const [index, failed] of rows.entries()) {
    sheet.addRow(cellsOf(failed)).commit();
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
  }
  sheet.commit();
  await workbook.commit();
}

/** CSV as the template is written: `;`, a byte order mark and CRLF (spreadsheet programs in
 * Croatian and German offices read it so). */
async function writeCsv(rows: FailedRow[], out: Writable): Promise<void> {
  const csv = stringify({
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
    // csv-stringify quotes a field holding the record delimiter (CRLF), not a lone LF — which
    // a reader would take for the end of the row (the errors are one a line).
    quoted_match: /[\r\n]/,
  });
  csv.pipe(out);
  const done = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('error', reject);
    csv.on('error', reject);
  });
  const write = async (cells: Array<string | number>) => {
    if (!csv.write(cells)) await new Promise((resolve) => csv.once('drain', resolve));
  };
  await write(FAILED_ROWS_HEADER);
  for (const [index, failed] of rows.entries()) {
    await write(cellsOf(failed));
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
  }
  csv.end();
  await done;
}

/** Writes the failed rows in `format` to `out` (ended when done). */
export function writeFailedRows(
  rows: FailedRow[],
  format: FailedRowsFormat,
  out: Writable,
): Promise<void> {
  return format === 'xlsx' ? writeXlsx(rows, out) : writeCsv(rows, out);
}
