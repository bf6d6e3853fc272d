// SQL of the planning domain (CONTRACT.md 'Future financials'): future budgets with their entity,
// owner and people resolved in one statement per list, their comments in one more, the locked
// reads of the writes, and the figures the proposal form shows read-only.
import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { PlanningEntityType } from '@cost-steering/schema';
import { pageOf } from '../db/paging.ts';
import type { Database, FutureBudgetsTable } from '../db/schema.ts';
import { contains } from '../db/search.ts';
import type { PageRequest } from '../http/paging.ts';

export const FUTURE_BUDGET_SORT_FIELDS = ['created', 'entity_name', 'status'] as const;
export type FutureBudgetSortField = (typeof FUTURE_BUDGET_SORT_FIELDS)[number];

export type FutureBudgetStatus = 'proposed' | 'declined' | 'approved';

export interface FutureBudgetFilter {
  year: number;
  status?: FutureBudgetStatus[] | undefined;
  search?: string | undefined;
  /** Proposals made by this user (GET /futurebudgets/proposals). */
  proposedBy?: string | undefined;
  /** Demands raised by this user (GET /futurebudgets/demands). */
  demandedBy?: string | undefined;
}

/** The entity's name and owner, whichever of the four kinds the row plans for. */
const ENTITY_NAME = sql<string>`coalesce(pf.name, p.name, pj.name, ap.name)`;
const SEARCH_TEXT = sql`(${ENTITY_NAME} || ' ' || coalesce(fb.demand_title, '') || ' ' || coalesce(fb.demand_id, '') || ' ' || coalesce(fb.description, ''))`;

const SORT_EXPRESSIONS: Record<FutureBudgetSortField, RawBuilder<unknown>> = {
  created: sql`fb.created_at`,
  entity_name: sql`lower(${ENTITY_NAME})`,
  status: sql`fb.status`,
};

const sameUser = (column: string, username: string) =>
  sql<boolean>`${sql.ref(column)} = (select id from users where lower(username) = lower(${username}))`;

function matching(db: Kysely<Database>, filter: FutureBudgetFilter) {
  let query = db
    .selectFrom('future_budgets as fb')
    .leftJoin('product_families as pf', 'pf.id', 'fb.product_family_id')
    .leftJoin('products as p', 'p.id', 'fb.product_id')
    .leftJoin('projects as pj', 'pj.id', 'fb.project_id')
    .leftJoin('applications as ap', 'ap.id', 'fb.application_id')
    .where('fb.year', '=', filter.year);
  if (filter.status) query = query.where('fb.status', 'in', filter.status);
  if (filter.search) query = query.where(contains(SEARCH_TEXT, filter.search));
  if (filter.proposedBy) {
    query = query
      .where('fb.proposed_budget', 'is not', null)
      .where(sameUser('fb.proposed_by_id', filter.proposedBy));
  }
  if (filter.demandedBy) {
    query = query
      .where('fb.demanded_budget', 'is not', null)
      .where(sameUser('fb.sender_id', filter.demandedBy));
  }
  return query;
}

