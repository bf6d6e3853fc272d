// The invoice CSV import (CONTRACT.md 'Invoice import', spec §2/§4 'Import CSV'): the columns of
// the file, its limits and the screen's texts — one list for the REST API that reads the file,
// the bff that forwards it and the web that describes it.

/** The columns, in the template's order; `required` columns must be in the header. */
export const INVOICE_IMPORT_COLUMNS = [
  { name: 'order_number', required: true, help: "the purchase order's number" },
  {
    name: 'invoice_title',
    required: true,
    help: 'rows with the same order and title are one invoice',
  },
  {
    name: 'date',
    required: true,
    help: 'yyyy-mm-dd, dd.mm.yyyy or dd.mm.yy (or a date cell), today or earlier; empty when a range is given',
  },
  { name: 'start_date', required: false, help: 'a range instead of a date (start)' },
  { name: 'end_date', required: false, help: 'a range instead of a date (end, same month)' },
  { name: 'list_item', required: true, help: "the list item's No. (position) or its name" },
  {
    name: 'amount',
    required: true,
    help: '1.200,50 or 1,200.50, a currency beside it allowed (1.200,50 €); negative for a credit note (-1.200,50, (1.200,50) or 1.200,50-); may be empty on a resource line',
  },
  {
    name: 'person_days',
    required: false,
    help: 'person days of a resource line; negative for a credit note',
  },
  { name: 'currency', required: false, help: "when given, the list item's currency" },
] as const;

export type InvoiceImportColumn = (typeof INVOICE_IMPORT_COLUMNS)[number]['name'];

/** Decided limits: what one upload may hold. */
/**
 * `shownCell`: how much of a cell the import's answer echoes (in its failed rows and in the
 * messages that quote a cell) — a cell longer than any column takes fails anyway, and the failed
 * rows must still fit the PDF of failed rows (its texts are bounded, rest-api/src/pdf/routes.ts).
 */
export const INVOICE_IMPORT_LIMITS = {
  bytes: 10 * 1024 * 1024,
  rows: 20_000,
  shownCell: 200,
} as const;

/** Spec §2 'Import CSV' and §4: the screen's texts. */
export const INVOICE_IMPORT_TEXTS = {
  noFailedRows: 'No failed inputs to display.',
  successful: 'Successful Imports',
  failed: 'Failed Imports',
  alreadyImported: 'Already imported',
} as const;
