// The formula-injection escaping of every spreadsheet the bff writes (the planning picture's CSV,
// the lists' .xlsx exports) and the web's CSV export (MUI's escapeFormulas): a text cell beginning
// with = + - @ (or a tab / carriage return) is prefixed with ' so that a spreadsheet never runs it
// as a formula — a family named '=HYPERLINK(…)' stays text (OWASP 'CSV injection').
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as the text it is. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
