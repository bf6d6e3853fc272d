// The invoices domain's public entry: what other domains may use of it (the hierarchy lists an
// entity's invoices in the invoices' order).
export { sortInvoices, toInvoice } from './mappers.ts';
export type { RestInvoice } from './rest.ts';
