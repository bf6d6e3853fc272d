// Invoices as the contract shows them (CONTRACT.md 'Invoices'): one statement for the invoices
// (order text, contact and EUR total from SQL), one for the lines of all of them, and the writes
// of POST /invoices — the list items locked in id order, then read afresh.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { pageOf } from '../db/paging.ts';
import type { Database } from '../db/schema.ts';
import { contains } from '../db/search.ts';
import type { PageRequest } from '../http/paging.ts';

export const INVOICE_SORT_FIELDS = [
  'id',
  'name',
  'date',
  'po_name',
  'ordernumber',
  'contact',
  'total_amount',
] as const;
export type InvoiceSortField = (typeof INVOICE_SORT_FIELDS)[number];

export interface InvoiceFilter {
  id?: number[] | undefined;
  /** Invoices of these orders. */
  purchaseorder?: number[] | undefined;
  /** Case-insensitive 'contains' on the PO name (the order text). */
  search?: string | undefined;
}

type Db = Kysely<Database>;

const totalAmount = sql<string>`coalesce((select sum(il.amount_eur) from invoice_lines il
  where il.invoice_id = i.id), 0.00)`;

/**
 * 'credit_note' when its lines are negative (a credit note's all are: invoices/write.ts), else
 * 'invoice' — told by the lines, so no second record of it can disagree with them.
 */
export const INVOICE_KIND = sql<'invoice' | 'credit_note'>`case when exists (select 1
  from invoice_lines il where il.invoice_id = i.id and il.amount < 0)
  then 'credit_note' else 'invoice' end`;

const SORT_EXPRESSIONS: Record<InvoiceSortField, RawBuilder<unknown>> = {
  id: sql`i.id`,
  name: sql`lower(i.name)`,
  // The booking day: the date, or the start of a range.
  date: sql`i.booked_on`,
  po_name: sql`lower(pr.ordertext)`,
  ordernumber: sql`lower(pr.ordernumber)`,
  contact: sql`lower(cc.name)`,
  total_amount: totalAmount,
};

/** The search text: the order's text, with the trigram index of migration 0006. */
const SEARCH_TEXT = sql`pr.ordertext`;

/**
 * The matching invoices, without joins: the count of a page reads invoices alone, and a search
 * finds the orders by their text first (the trigram index), then their invoices.
 */
function matching(db: Db, filter: InvoiceFilter) {
  let query = db.selectFrom('invoices as i');
  if (filter.id) query = query.where('i.id', 'in', filter.id);
  if (filter.purchaseorder)
    query = query.where('i.purchase_request_id', 'in', filter.purchaseorder);
  if (filter.search) {
    const term = filter.search;
    query = query.where(
      sql<boolean>`i.purchase_request_id in (select pr.id from purchase_requests pr
        where ${contains(SEARCH_TEXT, term)})`,
    );
  }
  return query;
}

function withColumns(query: ReturnType<typeof matching>) {
  return query
    .innerJoin('purchase_requests as pr', 'pr.id', 'i.purchase_request_id')
    .leftJoin('company_contacts as cc', 'cc.id', 'pr.company_contact_id')
    .leftJoin('users as cu', 'cu.id', 'i.created_by_id')
    .select([
      'i.id',
      INVOICE_KIND.as('kind'),
      'i.name',
      'i.date',
      'i.start_date',
      'i.end_date',
      'cc.name as contact_name',
      'pr.ordertext as po_name',
      'pr.ordernumber',
      totalAmount.as('total_amount'),
      'i.purchase_request_id as purchaseorder_id',
      'cu.username as created_by',
      'i.created_at as created',
    ]);
}

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

