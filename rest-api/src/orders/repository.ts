// Purchase orders (approved purchase requests) as the contract shows them (CONTRACT.md 'Purchase
// orders'): one statement for the orders — names, the year split and the remaining amount computed
// by SQL — and the requests' statement for the list items of all of them.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { pageOf } from '../db/paging.ts';
import type { Database } from '../db/schema.ts';
import { contains } from '../db/search.ts';
import type { PageRequest } from '../http/paging.ts';
import {
  amountColumns,
  invoicedOnOrder,
  ORDER_HEAD_COLUMNS,
  OWNER_COLUMNS,
  PARTY_COLUMNS,
  requestsFrom,
  sortJoins,
  withNames,
} from '../db/order-columns.ts';
import { orderYearPart } from '../db/order-year.ts';

export const ORDER_SORT_FIELDS = [
  'id',
  'ordernumber',
  'ordertext',
  'prowner',
  'company',
  'contact',
  'orderamount',
  'amountCurrentYear',
  'amountNextYear',
  'remaining',
  'podate',
  'deliverydate',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

export interface OrderFilter {
  id?: number[] | undefined;
  search?: string | undefined;
  /** Delivery date within [from, to] (the expiration list's window). */
  deliveryBetween?: { from: string; to: string } | undefined;
  /** Orders with a list item booked in one of these families (on a product or below it). */
  productfamily?: number[] | undefined;
  owner?: string | undefined;
}

type Db = Kysely<Database>;

function sortExpressions(currentYear: number): Record<OrderSortField, RawBuilder<unknown>> {
  return {
    id: sql`pr.id`,
    ordernumber: sql`lower(pr.ordernumber)`,
    ordertext: sql`lower(pr.ordertext)`,
    prowner: sql`lower(u.username)`,
    company: sql`lower(c.name)`,
    contact: sql`lower(cc.name)`,
    // Amounts in several currencies compare by their EUR value.
    orderamount: sql`pr.orderamount_eur`,
    amountCurrentYear: orderYearPart(sql.ref('pr.orderamount_eur'), currentYear, currentYear),
    amountNextYear: orderYearPart(sql.ref('pr.orderamount_eur'), currentYear + 1, currentYear),
    remaining: sql`pr.orderamount_eur - ${invoicedOnOrder}`,
    podate: sql`pr.podate`,
    deliverydate: sql`pr.deliverydate`,
  };
}

/** The search text of the order lists: the order text (the spec's description, the PO name). */
const SEARCH_TEXT = sql`pr.ordertext`;

/**
 * The matching orders, without joins: the count of a page reads purchase_requests alone (the
 * names a page shows and sorts by are joined by withColumns, for the page's rows only).
 */
function matching(db: Db, filter: OrderFilter) {
  let query = requestsFrom(db).where('pr.status', '=', 'Approved');
  if (filter.id) query = query.where('pr.id', 'in', filter.id);
  if (filter.search) query = query.where(contains(SEARCH_TEXT, filter.search));
  if (filter.deliveryBetween) {
    query = query
      .where('pr.deliverydate', '>=', filter.deliveryBetween.from)
      .where('pr.deliverydate', '<=', filter.deliveryBetween.to);
  }
  if (filter.owner) {
    query = query.where(
      sql<boolean>`pr.prowner_id in (select ou.id from users ou
        where lower(ou.username) = lower(${filter.owner}))`,
    );
  }
  if (filter.productfamily) {
    // Three index paths (items on the family's products, on their projects, on their
    // applications) instead of one join over every item's product.
    const families = sql.join(filter.productfamily);
    query = query.where(
      sql<boolean>`pr.id in (
        select li.purchase_request_id from purchase_request_list_items li
          join products p on p.id = li.product_id where p.product_family_id in (${families})
        union all
        select li.purchase_request_id from purchase_request_list_items li
          join projects pj on pj.id = li.project_id join products p on p.id = pj.product_id
          where p.product_family_id in (${families})
        union all
        select li.purchase_request_id from purchase_request_list_items li
          join applications ap on ap.id = li.application_id join products p on p.id = ap.product_id
          where p.product_family_id in (${families}))`,
    );
  }
  return query;
}

type Matching = ReturnType<typeof matching>;

/**
 * Requests that renew an order (POST /purchaserequests `renews`) and count as its renewal: sent
 * ones, open or approved. A Draft does not count: one left behind (a reload, a closed tab) is
 * listed nowhere and would stop the order's renewal alerts for good.
 */
export const RENEWING_STATUSES = ['Proposed', 'Approved'] as const;

function withColumns(query: Matching, currentYear: number) {
  return withNames(query)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('purchase_requests as r')
          .select(['r.id as renewed_by', 'r.status as renewed_by_status'])
          .whereRef('r.renews_id', '=', 'pr.id')
          .where('r.status', 'in', RENEWING_STATUSES)
          // The renewal furthest along (an order, then an open request), the newest first.
          .orderBy(sql`case r.status when 'Approved' then 0 else 1 end`)
          .orderBy('r.id', 'desc')
          .limit(1)
          .as('rn'),
      (join) => join.onTrue(),
    )
    .select([
      ...ORDER_HEAD_COLUMNS,
      ...OWNER_COLUMNS,
      ...PARTY_COLUMNS,
      ...amountColumns(currentYear),
      invoicedOnOrder.as('invoiced_amount'),
      sql<string>`pr.orderamount_eur - ${invoicedOnOrder}`.as('po_remaining_amount'),
      'pr.accountingelement',
      'pr.comments',
      sql<string | null>`to_char(pr.approved_at at time zone 'UTC', 'YYYY-MM-DD')`.as(
        'approved_on',
      ),
      'rn.renewed_by',
      'rn.renewed_by_status',
    ]);
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

/** Every matching order, newest PO date first (the contract's whole keyed list). */
export function orderRows(db: Db, filter: OrderFilter, currentYear: number) {
  return withColumns(matching(db, filter), currentYear)
    .orderBy('pr.podate', 'desc')
    .orderBy('pr.id', 'desc')
    .execute();
}

/** One page in the asked order (db/paging.ts). */
export function orderPage(
  db: Db,
  filter: OrderFilter,
  currentYear: number,
  page: PageRequest<OrderSortField>,
) {
  const rows = matching(db, filter);
  const order = { by: sortExpressions(currentYear)[page.sort.field], id: sql`pr.id` };
  return pageOf(withColumns(rows, currentYear), sortJoins(rows, page.sort.field), order, page);
}

/** Whether an approved order with this id exists. */
export async function orderExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('purchase_requests')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'Approved')
    .executeTakeFirst();
  return row !== undefined;
}
