// Request and list-item rows → the contract's objects (CONTRACT.md 'Purchase requests'): a
// request carries its list items keyed by id, so a list page or a details modal is one call.
import type { ItemRow, RequestRow } from './repository.ts';

export function toListItem(row: ItemRow) {
  return {
    id: row.id,
    purchaserequest: row.purchase_request_id,
    position: row.position,
    name: row.name,
    type: row.type,
    costtype: row.costtype,
    entitytype: row.entitytype,
    idoftype: Number(row.idoftype),
    resourcename: row.resourcename,
    quantity: row.quantity,
    daily_rate: row.daily_rate,
    amount: row.amount,
    currency: row.currency,
    amount_eur: row.amount_eur,
    amountCurrentYear: row.amountCurrentYear,
    li_remaining_amount: row.li_remaining_amount,
    productfamilyname: row.productfamilyname,
    productname: row.productname,
    applicationname: row.applicationname,
    projectname: row.projectname,
  };
}

export type ListItem = ReturnType<typeof toListItem>;

export function toRequest(row: RequestRow, items: readonly ListItem[]) {
  const { created, updated, ...fields } = row;
  return {
    ...fields,
    created: created.toISOString(),
    updated: updated.toISOString(),
    listitems: Object.fromEntries(items.map((item) => [String(item.id), item])),
  };
}

export type PurchaseRequest = ReturnType<typeof toRequest>;

/** Rows of requests with the items of all of them (sorted by request and position). */
export function nestItems(rows: readonly RequestRow[], items: readonly ItemRow[]) {
  const byRequest = new Map<number, ListItem[]>();
  for (const item of items) {
    const list = byRequest.get(item.purchase_request_id) ?? [];
    list.push(toListItem(item));
    byRequest.set(item.purchase_request_id, list);
  }
  return rows.map((row) => toRequest(row, byRequest.get(row.id) ?? []));
}
