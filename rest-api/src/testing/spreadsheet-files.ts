// FOR TESTS of this and other packages ('@cost-steering/rest-api/testing/spreadsheets'): files as
// controllers' programs save them, made by the libraries the import reads them with — an .xlsx
// written by exceljs, CSV text encoded by iconv-lite — never hand-typed bytes (issue 32). The bff's
// and the browser journeys' tests use them through this package, which already depends on both.
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

export interface SheetSpec {
  name: string;
  rows: unknown[][];
  state?: 'hidden';
  /** Number formats by cell address ('C5': 'dd.mm.yyyy'). */
  formats?: Record<string, string>;
}

/** A workbook of these sheets, as Excel saves it (.xlsx). */
export async function xlsxFile(sheets: SheetSpec[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = book.addWorksheet(sheet.name, { state: sheet.state ?? 'visible' });
    for (const row of sheet.rows) worksheet.addRow(row);
    for (const [address, format] of Object.entries(sheet.formats ?? {})) {
      worksheet.getCell(address).numFmt = format;
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's rows of an .xlsx (each cell's value; an empty cell ''), as a reader sees it. */
export async function xlsxRows(bytes: Uint8Array): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer (it takes a Node Buffer too).
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value ?? ''));
  });
  return rows;
}

/** Text → Windows-1252 bytes, as German Excel saves "CSV (Trennzeichen-getrennt)". */
export const windows1252 = (text: string) => Uint8Array.from(iconv.encode(text, 'windows-1252'));

/** Text → UTF-16 LE with its byte order mark, as Excel saves "Unicode text". */
export const utf16le = (text: string) =>
  Uint8Array.from(iconv.encode(text, 'utf-16le', { addBOM: true }));

/** The header a failed-rows spreadsheet is expected to have (CONTRACT.md, written out by hand). */
export const EXPECTED_FAILED_ROWS_HEADER = [
  'row',
  'order_number',
  'invoice_title',
  'date',
  'start_date',
  'end_date',
  'list_item',
  'amount',
  'person_days',
  'currency',
  'error',
];
