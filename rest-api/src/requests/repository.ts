// Purchase requests as the contract shows them (CONTRACT.md 'Purchase requests'): one statement
// for the requests (names of owner, company, contact, supplier, SBU; the year split, open amount
// and delivery warning computed by SQL) and one for the list items of all of them.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { pageOf } from '../db/paging.ts';
import type { Database, RequestStatus } from '../db/schema.ts';
import { contains } from '../db/search.ts';
import type { PageRequest } from '../http/paging.ts';
import {
  amountColumns,
  displayName,
  invoicedOnItem,
  OWNER_COLUMNS,
  PARTY_COLUMNS,
  requestsFrom,
  sortJoins,
  withNames,
} from '../db/order-columns.ts';
import { orderYearPart } from '../db/order-year.ts';
import { DELIVERY_WARNING_DAYS } from '@cost-steering/schema';

export const REQUEST_SORT_FIELDS = [
  'id',
  'ordertext',
  'prowner',
  'company',
  'contact',
  'orderamount',
  'podate',
  'deliverydate',
  'status',
  'updated',
] as const;
export type RequestSortField = (typeof REQUEST_SORT_FIELDS)[number];

const SORT_EXPRESSIONS: Record<RequestSortField, RawBuilder<unknown>> = {
  id: sql`pr.id`,
  ordertext: sql`lower(pr.ordertext)`,
  prowner: sql`lower(u.username)`,
  company: sql`lower(c.name)`,
  contact: sql`lower(cc.name)`,
  // Amounts in several currencies compare by their EUR value.
  orderamount: sql`pr.orderamount_eur`,
  podate: sql`pr.podate`,
  deliverydate: sql`pr.deliverydate`,
  status: sql`pr.status`,
  updated: sql`pr.updated_at`,
};

/** The lists' search text: the expression of the trigram index of migration 0006. */
const SEARCH_TEXT = sql`pr.ordertext`;

export interface RequestFilter {
  statuses: readonly RequestStatus[];
  id?: number[] | undefined;
  search?: string | undefined;
  owner?: string | undefined;
  company?: number | undefined;
  justification_status?: 'Proposed' | 'Signed' | 'Declined' | undefined;
  /**
   * The reader (username): a Draft is listed only to its owner (CONTRACT.md 'Purchase
   * requests'); null only for the answer of a write (which may have named another owner).
   */
  viewer: string | null;
}

/** The year split and the delivery warning depend on "today". */
export interface Calendar {
  today: string;
  currentYear: number;
}

type Db = Kysely<Database>;

const itemsTotal = sql<string>`coalesce((select sum(li.amount) from purchase_request_list_items li
  where li.purchase_request_id = pr.id), 0)`;

/**
 * The requests a list shows, on `purchase_requests` alone: counting them joins nothing (a join
 * per row of 20,000 open requests was most of the count, bench:lists).
 */
function matching(db: Db, filter: RequestFilter) {
  let query = requestsFrom(db).where('pr.status', 'in', filter.statuses);
  const viewer = filter.viewer;
  if (viewer !== null) {
    // A Draft only to its owner (CONTRACT.md 'Purchase requests').
    query = query.where((eb) =>
      eb.or([
        eb('pr.status', '<>', 'Draft'),
        eb(
          'pr.prowner_id',
          'in',
          db.selectFrom('users').select('id').where('username', '=', viewer),
        ),
      ]),
    );
  }
  if (filter.id) query = query.where('pr.id', 'in', filter.id);
  if (filter.search) query = query.where(contains(SEARCH_TEXT, filter.search));
  if (filter.owner) {
    query = query.where(
      'pr.prowner_id',
      'in',
      db
        .selectFrom('users')
        .select('id')
        .where(sql<boolean>`lower(username) = lower(${filter.owner})`),
    );
  }
  if (filter.company) query = query.where('pr.company_id', '=', filter.company);
  if (filter.justification_status) {
    query = query.where('pr.justification_status', '=', filter.justification_status);
  }
  return query;
}

type Matching = ReturnType<typeof matching>;

