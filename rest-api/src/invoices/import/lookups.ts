// What the rows of a whole file refer to, read in few statements (chunks of 5,000): the orders
// named by number, their list items, and the import keys already imported.
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { lower, type RowDraft } from './import-rows.ts';

export interface OrderRow {
  id: number;
  ordernumber: string | null;
  status: string;
  /** The order's start date (yyyy-mm-dd). */
  podate: string;
}

export interface ItemRow {
  id: number;
  purchase_request_id: number;
  position: number;
  name: string;
  daily_rate: string | null;
  currency: string;
}

export interface Lookups {
  /** By order number in lower case. */
  orders: Map<string, OrderRow>;
  itemsByOrder: Map<number, ItemRow[]>;
}

const CHUNK = 5000;

function* chunks<T>(list: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

/** The orders and their items of the whole file, in two statements (per chunk). */
export async function readLookups(ctx: AppContext, drafts: readonly RowDraft[]): Promise<Lookups> {
  const numbers = [...new Set(drafts.map((d) => lower(d.fields.order_number)).filter(Boolean))];
  const orders = new Map<string, OrderRow>();
  for (const chunk of chunks(numbers, CHUNK)) {
    const found = await ctx.db
      .selectFrom('purchase_requests')
      .select(['id', 'ordernumber', 'status', 'podate'])
      .where(sql<string>`lower(ordernumber)`, 'in', chunk)
      .execute();
    for (const order of found) orders.set(lower(order.ordernumber ?? ''), order);
  }
  return {
    orders,
    itemsByOrder: await itemsOf(
      ctx,
      [...orders.values()].map((o) => o.id),
    ),
  };
}

async function itemsOf(ctx: AppContext, orderIds: number[]) {
  const itemsByOrder = new Map<number, ItemRow[]>();
  for (const chunk of chunks(orderIds, CHUNK)) {
    const items = await ctx.db
      .selectFrom('purchase_request_list_items')
      .select(['id', 'purchase_request_id', 'position', 'name', 'daily_rate', 'currency'])
      .where('purchase_request_id', 'in', chunk)
      .execute();
    for (const item of items) {
      const list = itemsByOrder.get(item.purchase_request_id) ?? [];
      list.push(item);
      itemsByOrder.set(item.purchase_request_id, list);
    }
  }
  return itemsByOrder;
}

/** Keys imported before, with their invoice (one statement per chunk): those rows write nothing. */
export async function knownKeys(ctx: AppContext, drafts: readonly RowDraft[]) {
  const keys = drafts.flatMap((d) => [d.key, d.otherKey].filter((k): k is string => k !== null));
  const known = new Map<string, number>();
  for (const chunk of chunks(keys, CHUNK)) {
    const rows = await ctx.db
      .selectFrom('invoice_import_rows')
      .select(['import_key', 'invoice_id'])
      .where('import_key', 'in', chunk)
      .execute();
    for (const { import_key, invoice_id } of rows) known.set(import_key, invoice_id);
  }
  return known;
}
