// What other domains use of invoices: an order's invoices (orders, the hierarchy's entity
// tables), one invoice with its order's parties (pdf), and the failed rows of an import sent back
// for a download (the failed-rows PDF of pdf).
export { documentParties, INVOICE_KIND, invoiceRows, LINE_COLUMNS } from './repository.ts';
export { getInvoice } from './service.ts';
export { nestLines } from './shape.ts';
export {
  checkedFailedRows,
  FAILED_ROWS_JSON_LIMIT,
  type FailedRow,
} from './import/failed-rows-body.ts';
