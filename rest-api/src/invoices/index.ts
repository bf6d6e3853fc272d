// What other domains use of invoices: an order's invoices (orders, the hierarchy's entity
// tables), and one invoice with its order's parties (pdf).
export { documentParties, INVOICE_KIND, invoiceRows, LINE_COLUMNS } from './repository.ts';
export { getInvoice } from './service.ts';
export { nestLines } from './shape.ts';
