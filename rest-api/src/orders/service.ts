// Purchase orders: the order list (all orders, or the expiration list's window and families), one
// order, and an order's invoices. Reads only: an order is written by approving its request
// (requests/transitions.ts) and changed by invoicing it (invoices/service.ts).
import { expiryWindow } from '@cost-steering/schema';
import { isoDay, type AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import type { PageRequest } from '../http/paging.ts';
import { itemRows, type ListItem, toListItem } from '../requests/index.ts';
import { invoiceRows, nestLines } from '../invoices/index.ts';
import {
  orderExists,
  orderPage,
  orderRows,
  type OrderFilter,
  type OrderRow,
  type OrderSortField,
} from './repository.ts';

/** The list's parameters besides paging (CONTRACT.md 'Purchase orders'). */
export interface OrderListQuery {
  id?: number[] | undefined;
  search?: string | undefined;
  /** true: the expiration list — delivery in the current or previous calendar month. */
  expiring?: boolean | undefined;
  productfamily?: number[] | undefined;
  owner?: string | undefined;
}

function toOrder(row: OrderRow, items: readonly ListItem[]) {
  return {
    ...row,
    listitems: Object.fromEntries(items.map((item) => [String(item.id), item])),
  };
}

export type PurchaseOrder = ReturnType<typeof toOrder>;

function orderFilter(ctx: AppContext, query: OrderListQuery): OrderFilter {
  return {
    id: query.id,
    search: query.search,
    productfamily: query.productfamily,
    owner: query.owner,
    deliveryBetween: query.expiring ? expiryWindow(isoDay(ctx.today())) : undefined,
  };
}

async function withItems(ctx: AppContext, rows: readonly OrderRow[], currentYear: number) {
  const items = await itemRows(
    ctx.db,
    rows.map((row) => row.id),
    currentYear,
  );
  const byOrder = new Map<number, ListItem[]>();
  for (const item of items) {
    const list = byOrder.get(item.purchase_request_id) ?? [];
    list.push(toListItem(item));
    byOrder.set(item.purchase_request_id, list);
  }
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

export async function listOrders(ctx: AppContext, query: OrderListQuery) {
  const currentYear = ctx.today().getUTCFullYear();
  return withItems(ctx, await orderRows(ctx.db, orderFilter(ctx, query), currentYear), currentYear);
}

export async function pageOrders(
  ctx: AppContext,
  query: OrderListQuery,
  page: PageRequest<OrderSortField>,
) {
  const currentYear = ctx.today().getUTCFullYear();
  const filter = orderFilter(ctx, { ...query, search: page.search });
  const { rows, totalCount } = await orderPage(ctx.db, filter, currentYear, page);
  return { rows: await withItems(ctx, rows, currentYear), totalCount };
}

/** GET /purchaseorders/{id}: one order with all its items; 404 when no order has the id. */
export async function getOrder(ctx: AppContext, id: number): Promise<PurchaseOrder> {
  const [order] = await listOrders(ctx, { id: [id] });
  if (!order) throw notFound('Purchase order');
  return order;
}

/** GET /purchaseorders/{id}/invoices: the order's invoices with all their lines. */
export async function invoicesOfOrder(ctx: AppContext, id: number) {
  if (!(await orderExists(ctx.db, id))) throw notFound('Purchase order');
  return nestLines(await invoiceRows(ctx.db, { purchaseorder: [id] }));
}
