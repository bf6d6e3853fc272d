// The createInvoice input → the body of POST /invoices (CONTRACT.md 'Invoices'), and the REST
// API's user errors → the GraphQL input fields they belong to.
import type { CreateInvoiceInput, InvoiceKind } from '../generated/graphql.ts';
import { inputId } from '../writes/input-ids.ts';
import type { RestInvoice, RestInvoiceBody } from './rest.ts';

const REST_KINDS: Record<InvoiceKind, RestInvoice['kind']> = {
  INVOICE: 'invoice',
  CREDIT_NOTE: 'credit_note',
};

const given = (value: string | null | undefined) =>
  value == null || value.trim() === '' ? null : value.trim();

export function toRestInvoiceBody(input: CreateInvoiceInput): RestInvoiceBody {
  return {
    ...(input.kind ? { kind: REST_KINDS[input.kind] } : {}),
    name: input.name ?? null,
    date: given(input.date),
    start_date: given(input.startDate),
    end_date: given(input.endDate),
    purchaseorder_id: inputId(
      'purchaseOrderId',
      input.purchaseOrderId,
      'The purchase order does not exist.',
    ),
    listitems: input.lines.map((line, index) => ({
      po_listitem_id: inputId(
        `lines[${index}].listItemId`,
        line.listItemId,
        'This list item is not on the purchase order',
      ),
      ...(given(line.amount) === null ? {} : { amount: given(line.amount)! }),
      ...(given(line.quantity) === null ? {} : { quantity: given(line.quantity)! }),
    })),
  };
}

const FIELDS: Record<string, string> = {
  start_date: 'startDate',
  end_date: 'endDate',
  purchaseorder_id: 'purchaseOrderId',
  listitems: 'lines',
};
const LINE_FIELDS: Record<string, string> = {
  po_listitem_id: 'listItemId',
  amount: 'amount',
  quantity: 'quantity',
  // Not sent by the bff; a resource line's problem with them is the amount's.
  daily_rate: 'amount',
  currency: 'amount',
  resource_name: 'amount',
};

/** `listitems[2].po_listitem_id` → `lines[2].listItemId`, `start_date` → `startDate`. */
export function invoiceInputField(field: string): string {
  const line = field.match(/^listitems\[(\d+)\]\.(\w+)$/);
  if (line) return `lines[${line[1]}].${LINE_FIELDS[line[2]!] ?? line[2]}`;
  return FIELDS[field] ?? field;
}
