// A row's purchase order and list item, found in the lookups of the whole file (lookups.ts), and
// its import key: a hash of its normalised fields, kept under a primary key so a row is imported
// once.
import { createHash } from 'node:crypto';
import { INVOICE_MESSAGES } from '@cost-steering/schema';
import { canonicalDecimal } from './amounts.ts';
import { lower, say, type RowDraft } from './import-rows.ts';
import type { ItemRow, Lookups, OrderRow } from './lookups.ts';

/** The row's order and list item from the file's lookups, and its import key. */
export function resolveRow(draft: RowDraft, { orders, itemsByOrder }: Lookups) {
  const { fields } = draft;
  if (fields.order_number === '') return;
  const order = approvedOrder(draft, orders.get(lower(fields.order_number)));
  if (!order) return;
  draft.orderId = order.id;
  draft.orderStart = order.podate;
  if (fields.list_item === '') return;
  const item = listItem(draft, itemsByOrder.get(order.id) ?? []);
  if (!item) return;
  draft.itemId = item.id;
  if (draft.errors.length > 0) return;
  draft.key = importKey(draft, draft.currency ?? '');
  // An empty currency cell means the item's currency, and naming it means the same: a
  // re-upload that fills or empties the cell finds the row under either key.
  if (draft.currency === null) draft.otherKey = importKey(draft, item.currency);
  else if (draft.currency === item.currency) draft.otherKey = importKey(draft, '');
}

function approvedOrder(draft: RowDraft, order: OrderRow | undefined) {
  const { fields, row } = draft;
  if (!order) {
    draft.errors.push(
      say(row, 'order_number', `no purchase order with number ${fields.order_number}`),
    );
    return undefined;
  }
  if (order.status !== 'Approved') {
    draft.errors.push(
      say(
        row,
        'order_number',
        `purchase order ${fields.order_number} is not approved; ${INVOICE_MESSAGES.notAnOrder.toLowerCase()}`,
      ),
    );
    return undefined;
  }
  return order;
}

/** The list item a row names by its No. (position) or its name: exactly one, or a problem. */
function listItem(draft: RowDraft, items: readonly ItemRow[]) {
  const { fields, row } = draft;
  const ref = fields.list_item.trim();
  const byPosition = /^\d+$/.test(ref);
  const matches = byPosition
    ? items.filter((item) => item.position === Number(ref))
    : items.filter((item) => lower(item.name) === lower(ref));
  if (matches.length === 0) {
    const what = byPosition ? `No. ${ref}` : `named '${ref}'`;
    draft.errors.push(
      say(row, 'list_item', `purchase order ${fields.order_number} has no list item ${what}`),
    );
    return undefined;
  }
  if (matches.length > 1) {
    draft.errors.push(
      say(
        row,
        'list_item',
        `purchase order ${fields.order_number} has several list items named '${ref}'; give the No. (position) instead`,
      ),
    );
    return undefined;
  }
  return matches[0];
}

/** The key of a row as written: its currency as given ('' when the cell was empty). */
function importKey(draft: RowDraft, currency: string): string {
  const { fields } = draft;
  return createHash('sha256')
    .update(
      JSON.stringify([
        lower(fields.order_number),
        lower(fields.invoice_title),
        draft.date,
        draft.startDate,
        draft.endDate,
        draft.itemId,
        draft.amount === null ? null : canonicalDecimal(draft.amount),
        draft.quantity === null ? null : canonicalDecimal(draft.quantity),
        currency,
      ]),
    )
    .digest('hex');
}
