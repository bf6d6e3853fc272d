// What other domains use of invoices: an order's invoices (orders, the hierarchy's entity
// tables) and the invoice with everything its PDF prints (pdf).
export { invoiceRows, LINE_COLUMNS } from './repository.ts';
export { invoiceDocument, type InvoiceDocument } from './service.ts';
export { nestLines } from './shape.ts';
