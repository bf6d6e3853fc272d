// Labels of orders and invoices shared by the order and invoice screens (spec §3, §9).
import type { CostType, InvoiceKind, ListItemType } from '../../gql/graphql';
import { formatLongDate } from '../format/date';
import { formatMoney } from '../money/money';

const capitalized = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

/** Spec §3: a list item's cost type is shown as 'type costtype', e.g. 'Capital Infrastructure'. */
export function costTypeLabel(type: ListItemType, costType: CostType | null | undefined): string {
  if (type === 'UNDEFINED' || !costType) return capitalized(type);
  return `${capitalized(type)} ${capitalized(costType)}`;
}

/** An amount as written, in its own currency: '1.234,50 USD'. */
export const ownCurrency = (amount: string, currency: string) => formatMoney(amount, '1', currency);

/**
 * A list item in one line that tells it from its siblings: items are named after their entity, so
 * two on one product read alike ('1. Laptop Refresh', '2. Laptop Refresh'); the cost type, the
 * resource and the amount set them apart — '2. Laptop Refresh — Capital Infrastructure, Jane
 * Doe, 1.200,00 EUR'.
 */
export function listItemText(item: {
  position: number;
  name: string;
  type: ListItemType;
  costType?: CostType | null;
  resourceName?: string | null;
  amount: string;
  currency: string;
}): string {
  const parts = [costTypeLabel(item.type, item.costType)];
  if (item.resourceName) parts.push(item.resourceName);
  parts.push(ownCurrency(item.amount, item.currency));
  return `${item.position}. ${item.name} — ${parts.join(', ')}`;
}

/** What an invoice document is called (a credit note's lines are negative: issue 32). */
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  INVOICE: 'Invoice',
  CREDIT_NOTE: 'Credit note',
};

/** Spec §9: invoice totals are shown in EUR. */
export const eur = (amount: string | null | undefined) => formatMoney(amount, '1', 'EUR');

/** An invoice's date, or its range: 'March 10, 2026' / 'March 1, 2026 – March 31, 2026'. */
export function invoiceDateText(invoice: {
  date?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}): string {
  if (invoice.date) return formatLongDate(invoice.date);
  return `${formatLongDate(invoice.startDate)} – ${formatLongDate(invoice.endDate)}`;
}

/** What an item is booked on: the project or application, else the product. */
export function bookedOn(item: {
  productName?: string | null;
  projectName?: string | null;
  applicationName?: string | null;
}): string {
  return item.projectName ?? item.applicationName ?? item.productName ?? '';
}
