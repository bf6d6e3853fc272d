// Text cells of a spreadsheet we write (CSV or .xlsx) that a spreadsheet program would run as a
// formula (= + - @, tab, carriage return first) get a leading apostrophe (OWASP 'CSV injection');
// numbers are written as they are (a negative amount is a number, not a formula). The web's CSV
// export does the same (web/src/shared/data-table/csvExport.ts, MUI's escapeFormulas).
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Text that could start a formula, made inert. */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}