/** Every matching invoice, the latest booking day first. */
export async function invoiceRows(db: Db, filter: InvoiceFilter) {
  const rows = await withColumns(matching(db, filter))
    .orderBy('i.booked_on', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  return {
    rows,
    lines: await lineRows(
      db,
      rows.map((row) => row.id),
    ),
  };
}

/** The joins a sort by the order or its contact needs for the page's ids (one row each). */
function sortable(query: ReturnType<typeof matching>, field: InvoiceSortField) {
  const byOrder = field === 'po_name' || field === 'ordernumber' || field === 'contact';
  return query.$if(byOrder, (q) =>
    q
      .innerJoin('purchase_requests as pr', 'pr.id', 'i.purchase_request_id')
      .leftJoin('company_contacts as cc', 'cc.id', 'pr.company_contact_id'),
  );
}

/** One page in the asked order (db/paging.ts), with the lines of its invoices. */
export async function invoicePage(
  db: Db,
  filter: InvoiceFilter,
  page: PageRequest<InvoiceSortField>,
) {
  const rows = matching(db, filter);
  const order = { by: SORT_EXPRESSIONS[page.sort.field], id: sql`i.id` };
  const result = await pageOf(withColumns(rows), sortable(rows, page.sort.field), order, page);
  return {
    ...result,
    lines: await lineRows(
      db,
      result.rows.map((row) => row.id),
    ),
  };
}

/** A line's columns (invoice_lines as il, its list item as li), also those of one entity's. */
export const LINE_COLUMNS = [
  'il.list_item_id as po_listitem_id',
  'li.name as list_item_name',
  sql<string>`case when li.type = 'Undefined' then 'Undefined'
    else li.type || ' ' || li.costtype end`.as('cost_type'),
  'il.resource_name',
  'il.quantity',
  'il.daily_rate',
  'il.amount',
  'il.currency',
  'il.amount_eur',
] as const;

/** The lines of these invoices, by invoice and id. */
export function lineRows(db: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoice_lines as il')
    .innerJoin('purchase_request_list_items as li', 'li.id', 'il.list_item_id')
    .where('il.invoice_id', 'in', invoiceIds)
    .select(['il.id', 'il.invoice_id', 'li.position', ...LINE_COLUMNS])
    .orderBy('il.invoice_id')
    .orderBy('il.id')
    .execute();
}

export type LineRow = Awaited<ReturnType<typeof lineRows>>[number];

/** Which of these orders are approved (an invoice is written only against an approved order). */
export async function approvedOrders(trx: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom('purchase_requests')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'Approved')
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The list items a new invoice draws on, locked (`for update`, in id order so two invoices on
 * the same items queue instead of deadlocking), then read in a second statement: a `for update`
 * that waited keeps its old snapshot for subqueries of its own statement, so the invoiced sums
 * must come from a statement that starts after the lock is held (see requests/repository.ts).
 */
export async function lockItems(trx: Db, itemIds: readonly number[]) {
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  await trx
    .selectFrom('purchase_request_list_items')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  return trx
    .selectFrom('purchase_request_list_items as li')
    .leftJoin('invoice_lines as il', 'il.list_item_id', 'li.id')
    .where('li.id', 'in', ids)
    .groupBy('li.id')
    .select([
      'li.id',
      'li.purchase_request_id',
      'li.name',
      'li.resourcename',
      'li.daily_rate',
      'li.amount',
      'li.currency',
      'li.amount_eur',
      sql<string>`li.amount - coalesce(sum(il.amount), 0)`.as('remaining'),
      sql<string>`li.amount_eur - coalesce(sum(il.amount_eur), 0)`.as('remaining_eur'),
    ])
    .execute();
}

export type LockedItem = Awaited<ReturnType<typeof lockItems>>[number];

/** The titles these orders' invoices already have, among those asked for (any letter case). */
export function takenInvoiceNames(
  trx: Db,
  invoices: ReadonlyArray<{ orderId: number; name: string }>,
) {
  if (invoices.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('invoices')
    .select(['purchase_request_id', 'name'])
    .where('purchase_request_id', 'in', [...new Set(invoices.map((i) => i.orderId))])
    .where(sql<string>`lower(name)`, 'in', [...new Set(invoices.map((i) => i.name.toLowerCase()))])
    .execute();
}

export interface InvoiceValues {
  name: string;
  date: string | null;
  start_date: string | null;
  end_date: string | null;
  purchase_request_id: number;
  created_by_id: number;
}

export interface LineValues {
  item: LockedItem;
  amount: string;
  quantity: string | null;
}

/**
 * Invoices with their lines, one statement each (the ids drawn from the sequence first, so each
 * line knows its invoice without relying on the order of RETURNING); the ids in the given order.
 * A line's EUR amount is at the order's own rate as what remains of the item after it, so a fully
 * invoiced item has exactly 0.00 EUR left (CONTRACT.md 'Invoices'): the first line of a batch on
 * an item takes the stored remaining EUR, a later one the EUR of what the earlier lines left —
 * round(remaining × rate, 2), which is what the stored figure would be after them.
 */
export async function insertInvoices(
  trx: Db,
  invoices: ReadonlyArray<{
    invoice: InvoiceValues;
    lines: ReadonlyArray<LineValues & { drawsOnStoredEur: boolean }>;
  }>,
): Promise<number[]> {
  if (invoices.length === 0) return [];
  const { rows } = await sql<{
    id: number;
  }>`select nextval(pg_get_serial_sequence('invoices', 'id'))::integer as id
      from generate_series(1, ${invoices.length}::integer)`.execute(trx);
  const ids = rows.map((row) => row.id);
  await trx
    .insertInto('invoices')
    .values(invoices.map(({ invoice }, i) => ({ id: ids[i]!, ...invoice })))
    .execute();
  await trx
    .insertInto('invoice_lines')
    .values(
      invoices.flatMap(({ lines }, i) =>
        lines.map(({ item, amount, quantity, drawsOnStoredEur }) => {
          const inEur = (value: RawBuilder<unknown>) =>
            sql`round(${value} * ${item.amount_eur}::numeric / ${item.amount}::numeric, 2)`;
          const before = drawsOnStoredEur
            ? sql`${item.remaining_eur}::numeric`
            : inEur(sql`${item.remaining}::numeric`);
          return {
            invoice_id: ids[i]!,
            list_item_id: item.id,
            resource_name: item.resourcename,
            quantity,
            daily_rate: item.daily_rate,
            amount,
            currency: item.currency,
            amount_eur: sql<string>`${before} - ${inEur(
              sql`(${item.remaining}::numeric - ${amount}::numeric)`,
            )}`,
          };
        }),
      ),
    )
    .execute();
  return ids;
}

/** The order, its company and contact, as an invoice document (the PDF) shows them. */
export function documentParties(db: Db, orderId: number) {
  return db
    .selectFrom('purchase_requests as pr')
    .innerJoin('companies as c', 'c.id', 'pr.company_id')
    .innerJoin('company_contacts as cc', 'cc.id', 'pr.company_contact_id')
    .where('pr.id', '=', orderId)
    .select([
      'c.id as company_id',
      'c.name as company_name',
      'c.street',
      'c.house_number',
      'c.postal_code',
      'c.city',
      'c.country',
      'cc.id as contact_id',
      'cc.name as contact_name',
      'cc.phone',
      'cc.email',
    ])
    .executeTakeFirst();
}
