// Budget, forecast and actuals (DESIGN.md §4) as SQL building blocks for the lists. Forecast and
// actuals are read from `figure_rollup` (a few rows per project, application and product, kept
// by the database: migrations/0003-figure-rollup.ts), a family's budget from its products' kept
// budgets (0014); a list query groups them once, never once per row.
import { sql, type Kysely, type QueryCreator, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { money } from '../db/money.ts';

export interface FigureYear {
  /** The calendar year the figures are for. */
  year: number;
  /** The year of "today": orders without a delivery date count wholly in it. */
  currentYear: number;
}

type Db = QueryCreator<Database>;
export type EntityKind = 'project' | 'application';

/**
 * The rollup rows (alias `r`) that count in `year`: orders without a delivery date (year NULL)
 * count in the current year.
 */
export function rollupRowsIn(year: number, currentYear: number): RawBuilder<boolean> {
  return year === currentYear
    ? sql<boolean>`(r.year = ${year} or r.year is null)`
    : sql<boolean>`r.year = ${year}`;
}

/**
 * Approved future budgets of `year` (planning: next year's budget, DESIGN.md §4) with the
 * family, product, project and application each counts for: a plan for a project counts for its
 * product and family too. The one place where "approved plan → budget" is coded for the lists.
 */
export function approvedPlans(db: Db, year: number) {
  return db
    .selectFrom('future_budgets as fb')
    .leftJoin('projects as pj', 'pj.id', 'fb.project_id')
    .leftJoin('applications as ap', 'ap.id', 'fb.application_id')
    .leftJoin('products as pp', (join) =>
      join.on(sql<boolean>`pp.id = coalesce(fb.product_id, pj.product_id, ap.product_id)`),
    )
    .where('fb.status', '=', 'approved')
    .where('fb.year', '=', year)
    .select([
      sql<number>`coalesce(fb.product_family_id, pp.product_family_id)`.as('product_family_id'),
      'pp.id as product_id',
      'fb.project_id',
      'fb.application_id',
      sql<string>`fb.approved_budget`.as('amount'),
    ]);
}

/** The cap column of families and products: budget_limit with the feature on, else target. */
export const capColumn = (budgetLimitEnabled: boolean) =>
  budgetLimitEnabled ? ('budget_limit' as const) : ('target' as const);

export interface FamilyFigureOptions extends FigureYear {
  budgetLimitEnabled: boolean;
}

/**
 * What a rollup row (alias `r`) holds of one figure (`f` forecast, `a` actuals) in all: every
 * cost code and the Undefined items.
 */
export function everythingBooked(figure: 'f' | 'a'): RawBuilder<string> {
  return sql<string>`${sql.join(
    [
      ...COST_CODES.map(({ code }) => sql.ref(`r.${figure}_${code}`)),
      sql.ref(`r.${figure}_undefined`),
    ],
    sql` + `,
  )}`;
}

/**
 * Every family with owner and figures, in one statement: a caller adds where/orderBy. Budget is
 * the sum over its products' projects and applications; available budget is its cap minus the
 * caps of its products.
 */
export function familiesWithFigures(
  db: Kysely<Database>,
  options: FamilyFigureOptions,
  /** Only these families (a page): every aggregate reads their rows only. */
  familyIds?: number[],
) {
  const cap = capColumn(options.budgetLimitEnabled);
  const only = (column: string) =>
    familyIds ? sql<boolean>`${sql.ref(column)} = any(${familyIds}::int[])` : sql<boolean>`true`;
  return (
    db
      // Each product's budget is kept on it (migration 0014): one row per product to add up.
      .with('family_budget', (q) =>
        q
          .selectFrom('products as p')
          .where(only('p.product_family_id'))
          .select(['p.product_family_id', sql<string>`sum(p.rollup_budget_eur)`.as('amount')])
          .groupBy('p.product_family_id'),
      )
      .with('family_figures', (q) => {
        const all = everythingBooked;
        return q
          .selectFrom('product_year_figures as r')
          .innerJoin('products as p', 'p.id', 'r.product_id')
          .where(rollupRowsIn(options.year, options.currentYear))
          .where(only('p.product_family_id'))
          .select([
            'p.product_family_id',
            sql<string>`sum(${all('f')})`.as('forecast'),
            sql<string>`sum(${all('a')})`.as('actuals'),
          ])
          .groupBy('p.product_family_id');
      })
      // Planning: next year's approved budgets of the family, its products and their entities.
      .with('family_plans', (q) =>
        q
          .selectFrom(approvedPlans(q, options.currentYear + 1).as('plan'))
          .where(only('plan.product_family_id'))
          .select(['plan.product_family_id', sql<string>`sum(plan.amount)`.as('amount')])
          .groupBy('plan.product_family_id'),
      )
      .with('family_product_caps', (q) =>
        q
          .selectFrom('products')
          .where(only('product_family_id'))
          .select(['product_family_id', sql<string>`sum(${sql.ref(cap)})`.as('amount')])
          .groupBy('product_family_id'),
      )
      .selectFrom('product_families as f')
      .innerJoin('users as owner', 'owner.id', 'f.owner_id')
      .leftJoin('family_budget as fb', 'fb.product_family_id', 'f.id')
      .leftJoin('family_figures as ff', 'ff.product_family_id', 'f.id')
      .leftJoin('family_product_caps as fc', 'fc.product_family_id', 'f.id')
      .leftJoin('family_plans as fp', 'fp.product_family_id', 'f.id')
      .select([
        'f.id',
        'f.name',
        'owner.username as owner',
        'f.year',
        money(sql.ref('fb.amount')).as('budget'),
        'f.budget_limit',
        'f.target',
        money(sql.ref('ff.forecast')).as('forecast'),
        money(sql.ref('ff.actuals')).as('actuals'),
        money(sql.ref('ff.forecast')).as('total_product_forecast'),
        money(sql.ref('ff.actuals')).as('total_product_actuals'),
        money(sql.ref('fp.amount')).as('totalnextyearbudget'),
        sql<string>`round(coalesce(${sql.ref(`f.${cap}`)}, 0) - coalesce(fc.amount, 0), 2)`.as(
          'available_budget',
        ),
      ])
  );
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

/** The rows of product_year_figures a product list joins, by the alias it joins them under. */
export const PRODUCT_YEAR_JOINS = [
  { alias: 'y_last', year: (currentYear: number) => currentYear - 1 },
  { alias: 'y_current', year: (currentYear: number) => currentYear },
  { alias: 'y_next', year: (currentYear: number) => currentYear + 1 },
  // Orders without a delivery date: they count in the current year.
  { alias: 'y_undated', year: () => null },
] as const;

/** The figure columns of a product (see products/shape.ts) from the joined year rows. */
export function productFigureColumns() {
  const current = ['y_current', 'y_undated'];
  const sources = [
    { prefix: 'f', column: 'f', rows: current },
    { prefix: 'product_PR_f', column: 'fd', rows: current },
    { prefix: 'lastyear_f', column: 'f', rows: ['y_last'] },
    { prefix: 'nextyear_f', column: 'f', rows: ['y_next'] },
    { prefix: 'a', column: 'a', rows: current },
    { prefix: 'prod_invoice_a', column: 'ad', rows: current },
    { prefix: 'lastyear_a', column: 'a', rows: ['y_last'] },
    { prefix: 'nextyear_a', column: 'a', rows: ['y_next'] },
  ];
  const sumOf = (columns: string[], rows: string[]) =>
    money(
      sql.join(
        rows.flatMap((row) =>
          columns.map((column) => sql`coalesce(${sql.ref(`${row}.${column}`)}, 0.00)`),
        ),
        sql` + `,
      ),
    );
  return sources.flatMap(({ prefix, column, rows }) => {
    const of = (codes: readonly { code: CostCode }[]) =>
      codes.map(({ code }) => `${column}_${code}`);
    const capital = of(COST_CODES.filter(({ type }) => type === 'Capital'));
    const expense = of(COST_CODES.filter(({ type }) => type === 'Expense'));
    return [
      ...COST_CODES.map(({ code }) => sumOf([`${column}_${code}`], rows).as(`${prefix}${code}`)),
      // Totals over the codes: an item whose type is still Undefined has no code and no total.
      sumOf(capital, rows).as(`${prefix}capital`),
      sumOf(expense, rows).as(`${prefix}expense`),
      sumOf([...capital, ...expense], rows).as(`${prefix}total`),
    ];
  });
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

/** The cost codes of a row as a CostCodes object ({ ci, cm, ce, ei, em, ee }). */
export function costCodes(row: Record<string, unknown>, prefix: string): Record<CostCode, string> {
  // A literal, not Object.fromEntries: a list of a thousand products makes twelve per product.
  const at = (code: CostCode) => String(row[prefix + code] ?? '0.00');
  return { ci: at('ci'), cm: at('cm'), ce: at('ce'), ei: at('ei'), em: at('em'), ee: at('ee') };
}

/**
 * The current-year rollup rows of projects or of applications (`column`) as
 * (entity_id, type, costtype, forecast, actuals): the lean block for the entity lists.
 */
export function entityCurrentYearRows(
  db: Db,
  column: 'project_id' | 'application_id',
  currentYear: number,
) {
  return db
    .selectFrom('figure_rollup as r')
    .where(sql.ref(`r.${column}`), 'is not', null)
    .where(rollupRowsIn(currentYear, currentYear))
    .select([
      sql.ref<number>(`r.${column}`).as('entity_id'),
      'r.type',
      'r.costtype',
      // Rows of undated orders (year NULL) carry no actuals: invoices always have a date.
      'r.forecast',
      'r.actuals',
    ]);
}
