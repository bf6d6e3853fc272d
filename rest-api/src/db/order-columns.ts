// One purchase request or order (alias `pr`) as every list of them selects it — the requests,
// the orders, the orders of a product, project or application: the same columns in the same
// order, computed by the same SQL. A list adds what only it shows.
import { sql, type Kysely } from 'kysely';
import { orderYearPart } from './order-year.ts';
import type { Database } from './schema.ts';

/** A user's "first last", or the username when both are empty. */
export const displayName = (alias: string) =>
  sql<string>`coalesce(nullif(concat_ws(' ', ${sql.ref(`${alias}.first_name`)}, ${sql.ref(
    `${alias}.last_name`,
  )}), ''), ${sql.ref(`${alias}.username`)})`;

/** The name of an optional reference (supplier, SBU, buying unit), or null. */
const nameOf = (table: 'suppliers' | 'sbu' | 'buying_units', id: `pr.${string}`) =>
  sql<string | null>`(select t.name from ${sql.table(table)} t where t.id = ${sql.ref(id)})`;

/** EUR invoiced on the order: every line on any of its items, whatever the invoice's year. */
export const invoicedOnOrder = sql<string>`coalesce((select sum(il.amount_eur) from invoice_lines il
  join purchase_request_list_items oli on oli.id = il.list_item_id
  where oli.purchase_request_id = pr.id), 0.00)`;

/** EUR invoiced on the list item `li`. */
export const invoicedOnItem = sql<string>`coalesce((select sum(il.amount_eur) from invoice_lines il
  where il.list_item_id = li.id), 0)`;

/** Where every list of requests or orders starts, before its filters. */
export const requestsFrom = (db: Kysely<Database>) => db.selectFrom('purchase_requests as pr');
export type RequestsQuery = ReturnType<typeof requestsFrom>;

/** The owner (u), company (c) and contact (cc) a list shows: one row each, the rows stay. */
export const withNames = (query: RequestsQuery) =>
  query
    .innerJoin('users as u', 'u.id', 'pr.prowner_id')
    .innerJoin('companies as c', 'c.id', 'pr.company_id')
    .innerJoin('company_contacts as cc', 'cc.id', 'pr.company_contact_id');

/** The joins a sort by a name needs for a page's ids (one row each: the rows stay the same). */
export function sortJoins(query: RequestsQuery, field: string) {
  return query
    .$if(field === 'prowner', (q) => q.innerJoin('users as u', 'u.id', 'pr.prowner_id'))
    .$if(field === 'company', (q) => q.innerJoin('companies as c', 'c.id', 'pr.company_id'))
    .$if(field === 'contact', (q) =>
      q.innerJoin('company_contacts as cc', 'cc.id', 'pr.company_contact_id'),
    );
}

/** An order's head: what it is and when. */
export const ORDER_HEAD_COLUMNS = [
  'pr.id',
  'pr.ordernumber',
  'pr.status',
  'pr.podate',
  'pr.deliverydate',
  'pr.ordertext',
] as const;

/** The owner's username and display name (join `u`). */
export const OWNER_COLUMNS = ['u.username as prowner', displayName('u').as('prownername')] as const;

/** Company and contact (joins `c`, `cc`), supplier, SBU and buying unit: each id and its name. */
export const PARTY_COLUMNS = [
  'pr.company_id',
  'c.name as company_name',
  'pr.company_contact_id',
  'cc.name as contact_name',
  'pr.supplier_id as supplier',
  nameOf('suppliers', 'pr.supplier_id').as('suppliername'),
  'pr.sbu_id as sbu',
  nameOf('sbu', 'pr.sbu_id').as('sbuname'),
  'pr.buying_unit_id as buying_unit',
  nameOf('buying_units', 'pr.buying_unit_id').as('buying_unit_name'),
] as const;

/** The amount, its currency and EUR value, and the EUR parts in this year and the next. */
export const amountColumns = (currentYear: number) =>
  [
    'pr.orderamount',
    'pr.currency',
    'pr.orderamount_eur',
    orderYearPart(sql.ref('pr.orderamount_eur'), currentYear, currentYear).as('amountCurrentYear'),
    orderYearPart(sql.ref('pr.orderamount_eur'), currentYear + 1, currentYear).as('amountNextYear'),
  ] as const;