function withColumns(query: Matching, calendar: Calendar) {
  const { currentYear, today } = calendar;
  // The optional names are subqueries rather than left joins: with four more tables in its join
  // search, PostgreSQL took 22 ms to plan this statement (0.3 ms to run it), on every call.
  return withNames(query).select([
    'pr.id',
    'pr.ordertext',
    'pr.podate',
    'pr.deliverydate',
    ...amountColumns(currentYear),
    ...OWNER_COLUMNS,
    ...PARTY_COLUMNS,
    'pr.accountingelement',
    'pr.comments',
    'pr.status',
    'pr.message',
    sql<string>`case when pr.orderamount > 0
        then least(round(${itemsTotal} * 100 / pr.orderamount, 2), 100.00) else 0.00 end`.as(
      'completionrate',
    ),
    sql<string>`pr.orderamount - ${itemsTotal}`.as('open_amount'),
    sql<boolean>`coalesce(pr.deliverydate <= ${today}::date + ${DELIVERY_WARNING_DAYS}::int, false)`.as(
      'deliverywarning',
    ),
    'pr.justification_status',
    sql<string | null>`(select ju.username from users ju where ju.id = pr.justified_by_id)`.as(
      'justified_by',
    ),
    sql<string | null>`(select ${displayName('ju')} from users ju
        where ju.id = pr.justified_by_id)`.as('justified_by_name'),
    'pr.justification_comment',
    'pr.justification_date',
    'pr.ordernumber',
    'pr.supersedes_id',
    'pr.replaced_by_id as superseded_by_id',
    'pr.renews_id',
    'pr.created_at as created',
    'pr.updated_at as updated',
  ]);
}

export type RequestRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

/** Every matching request, in the list's default order (the contract's whole keyed list). */
export function requestRows(db: Db, filter: RequestFilter, calendar: Calendar) {
  return withColumns(matching(db, filter), calendar).orderBy('pr.id', 'desc').execute();
}

/** One page in the asked order (db/paging.ts). */
export function requestPage(
  db: Db,
  filter: RequestFilter,
  calendar: Calendar,
  page: PageRequest<RequestSortField>,
) {
  const order = { by: SORT_EXPRESSIONS[page.sort.field], id: sql`pr.id` };
  return pageOf(
    withColumns(matching(db, filter), calendar),
    sortJoins(matching(db, filter), page.sort.field),
    order,
    page,
  );
}

/** The list items of these requests, by request and position. */
export function itemRows(db: Db, requestIds: readonly number[], currentYear: number) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('purchase_request_list_items as li')
    .innerJoin('purchase_requests as pr', 'pr.id', 'li.purchase_request_id')
    .leftJoin('projects as pj', 'pj.id', 'li.project_id')
    .leftJoin('applications as ap', 'ap.id', 'li.application_id')
    .innerJoin('products as p', (join) =>
      join.on(sql<boolean>`p.id = coalesce(li.product_id, pj.product_id, ap.product_id)`),
    )
    .innerJoin('product_families as f', 'f.id', 'p.product_family_id')
    .where('li.purchase_request_id', 'in', requestIds)
    .select([
      'li.id',
      'li.purchase_request_id',
      'li.position',
      'li.name',
      'li.type',
      'li.costtype',
      sql<'Product' | 'Project' | 'Application'>`case
        when li.project_id is not null then 'Project'
        when li.application_id is not null then 'Application'
        else 'Product' end`.as('entitytype'),
      sql<number>`coalesce(li.project_id, li.application_id, li.product_id)`.as('idoftype'),
      'li.resourcename',
      'li.quantity',
      'li.daily_rate',
      'li.amount',
      'li.currency',
      'li.amount_eur',
      orderYearPart(sql.ref('li.amount_eur'), currentYear, currentYear).as('amountCurrentYear'),
      sql<string>`li.amount_eur - ${invoicedOnItem}`.as('li_remaining_amount'),
      'f.name as productfamilyname',
      'p.name as productname',
      'ap.name as applicationname',
      'pj.name as projectname',
    ])
    .orderBy('li.purchase_request_id')
    .orderBy('li.position')
    .execute();
}

export type ItemRow = Awaited<ReturnType<typeof itemRows>>[number];

/**
 * The request row locked for the write that follows (every change of a request starts here).
 * Two statements: a waiting FOR UPDATE re-reads the locked row itself once it gets it, but a
 * subquery in the same statement keeps the snapshot from before the wait — the open amount of
 * a request another transaction just added an item to would be stale (two items could then
 * share the last euro). READ COMMITTED gives the second statement a fresh snapshot.
 */
export async function lockRequest(trx: Db, id: number) {
  const locked = await trx
    .selectFrom('purchase_requests')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) return undefined;
  return trx
    .selectFrom('purchase_requests as pr')
    .innerJoin('users as u', 'u.id', 'pr.prowner_id')
    .select([
      'pr.id',
      'pr.status',
      'pr.ordertext',
      'pr.podate',
      'pr.deliverydate',
      'pr.orderamount',
      'pr.currency',
      'pr.prowner_id',
      'u.username as prowner',
      'pr.company_id',
      'pr.company_contact_id',
      'pr.supplier_id',
      'pr.sbu_id',
      'pr.buying_unit_id',
      'pr.accountingelement',
      'pr.comments',
      'pr.justification_status',
      'pr.supersedes_id',
      'pr.replaced_by_id',
      'pr.renews_id',
      sql<string>`pr.orderamount - ${itemsTotal}`.as('open_amount'),
    ])
    .where('pr.id', '=', id)
    .executeTakeFirstOrThrow();
}

export type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;
