// The CSV text of an upload (CONTRACT.md 'Invoice import') → rows of cells, numbered as the
// spreadsheet numbers them: the separator detected from the header line (';', ',' or a tab — Excel's
// 'Unicode text' is tab-separated), CRLF or LF, quoted fields (separators and line breaks inside).
// Parsing is csv-parse's (rest-api/README.md says why); this module only reads what it returns.
// Nothing here evaluates a cell: '=SUM(A1)' is the text '=SUM(A1)'.
import { parse } from 'csv-parse/sync';
import { ImportFileError } from './import-errors.ts';
import type { SheetRow } from './xlsx-sheet.ts';

export type Separator = ';' | ',' | '\t';

/** ';', ',' or a tab: whichever occurs most often in the header line outside quotes. */
function detectSeparator(text: string): Separator {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as Separator]++;
  }
  // A tab only when it beats both (a tab inside a semicolon file's title must not win a tie).
  if (counts['\t'] > counts[';'] && counts['\t'] > counts[',']) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}

/** The file's non-empty rows (every cell blank: skipped), with the separator it was read with. */
export function csvRows(text: string): { separator: Separator; rows: SheetRow[] } {
  const separator = detectSeparator(text);
  let records: string[][];
  try {
    records = parse(text, {
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
  const rows: SheetRow[] = [];
  records.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    // A quoted line break stays inside its row: the row's number is its record's.
    rows.push({ row: index + 1, cells });
  });
  return { separator, rows };
}
