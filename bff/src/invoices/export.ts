// The invoice list as .xlsx (http/list-export.ts) with its lines: one sheet row per invoice line,
// the invoice's own columns on each (so a filter or pivot on any line keeps its invoice), the
// further lines of an invoice grouped under its first (Excel folds them). An invoice without lines
// is one row. Total and line EUR amounts are EUR; a line's amount is in its own currency.
import type { Invoice, InvoiceLine } from '../generated/graphql.ts';
import { listExport } from '../http/list-export.ts';

type InvoiceItem = Pick<
  Invoice,
  | 'id'
  | 'name'
  | 'kind'
  | 'date'
  | 'startDate'
  | 'endDate'
  | 'contactName'
  | 'poName'
  | 'orderNumber'
> & {
  totalAmount: Invoice['totalAmount'];
  lines: LineItem[];
};
type LineItem = Pick<
  InvoiceLine,
  | 'listItemName'
  | 'costType'
  | 'resourceName'
  | 'quantity'
  | 'dailyRate'
  | 'amount'
  | 'currency'
  | 'amountEur'
>;
interface InvoiceRow {
  invoice: InvoiceItem;
  line: LineItem | null;
}

export const invoicesExport = listExport<InvoiceItem, InvoiceRow>({
  fileName: 'invoices',
  query: `
    query Export($offset: Int!, $limit: Int!, $search: String, $sort: InvoiceSort, $filter: InvoiceFilter) {
      page: invoices(offset: $offset, limit: $limit, search: $search, sort: $sort, filter: $filter) {
        totalCount
        items {
          id name kind date startDate endDate contactName poName orderNumber totalAmount
          lines { listItemName costType resourceName quantity dailyRate amount currency amountEur }
        }
      }
    }`,
  filtered: true,
  rowsOf: (invoice) =>
    invoice.lines.length === 0
      ? [{ invoice, line: null }]
      : invoice.lines.map((line) => ({ invoice, line })),
  columns: [
    { label: 'Invoice ID', type: 'number', value: ({ invoice }) => Number(invoice.id) },
    { label: 'Title', type: 'text', value: ({ invoice }) => invoice.name },
    // As the invoice list's Type column says it (web/src/shared/orders/format.ts).
    {
      label: 'Type',
      type: 'text',
      value: ({ invoice }) => (invoice.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice'),
    },
    { label: 'PO Name', type: 'text', value: ({ invoice }) => invoice.poName, width: 40 },
    { label: 'PO Number', type: 'text', value: ({ invoice }) => invoice.orderNumber, width: 16 },
    { label: 'Company Contact', type: 'text', value: ({ invoice }) => invoice.contactName },
    { label: 'Date', type: 'date', value: ({ invoice }) => invoice.date },
    { label: 'Start Date', type: 'date', value: ({ invoice }) => invoice.startDate },
    { label: 'End Date', type: 'date', value: ({ invoice }) => invoice.endDate },
    { label: 'Total Amount (EUR)', type: 'money', value: ({ invoice }) => invoice.totalAmount },
    { label: 'Line: List Item', type: 'text', value: ({ line }) => line?.listItemName },
    { label: 'Line: Cost Type', type: 'text', value: ({ line }) => line?.costType },
    { label: 'Line: Resource', type: 'text', value: ({ line }) => line?.resourceName },
    { label: 'Line: Quantity', type: 'number', value: ({ line }) => line?.quantity },
    {
      label: 'Line: Daily Rate',
      type: 'money',
      value: ({ line }) => line?.dailyRate,
      currency: ({ line }) => line?.currency ?? 'EUR',
    },
    {
      label: 'Line: Amount',
      type: 'money',
      value: ({ line }) => line?.amount,
      currency: ({ line }) => line?.currency ?? 'EUR',
    },
    { label: 'Line: Amount (EUR)', type: 'money', value: ({ line }) => line?.amountEur },
  ],
});
