// The create-invoice form's list items (spec §2 'Create invoice', §5 'Invoice'): what remains of
// each item in its own currency (the server's cap, rest-api/CONTRACT.md 'Invoices'), which items
// may still be picked, and the line's amount — all exact, with the schema's decimal rules.
import {
  invoiceLineAmount,
  invoiceLineProblems,
  subtractDecimals,
  sumDecimals,
  type InvoiceKind,
  type InvoiceLineItem,
} from '@cost-steering/schema';
import type { InvoiceOrderQuery } from '../../gql/graphql';

export type InvoiceOrder = NonNullable<InvoiceOrderQuery['purchaseOrder']>;
export type OrderItem = InvoiceOrder['listItems'][number];

export interface LineValues {
  listItemId: string;
  /** An item without a daily rate: the amount. */
  amount: string;
  /** A resource (time & material) item: person days. */
  quantity: string;
}

/**
 * What remains of each item in its own currency: its amount minus every invoice line drawn on it
 * (the invoices of the order carry all their lines).
 */
export function remainingByItem(order: InvoiceOrder): Map<string, string> {
  const drawn = new Map<string, string[]>();
  for (const invoice of order.invoices) {
    for (const line of invoice.lines) {
      drawn.set(line.listItemId, [...(drawn.get(line.listItemId) ?? []), line.amount]);
    }
  }
  return new Map(
    order.listItems.map((item) => [
      item.id,
      subtractDecimals(item.amount, sumDecimals(drawn.get(item.id) ?? [])),
    ]),
  );
}

/** An item as the line rules see it; what is invoiced on it is what a credit note may take back. */
export function lineItem(item: OrderItem, remaining: string): InvoiceLineItem {
  return {
    dailyRate: item.dailyRate ?? null,
    remaining,
    invoiced: subtractDecimals(item.amount, remaining),
  };
}

/**
 * The line's value as typed, made negative on a credit note ('100' → '-100'; '-100' stays): the
 * user types what is credited, the line holds the credit (rest-api/CONTRACT.md 'Credit notes').
 */
export function signedValue(value: string, kind: InvoiceKind): string {
  const typed = value.trim();
  return kind === 'credit_note' && typed !== '' && !typed.startsWith('-') ? `-${typed}` : value;
}

/** The items that can still be picked: not on the invoice yet. */
export function choices(
  items: readonly OrderItem[],
  lines: readonly LineValues[],
): readonly OrderItem[] {
  const picked = new Set(lines.map((line) => line.listItemId));
  return items.filter((item) => !picked.has(item.id));
}

export { invoiceLineAmount, invoiceLineProblems };
