// Budget, forecast and actuals (DESIGN.md §4) as SQL building blocks. Each block yields one row
// per contributing record with the product and family it rolls up to, its type × cost type and
// its EUR value for one calendar year; a list query groups them once (never a query per row).
// Families use them now; products, projects and applications group the same blocks by their own
// column (product_id, project_id, application_id, type, costtype) for the cost codes f*/a*.
import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface FigureYear {
  /** The calendar year the figures are for. */
  year: number;
  /** The year of "today": orders without a delivery date count wholly in it. */
  currentYear: number;
}

type Db = QueryCreator<Database>;
export type EntityKind = 'project' | 'application';

const firstDay = (year: number) => `${year}-01-01`;
const lastDay = (year: number) => `${year}-12-31`;

/**
 * Forecast: every list item of an approved purchase order with the part of its EUR amount that
 * falls in `year`, pro rata by days from the order's start date to its delivery date (both
 * included), rounded to cents per item. Without a delivery date the whole amount is in the
 * current year.
 */
export function orderItemYearParts(db: Db, { year, currentYear }: FigureYear) {
  const first = firstDay(year);
  const last = lastDay(year);
  const undated = year === currentYear ? sql`li.amount_eur` : sql`0`;
  return db
    .selectFrom('purchase_request_list_items as li')
    .innerJoin('purchase_requests as pr', 'pr.id', 'li.purchase_request_id')
    .leftJoin('projects as pj', 'pj.id', 'li.project_id')
    .leftJoin('applications as ap', 'ap.id', 'li.application_id')
    .innerJoin('products as p', (join) =>
      join.on(sql<boolean>`p.id = coalesce(li.product_id, pj.product_id, ap.product_id)`),
    )
    .where('pr.status', '=', 'Approved')
    .where((eb) =>
      eb.or([
        eb('pr.deliverydate', 'is', null),
        eb.and([eb('pr.podate', '<=', last), eb('pr.deliverydate', '>=', first)]),
      ]),
    )
    .select([
      'li.id as list_item_id',
      'p.id as product_id',
      'p.product_family_id',
      'li.project_id',
      'li.application_id',
      'li.type',
      'li.costtype',
      sql<string>`case
        when pr.deliverydate is null then ${undated}
        else round(
          li.amount_eur
            * (least(pr.deliverydate, ${last}::date) - greatest(pr.podate, ${first}::date) + 1)
            / (pr.deliverydate - pr.podate + 1),
          2)
      end`.as('amount_eur'),
    ]);
}

/** Actuals: every invoice line booked in `year` (invoice date, or start of its date range). */
export function invoiceLineYearParts(db: Db, { year }: Pick<FigureYear, 'year'>) {
  return db
    .selectFrom('invoice_lines as il')
    .innerJoin('invoices as i', 'i.id', 'il.invoice_id')
    .innerJoin('purchase_request_list_items as li', 'li.id', 'il.list_item_id')
    .leftJoin('projects as pj', 'pj.id', 'li.project_id')
    .leftJoin('applications as ap', 'ap.id', 'li.application_id')
    .innerJoin('products as p', (join) =>
      join.on(sql<boolean>`p.id = coalesce(li.product_id, pj.product_id, ap.product_id)`),
    )
    .where('i.booked_on', '>=', firstDay(year))
    .where('i.booked_on', '<=', lastDay(year))
    .select([
      'il.id as invoice_line_id',
      'p.id as product_id',
      'p.product_family_id',
      'li.project_id',
      'li.application_id',
      'li.type',
      'li.costtype',
      'il.amount_eur',
    ]);
}

/** Budget: the EUR budget (sum of b* and undef) of every project and application. */
export function entityBudgets(db: Db) {
  const projects = db
    .selectFrom('projects as e')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .select([
      sql<EntityKind>`'project'`.as('kind'),
      'e.id',
      'e.product_id',
      'p.product_family_id',
      'e.budget_eur',
    ]);
  const applications = db
    .selectFrom('applications as e')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .select([
      sql<EntityKind>`'application'`.as('kind'),
      'e.id',
      'e.product_id',
      'p.product_family_id',
      'e.budget_eur',
    ]);
  return projects.unionAll(applications);
}

/** The cap column of families and products: budget_limit with the feature on, else target. */
export const capColumn = (budgetLimitEnabled: boolean) =>
  budgetLimitEnabled ? ('budget_limit' as const) : ('target' as const);

/** A money sum that is '0.00', never NULL or '0', when nothing contributes. */
const money = (expression: ReturnType<typeof sql>) =>
  sql<string>`round(coalesce(${expression}, 0), 2)`;

export interface FamilyFigureOptions extends FigureYear {
  budgetLimitEnabled: boolean;
}

/**
 * Every family with owner and figures, in one statement: a caller adds where/orderBy. Budget is
 * the sum over its products' projects and applications; available budget is its cap minus the
 * caps of its products.
 */
export function familiesWithFigures(db: Kysely<Database>, options: FamilyFigureOptions) {
  const cap = capColumn(options.budgetLimitEnabled);
  return db
    .with('family_budget', (q) =>
      q
        .selectFrom(entityBudgets(q).as('b'))
        .select(['b.product_family_id', sql<string>`sum(b.budget_eur)`.as('amount')])
        .groupBy('b.product_family_id'),
    )
    .with('family_forecast', (q) =>
      q
        .selectFrom(orderItemYearParts(q, options).as('f'))
        .select(['f.product_family_id', sql<string>`sum(f.amount_eur)`.as('amount')])
        .groupBy('f.product_family_id'),
    )
    .with('family_actuals', (q) =>
      q
        .selectFrom(invoiceLineYearParts(q, options).as('a'))
        .select(['a.product_family_id', sql<string>`sum(a.amount_eur)`.as('amount')])
        .groupBy('a.product_family_id'),
    )
    .with('family_product_caps', (q) =>
      q
        .selectFrom('products')
        .select(['product_family_id', sql<string>`sum(${sql.ref(cap)})`.as('amount')])
        .groupBy('product_family_id'),
    )
    .selectFrom('product_families as f')
    .innerJoin('users as owner', 'owner.id', 'f.owner_id')
    .leftJoin('family_budget as fb', 'fb.product_family_id', 'f.id')
    .leftJoin('family_forecast as ff', 'ff.product_family_id', 'f.id')
    .leftJoin('family_actuals as fa', 'fa.product_family_id', 'f.id')
    .leftJoin('family_product_caps as fc', 'fc.product_family_id', 'f.id')
    .select([
      'f.id',
      'f.name',
      'owner.username as owner',
      'f.year',
      money(sql.ref('fb.amount')).as('budget'),
      'f.budget_limit',
      'f.target',
      money(sql.ref('ff.amount')).as('forecast'),
      money(sql.ref('fa.amount')).as('actuals'),
      money(sql.ref('ff.amount')).as('total_product_forecast'),
      money(sql.ref('fa.amount')).as('total_product_actuals'),
      sql<string>`round(coalesce(${sql.ref(`f.${cap}`)}, 0) - coalesce(fc.amount, 0), 2)`.as(
        'available_budget',
      ),
    ]);
}
