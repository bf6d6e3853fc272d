// One sheet of an .xlsx upload as rows of cells, read by exceljs's streaming WorkbookReader
// (README 'Invoice import' says why exceljs): the first visible sheet, or the one the upload names
// (form field `sheet`). The zip is checked first (xlsx-zip.ts) and the reader is given only the
// parts it needs in the order it needs them — the workbook, its relations, the styles (which tell
// a date cell from a number), the shared strings, then the one sheet — so it never spills a sheet
// to a temporary file and never unpacks the other sheets. A numeric cell is a number and a date
// cell a day (typed cells, below), never their text as the program shows it.
import ExcelJS from 'exceljs';
import { INVOICE_IMPORT_LIMITS } from '@cost-steering/schema';
import { ImportFileError } from './import-errors.ts';
import { checkedEntries, notAWorkbook, zipOf, type ZipEntry } from './xlsx-zip.ts';

/** A cell: its text, or a typed value (a number as an exact decimal, a date as yyyy-mm-dd). */
export type Cell = string | { number: string } | { day: string };

export interface SheetRow {
  row: number;
  cells: Cell[];
}

/** Cells further right than this are not read (the template has 9 columns). */
const COLUMNS_READ = 64;

interface ReaderInternals {
  model?: { sheets?: Array<{ name: string; rId: string; state?: string }> };
  workbookRels?: Array<{ Id: string; Target: string }>;
  properties?: { model?: { date1904?: boolean } };
}

/** The rows of the sheet, numbered as the spreadsheet numbers them; `rowCount` counts them all. */
export async function readXlsxSheet(
  bytes: Buffer,
  sheetName: string | undefined,
): Promise<{ rows: SheetRow[]; rowCount: number }> {
  const entries = await checkedEntries(bytes);
  const part = (name: string) => entries.get(name);
  const workbook = part('xl/workbook.xml');
  const rels = part('xl/_rels/workbook.xml.rels');
  if (!workbook || !rels) throw notAWorkbook('no workbook part');
  const path = await sheetPath(bytes, [workbook, rels], sheetName);
  const sheet = part(path);
  if (!sheet) throw notAWorkbook(`no part ${path}`);
  const needed = [workbook, rels, part('xl/styles.xml'), part('xl/sharedStrings.xml'), sheet];
  const reader = readerOf(
    bytes,
    needed.filter((entry): entry is ZipEntry => !!entry),
  );
  const rows: SheetRow[] = [];
  let rowCount = 0;
  try {
    for await (const worksheet of reader) {
      // Read with the workbook part: Mac Excel's old 1904 date system shifts every day number.
      const date1904 = !!(reader as unknown as ReaderInternals).properties?.model?.date1904;
      for await (const row of worksheet) {
        const cells: Cell[] = [];
        row.eachCell((cell, column) => {
          if (column <= COLUMNS_READ) cells[column - 1] = cellOf(cell.value, cell.numFmt, date1904);
        });
        const filled = Array.from(cells, (cell) => cell ?? '');
        if (filled.every((cell) => cell === '')) continue;
        rowCount++;
        // Beyond the limit the rows are counted for the refusal's text, not kept.
        if (rowCount <= INVOICE_IMPORT_LIMITS.rows + 1)
          rows.push({ row: row.number, cells: filled });
      }
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw notAWorkbook('its sheet cannot be read');
  }
  return { rows, rowCount };
}

function readerOf(bytes: Buffer, entries: ZipEntry[]) {
  return new ExcelJS.stream.xlsx.WorkbookReader(zipOf(bytes, entries), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
}

/** The part of the named sheet, or of the first visible one. */
async function sheetPath(bytes: Buffer, parts: ZipEntry[], name: string | undefined) {
  const reader = readerOf(bytes, parts);
  try {
    for await (const _ of reader.parse() as unknown as AsyncIterable<unknown>) {
      // reads the workbook and its relations; there is no sheet among these parts
    }
  } catch {
    throw notAWorkbook('its workbook part cannot be read');
  }
  const { model, workbookRels = [] } = reader as unknown as ReaderInternals;
  const sheets = model?.sheets ?? [];
  const wanted = name?.trim();
  const sheet = wanted
    ? sheets.find((s) => s.name.toLowerCase() === wanted.toLowerCase())
    : sheets.find((s) => s.state !== 'hidden' && s.state !== 'veryHidden');
  if (!sheet) {
    const names = sheets.map((s) => `'${s.name}'`).join(', ');
    throw new ImportFileError(
      400,
      wanted
        ? `The workbook has no sheet named '${wanted}'. Its sheets: ${names}.`
        : 'The workbook has no visible sheet.',
    );
  }
  const target = workbookRels.find((rel) => rel.Id === sheet.rId)?.Target ?? '';
  const path = target.replace(/^\/?(xl\/)?/, 'xl/');
  // exceljs reads sheets stored under this name only (Excel and LibreOffice write them so).
  if (!/^xl\/worksheets\/sheet\d+\.xml$/.test(path)) {
    throw notAWorkbook(`the sheet '${sheet.name}' is stored as ${target || 'nothing'}`);
  }
  return path;
}

/**
 * Whether a number format shows a date (exceljs's own test, which it applies to plain number
 * cells but not to a formula's result: '=A2+30' formatted as a date is a date too).
 */
const isDateFormat = (format: string | undefined) =>
  !!format && /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Excel's day number → yyyy-mm-dd (as exceljs converts a date cell). */
const excelDay = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000))
    .toISOString()
    .slice(0, 10);

/** A cell value of exceljs → a Cell; a formula by its result as last calculated (never evaluated). */
function cellOf(value: ExcelJS.CellValue, format?: string, date1904 = false): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberCell(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : { day: value.toISOString().slice(0, 10) };
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value) {
    const { result } = value as { result?: ExcelJS.CellValue };
    if (typeof result === 'number' && isDateFormat(format) && result > 0 && result < 2_958_466) {
      return { day: excelDay(result, date1904) };
    }
    return result === undefined ? '' : cellOf(result);
  }
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellOf(value.text);
  return '';
}

/**
 * A number as Excel shows it at full precision: 15 significant digits (Excel keeps no more), so a
 * sum that came out as 0.30000000000000004 is 0.3. Exact decimal text from there on.
 */
function numberCell(value: number): Cell {
  if (!Number.isFinite(value)) return String(value);
  const text = String(Number(value.toPrecision(15)));
  return /e/i.test(text) ? text : { number: text };
}
