// Budget, forecast and actuals (DESIGN.md §4) as SQL building blocks. Each block yields one row
// per contributing record with the product and family it rolls up to, its type × cost type and
// its EUR value for one calendar year; a list query groups them once (never a query per row).
// Families use them now; products, projects and applications group the same blocks by their own
// column (product_id, project_id, application_id, type, costtype) for the cost codes f*/a*.
import { sql, type Kysely, type QueryCreator, type RawBuilder } from 'kysely';
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
  return approvedOrderItems(db, sql<boolean>`true`, firstDay(year), lastDay(year)).select([
    'li.id as list_item_id',
    'li.product_id',
    'li.product_family_id',
    'li.project_id',
    'li.application_id',
    'li.type',
    'li.costtype',
    orderYearPart(sql.ref('li.amount_eur'), year, currentYear).as('amount_eur'),
  ]);
}

/** Actuals: every invoice line booked in `year` (invoice date, or start of its date range). */
export function invoiceLineYearParts(db: Db, { year }: Pick<FigureYear, 'year'>) {
  return bookedInvoiceLines(db, sql<boolean>`true`, firstDay(year), lastDay(year)).select([
    'il.id as invoice_line_id',
    'li.product_id',
    'li.product_family_id',
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
export const money = (expression: RawBuilder<unknown>) =>
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

// ---------------------------------------------------------------------------------------------
// Products, projects and applications: the same rules, split by cost code and over three years.

/** The six cost codes of spec §3 (c/e × i/m/e) with the list-item type and cost type they mean. */
export const COST_CODES = [
  { code: 'ci', type: 'Capital', costtype: 'Infrastructure' },
  { code: 'cm', type: 'Capital', costtype: 'Maintenance' },
  { code: 'ce', type: 'Capital', costtype: 'Enhancement' },
  { code: 'ei', type: 'Expense', costtype: 'Infrastructure' },
  { code: 'em', type: 'Expense', costtype: 'Maintenance' },
  { code: 'ee', type: 'Expense', costtype: 'Enhancement' },
] as const;
export type CostCode = (typeof COST_CODES)[number]['code'];

/** The years around the current one that products report (lastyear, current, nextyear). */
export const YEAR_COLUMNS = ['last_year', 'current_year', 'next_year'] as const;
export type YearColumn = (typeof YEAR_COLUMNS)[number];
const yearOf = (column: YearColumn, currentYear: number) =>
  currentYear + YEAR_COLUMNS.indexOf(column) - 1;

/**
 * The part of an EUR amount of an order (alias `pr`) that falls in `year`: pro rata by days from
 * its start date to its delivery date, both included, rounded to cents; without a delivery date
 * all of it in the current year (DESIGN.md §4).
 */
export function orderYearPart(amount: RawBuilder<unknown>, year: number, currentYear: number) {
  const first = firstDay(year);
  const last = lastDay(year);
  // 0.00, not 0: the value is sent as it prints (money has two decimals).
  const undated = year === currentYear ? amount : sql`0.00`;
  return sql<string>`case
    when pr.deliverydate is null then ${undated}
    when pr.podate > ${last}::date or pr.deliverydate < ${first}::date then 0.00
    else round(
      ${amount}
        * (least(pr.deliverydate, ${last}::date) - greatest(pr.podate, ${first}::date) + 1)
        / (pr.deliverydate - pr.podate + 1),
      2)
  end`;
}

/**
 * The list items of the products matching `scope` (a condition on `products as p`), with the
 * product they roll up to and whether they are booked on it directly. Three branches — on the
 * product, on one of its projects, on one of its applications — so that a narrow scope (one
 * product, one family) walks the foreign-key indexes instead of every item.
 */
function itemsOfProducts(db: Db, scope: RawBuilder<boolean>) {
  const columns = [
    'li.id',
    'li.purchase_request_id',
    'li.project_id',
    'li.application_id',
    'li.type',
    'li.costtype',
    'li.amount_eur',
    'p.id as product_id',
    'p.product_family_id',
  ] as const;
  const direct = db
    .selectFrom('purchase_request_list_items as li')
    .innerJoin('products as p', 'p.id', 'li.product_id')
    .where(scope)
    .select([...columns, sql<boolean>`true`.as('direct')]);
  const via = (table: 'projects' | 'applications', column: 'project_id' | 'application_id') =>
    db
      .selectFrom('purchase_request_list_items as li')
      .innerJoin(`${table} as e`, 'e.id', `li.${column}`)
      .innerJoin('products as p', 'p.id', 'e.product_id')
      .where(scope)
      .select([...columns, sql<boolean>`false`.as('direct')]);
  return direct
    .unionAll(via('projects', 'project_id'))
    .unionAll(via('applications', 'application_id'));
}

/**
 * The items of `itemsOfProducts` on approved orders that touch the days `first`..`last` (an order
 * without a delivery date always does: it counts in the current year).
 */
function approvedOrderItems(db: Db, scope: RawBuilder<boolean>, first: string, last: string) {
  return db
    .selectFrom(itemsOfProducts(db, scope).as('li'))
    .innerJoin('purchase_requests as pr', 'pr.id', 'li.purchase_request_id')
    .where('pr.status', '=', 'Approved')
    .where((eb) =>
      eb.or([
        eb('pr.deliverydate', 'is', null),
        eb.and([eb('pr.podate', '<=', last), eb('pr.deliverydate', '>=', first)]),
      ]),
    );
}

/** The invoice lines on items of `itemsOfProducts` booked on the days `first`..`last`. */
function bookedInvoiceLines(db: Db, scope: RawBuilder<boolean>, first: string, last: string) {
  return db
    .selectFrom(itemsOfProducts(db, scope).as('li'))
    .innerJoin('invoice_lines as il', 'il.list_item_id', 'li.id')
    .innerJoin('invoices as i', 'i.id', 'il.invoice_id')
    .where('i.booked_on', '>=', first)
    .where('i.booked_on', '<=', last);
}

/**
 * Every list item of an approved order of the products in `scope` that touches last, current or
 * next year, with its EUR part in each of them, the product it rolls up to and whether it is
 * booked on the product itself (`direct`).
 */
export function orderItemThreeYears(db: Db, currentYear: number, scope: RawBuilder<boolean>) {
  const amount = sql.ref('li.amount_eur');
  return approvedOrderItems(db, scope, firstDay(currentYear - 1), lastDay(currentYear + 1)).select([
    'li.product_id',
    'li.project_id',
    'li.application_id',
    'li.direct',
    'li.type',
    'li.costtype',
    ...YEAR_COLUMNS.map((column) =>
      orderYearPart(amount, yearOf(column, currentYear), currentYear).as(column),
    ),
  ]);
}

/**
 * Every invoice line on items of the products in `scope` booked in last, current or next year,
 * its EUR amount in that year's column.
 */
export function invoiceLineThreeYears(db: Db, currentYear: number, scope: RawBuilder<boolean>) {
  return bookedInvoiceLines(db, scope, firstDay(currentYear - 1), lastDay(currentYear + 1)).select([
    'li.product_id',
    'li.project_id',
    'li.application_id',
    'li.direct',
    'li.type',
    'li.costtype',
    ...YEAR_COLUMNS.map((column) => {
      const year = yearOf(column, currentYear);
      return sql<string>`case when i.booked_on between ${firstDay(year)}::date
          and ${lastDay(year)}::date then il.amount_eur else 0 end`.as(column);
    }),
  ]);
}

/**
 * `sum(<column>)` of the rows of one cost code, for each of the six codes: the pivot from rows
 * (type × cost type) to the columns `<prefix>ci` … `<prefix>ee`. `only` narrows the rows further
 * (e.g. `direct`). Every sum is a money string, '0.00' when nothing contributes.
 */
export function costCodeSums(
  column: string,
  prefix: string,
  only: RawBuilder<boolean> = sql<boolean>`true`,
) {
  const sumWhere = (condition: RawBuilder<boolean>) =>
    money(sql`sum(${sql.ref(column)}) filter (where ${condition} and ${only})`);
  return [
    ...COST_CODES.map(({ code, type, costtype }) =>
      sumWhere(sql`type = ${type} and costtype = ${costtype}`).as(`${prefix}${code}`),
    ),
    // Totals over the codes: an item whose type is still Undefined has no code and no total.
    sumWhere(sql`type = 'Capital'`).as(`${prefix}capital`),
    sumWhere(sql`type = 'Expense'`).as(`${prefix}expense`),
    sumWhere(sql`type in ('Capital', 'Expense')`).as(`${prefix}total`),
  ];
}

/** The names of the columns costCodeSums makes for a prefix. */
export const costCodeColumns = (prefix: string) => [
  ...COST_CODES.map(({ code }) => `${prefix}${code}`),
  `${prefix}capital`,
  `${prefix}expense`,
  `${prefix}total`,
];

/** The cost codes of a row as a CostCodes object ({ ci, cm, ce, ei, em, ee }). */
export function costCodes(row: Record<string, unknown>, prefix: string): Record<CostCode, string> {
  return Object.fromEntries(
    COST_CODES.map(({ code }) => [code, String(row[`${prefix}${code}`] ?? '0.00')]),
  ) as Record<CostCode, string>;
}

/**
 * The current-year forecast parts of the list items booked on projects or on applications
 * (`column`), without resolving their product: the lean block for the entity lists.
 */
export function entityItemParts(
  db: Db,
  column: 'project_id' | 'application_id',
  currentYear: number,
) {
  return db
    .selectFrom('purchase_request_list_items as li')
    .innerJoin('purchase_requests as pr', 'pr.id', 'li.purchase_request_id')
    .where('pr.status', '=', 'Approved')
    .where(sql.ref(`li.${column}`), 'is not', null)
    .where((eb) =>
      eb.or([
        eb('pr.deliverydate', 'is', null),
        eb.and([
          eb('pr.podate', '<=', lastDay(currentYear)),
          eb('pr.deliverydate', '>=', firstDay(currentYear)),
        ]),
      ]),
    )
    .select([
      sql.ref<number>(`li.${column}`).as('entity_id'),
      'li.type',
      'li.costtype',
      orderYearPart(sql.ref('li.amount_eur'), currentYear, currentYear).as('current_year'),
    ]);
}

/** The invoice lines booked this year on items of projects or of applications (`column`). */
export function entityLineParts(
  db: Db,
  column: 'project_id' | 'application_id',
  currentYear: number,
) {
  return db
    .selectFrom('invoice_lines as il')
    .innerJoin('invoices as i', 'i.id', 'il.invoice_id')
    .innerJoin('purchase_request_list_items as li', 'li.id', 'il.list_item_id')
    .where(sql.ref(`li.${column}`), 'is not', null)
    .where('i.booked_on', '>=', firstDay(currentYear))
    .where('i.booked_on', '<=', lastDay(currentYear))
    .select([
      sql.ref<number>(`li.${column}`).as('entity_id'),
      'li.type',
      'li.costtype',
      'il.amount_eur as current_year',
    ]);
}
