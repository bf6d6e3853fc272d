// REST invoices → the plain fields of Invoice (its lines included).
import type { Invoice, InvoiceKind, InvoiceLine } from '../generated/graphql.ts';
import { mapAllFields, type FieldMappers } from '../mapped-fields.ts';
import type { RestInvoice, RestInvoiceLine } from './rest.ts';

export function toInvoiceLine(line: RestInvoiceLine): InvoiceLine {
  return {
    id: String(line.id),
    listItemId: String(line.po_listitem_id),
    listItemName: line.list_item_name,
    costType: line.cost_type,
    resourceName: line.resource_name ?? null,
    quantity: line.quantity ?? null,
    dailyRate: line.daily_rate ?? null,
    amount: line.amount,
    currency: line.currency,
    amountEur: line.amount_eur,
  };
}

/** The plain fields; `purchaseOrder` is a relation (resolvers.ts). */
export type InvoiceFields = Required<Omit<Invoice, '__typename' | 'purchaseOrder'>>;

/** REST's kind → the enum ('credit_note' → CREDIT_NOTE). */
export const INVOICE_KINDS: Record<RestInvoice['kind'], InvoiceKind> = {
  invoice: 'INVOICE',
  credit_note: 'CREDIT_NOTE',
};

export const invoiceFields: FieldMappers<RestInvoice, InvoiceFields> = {
  id: (invoice) => String(invoice.id),
  kind: (invoice) => INVOICE_KINDS[invoice.kind],
  name: (invoice) => invoice.name,
  date: (invoice) => invoice.date ?? null,
  startDate: (invoice) => invoice.start_date ?? null,
  endDate: (invoice) => invoice.end_date ?? null,
  contactName: (invoice) => invoice.contact_name ?? null,
  purchaseOrderId: (invoice) => String(invoice.purchaseorder_id),
  poName: (invoice) => invoice.po_name,
  totalAmount: (invoice) => invoice.total_amount,
  orderNumber: (invoice) => invoice.ordernumber ?? null,
  createdBy: (invoice) => invoice.created_by ?? null,
  created: (invoice) => invoice.created ?? null,
  lines: (invoice) =>
    Object.values(invoice.listitems ?? {})
      .sort((a, b) => a.id - b.id)
      .map(toInvoiceLine),
};

export function toInvoice(invoice: RestInvoice): InvoiceFields {
  return mapAllFields(invoiceFields, invoice);
}

/** The date an invoice is filed under: its date, or the start of the range it covers. */
function invoiceDay(invoice: RestInvoice): string {
  return invoice.date ?? invoice.start_date ?? '';
}

/** Newest first, then the higher id first. */
export function sortInvoices(invoices: readonly RestInvoice[]): RestInvoice[] {
  return [...invoices].sort((a, b) => invoiceDay(b).localeCompare(invoiceDay(a)) || b.id - a.id);
}