/** The record of spec §3 'Future financials record' (comments are added by the service). */
function selected(query: ReturnType<typeof matching>) {
  return query
    .innerJoin('users as owner', (join) =>
      join.on(sql<boolean>`owner.id = coalesce(pf.owner_id, p.owner_id, pj.owner_id, ap.owner_id)`),
    )
    .innerJoin('users as sender', 'sender.id', 'fb.sender_id')
    .leftJoin('users as proposer', 'proposer.id', 'fb.proposed_by_id')
    .select([
      'fb.id',
      'fb.entity_type',
      sql<number>`coalesce(fb.product_family_id, fb.product_id, fb.project_id, fb.application_id)`.as(
        'entity_id',
      ),
      ENTITY_NAME.as('entity_name'),
      'fb.year',
      'fb.status',
      'owner.username as owner',
      sql<
        'demand' | 'proposal'
      >`case when fb.demanded_budget is null then 'proposal' else 'demand' end`.as('kind'),
      'fb.demand_id',
      'fb.demand_title',
      'fb.demanded_budget',
      'fb.proposed_budget',
      'fb.approved_budget',
      'proposer.username as proposed_by',
      'fb.description',
      'sender.username as sender_id',
      sql<string>`to_char(fb.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
        'created',
      ),
    ]);
}

export type FutureBudgetRow = Awaited<ReturnType<typeof futureBudgetsOf>>[number];

/** Every matching record, newest first (the contract's whole list). */
export function futureBudgetsOf(db: Kysely<Database>, filter: FutureBudgetFilter) {
  return selected(matching(db, filter))
    .orderBy('fb.created_at', 'desc')
    .orderBy('fb.id', 'desc')
    .execute();
}

export function futureBudgetsPage(
  db: Kysely<Database>,
  filter: FutureBudgetFilter,
  page: PageRequest<FutureBudgetSortField>,
) {
  const rows = matching(db, filter);
  const order = { by: SORT_EXPRESSIONS[page.sort.field], id: sql`fb.id` };
  return pageOf(selected(rows), rows, order, page);
}

/** One record of any year; undefined when unknown. */
export function futureBudgetById(db: Kysely<Database>, id: number) {
  return selected(
    db
      .selectFrom('future_budgets as fb')
      .leftJoin('product_families as pf', 'pf.id', 'fb.product_family_id')
      .leftJoin('products as p', 'p.id', 'fb.product_id')
      .leftJoin('projects as pj', 'pj.id', 'fb.project_id')
      .leftJoin('applications as ap', 'ap.id', 'fb.application_id'),
  )
    .where('fb.id', '=', id)
    .executeTakeFirst();
}

/** The comments of these records, oldest first: one statement for a whole list. */
export function commentsOf(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('future_budget_comments as c')
    .innerJoin('users as u', 'u.id', 'c.sender_id')
    .where('c.future_budget_id', 'in', ids)
    .select([
      'c.id',
      sql<string>`to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
        'time',
      ),
      'u.username as sender_id',
      'c.future_budget_id',
      'c.message',
    ])
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

export type CommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

/** The record locked for its decision: a second decider waits here, then sees the first's. */
export function lockFutureBudget(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom('future_budgets')
    .select([
      'id',
      'status',
      'proposed_by_id',
      'demanded_budget',
      'sender_id',
      'entity_type',
      sql<number>`coalesce(product_family_id, product_id, project_id, application_id)`.as(
        'entity_id',
      ),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

const ENTITY_TABLES = {
  productfamily: 'product_families',
  product: 'products',
  project: 'projects',
  application: 'applications',
} as const;

/**
 * The entity a plan is for, with its owner, share-locked: it cannot go, nor change its owner,
 * while a plan for it is written or decided.
 */
export async function entityForPlan(trx: Kysely<Database>, type: PlanningEntityType, id: number) {
  const { rows } = await sql<{ id: number; name: string; owner_id: number; owner: string }>`
    select e.id, e.name, e.owner_id, owner.username as owner
      from ${sql.table(ENTITY_TABLES[type])} e
      join users owner on owner.id = e.owner_id
     where e.id = ${id}
       for share of e`.execute(trx);
  return rows[0];
}

export async function insertFutureBudget(
  trx: Kysely<Database>,
  row: Insertable<FutureBudgetsTable>,
) {
  const { id } = await trx
    .insertInto('future_budgets')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function setDecision(
  trx: Kysely<Database>,
  id: number,
  decision: { status: 'approved'; approvedBudget: string } | { status: 'declined' },
) {
  return trx
    .updateTable('future_budgets')
    .set({
      status: decision.status,
      approved_budget: decision.status === 'approved' ? decision.approvedBudget : null,
    })
    .where('id', '=', id)
    .execute();
}

export async function insertComment(
  trx: Kysely<Database>,
  comment: { futureBudgetId: number; senderId: number; message: string },
) {
  const { id } = await trx
    .insertInto('future_budget_comments')
    .values({
      future_budget_id: comment.futureBudgetId,
      sender_id: comment.senderId,
      message: comment.message,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
