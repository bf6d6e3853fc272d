// How a table's rows leave as CSV (web/README.md 'Tables'). Our users' spreadsheet programs run in
// Croatian and German: they split columns on ';' and read UTF-8 only behind a byte order mark.
// Cells starting with =, +, -, @ (or a tab or CR) are written with a leading apostrophe so a
// spreadsheet shows them as text instead of running them as a formula (CSV injection). Every
// column is written, the ones hidden to fit the screen too: a column chooser is about the screen.
import type { GridCsvExportOptions } from '@mui/x-data-grid';

export function csvExportOptions(fileName: string): GridCsvExportOptions {
  return { fileName, delimiter: ';', utf8WithBom: true, escapeFormulas: true, allColumns: true };
}
