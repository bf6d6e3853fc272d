// Products with every figure of CONTRACT.md 'Products' in one statement for any list: each block
// is aggregated once per product (GROUP BY), never once per row.
import { sql, type Kysely, type QueryCreator, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  capColumn,
  costCodeColumns,
  costCodeSums,
  entityItemParts,
  invoiceLineThreeYears,
  money,
  orderItemThreeYears,
  YEAR_COLUMNS,
} from '../figures.ts';
import { allOf, idIn, ownedByAny } from '../scope.ts';

export interface ProductFilter {
  id?: number[];
  productfamily?: number[];
  owner?: string[];
  region?: number[];
  platform?: boolean;
}

/** The filter as a condition on `products as p`. */
export function productScope(filter: ProductFilter): RawBuilder<boolean> {
  return allOf([
    filter.id && idIn('p.id', filter.id),
    filter.productfamily && idIn('p.product_family_id', filter.productfamily),
    filter.owner && ownedByAny('p.owner_id', filter.owner),
    filter.region && idIn('p.region_id', filter.region),
    filter.platform !== undefined &&
      (filter.platform ? sql<boolean>`p.platform_cost is not null` : sql`p.platform_cost is null`),
  ]);
}

export interface ProductFigureOptions {
  currentYear: number;
  budgetLimitEnabled: boolean;
}

const FORECAST_PREFIXES = ['f', 'product_PR_f', 'lastyear_f', 'nextyear_f'];
const ACTUALS_PREFIXES = ['a', 'prod_invoice_a', 'lastyear_a', 'nextyear_a'];
/** What the year parts are summed by before the pivot: product × code × booked on it or not. */
const PART_KEYS = ['product_id', 'type', 'costtype', 'direct'] as const;
const yearSums = () =>
  YEAR_COLUMNS.map((column) => sql<string>`sum(${sql.ref(column)})`.as(column));
const BUDGET_CODES = ['bci', 'bcm', 'bce', 'bei', 'bem', 'bee', 'undef'] as const;

/** EUR budgets of the projects and applications of the products in scope, by cost code. */
function entityBudgetCodes(db: QueryCreator<Database>, scope: RawBuilder<boolean>) {
  const of = (table: 'projects' | 'applications') =>
    db
      .selectFrom(`${table} as e`)
      .innerJoin('products as p', 'p.id', 'e.product_id')
      .where(scope)
      .select([
        'e.product_id',
        ...BUDGET_CODES.map((code) => sql.ref<string>(`e.${code}_eur`).as(code)),
        'e.budget_eur',
      ]);
  return of('projects').unionAll(of('applications'));
}

/** Every product in scope with all its figures (flat columns; see shape.ts). */
export function productsWithFigures(
  db: Kysely<Database>,
  options: ProductFigureOptions,
  scope: RawBuilder<boolean>,
) {
  const year = options.currentYear;
  const cap = capColumn(options.budgetLimitEnabled);
  const direct = sql<boolean>`direct`;
  return (
    db
      // Summed by product × code first (a few rows per product), then pivoted to columns: the
      // pivot's filtered sums then run over thousands of rows, not over every item and line.
      .with('item_parts', (q) => orderItemThreeYears(q, year, scope))
      .with('line_parts', (q) => invoiceLineThreeYears(q, year, scope))
      .with('items', (q) =>
        q
          .selectFrom('item_parts')
          .select([...PART_KEYS, ...yearSums()])
          .groupBy([...PART_KEYS]),
      )
      .with('lines', (q) =>
        q
          .selectFrom('line_parts')
          .select([...PART_KEYS, ...yearSums()])
          .groupBy([...PART_KEYS]),
      )
      .with('product_orders', (q) =>
        q
          .selectFrom('items')
          .select([
            'product_id',
            ...costCodeSums('current_year', 'f'),
            ...costCodeSums('current_year', 'product_PR_f', direct),
            ...costCodeSums('last_year', 'lastyear_f'),
            ...costCodeSums('next_year', 'nextyear_f'),
          ])
          .groupBy('product_id'),
      )
      .with('product_lines', (q) =>
        q
          .selectFrom('lines')
          .select([
            'product_id',
            ...costCodeSums('current_year', 'a'),
            ...costCodeSums('current_year', 'prod_invoice_a', direct),
            ...costCodeSums('last_year', 'lastyear_a'),
            ...costCodeSums('next_year', 'nextyear_a'),
          ])
          .groupBy('product_id'),
      )
      .with('product_budgets', (q) =>
        q
          .selectFrom(entityBudgetCodes(q, scope).as('b'))
          .select([
            'b.product_id',
            ...BUDGET_CODES.map((code) => money(sql`sum(${sql.ref(`b.${code}`)})`).as(code)),
            money(sql`sum(b.budget_eur)`).as('budget'),
          ])
          .groupBy('b.product_id'),
      )
      // Planning: approved future budgets of last and next year, on the product or its entities.
      .with('product_plans', (q) =>
        q
          .selectFrom('future_budgets as fb')
          .leftJoin('projects as pj', 'pj.id', 'fb.project_id')
          .leftJoin('applications as ap', 'ap.id', 'fb.application_id')
          .innerJoin('products as p', (join) =>
            join.on(sql<boolean>`p.id = coalesce(fb.product_id, pj.product_id, ap.product_id)`),
          )
          .where('fb.status', '=', 'approved')
          .where('fb.year', 'in', [year - 1, year + 1])
          .where(scope)
          .select([
            'p.id as product_id',
            money(sql`sum(fb.approved_budget) filter (where fb.year = ${year - 1})`).as(
              'last_year',
            ),
            money(sql`sum(fb.approved_budget) filter (where fb.year = ${year + 1})`).as(
              'next_year',
            ),
          ])
          .groupBy('p.id'),
      )
      // A platform's consumers are projects and applications of other products: their own
      // current-year items, whatever the scope of the list, matched on (kind, id).
      .with('consumer_parts', (q) =>
        entityItemParts(q, 'project_id', year)
          .where('li.project_id', 'in', q.selectFrom('platform_consumers').select('project_id'))
          .select(sql<string>`'project'`.as('kind'))
          .unionAll(
            entityItemParts(q, 'application_id', year)
              .where(
                'li.application_id',
                'in',
                q.selectFrom('platform_consumers').select('application_id'),
              )
              .select(sql<string>`'application'`.as('kind')),
          ),
      )
      .with('consumer_forecast', (q) =>
        q
          .selectFrom('platform_consumers as pc')
          .innerJoin('products as p', 'p.id', 'pc.platform_product_id')
          .innerJoin('consumer_parts as cp', (join) =>
            join.on(
              sql<boolean>`cp.entity_id = coalesce(pc.project_id, pc.application_id)
                and cp.kind = case when pc.project_id is null then 'application' else 'project' end`,
            ),
          )
          .where(scope)
          .where('p.platform_cost', 'is not', null)
          .where('cp.type', 'in', ['Capital', 'Expense'])
          .select(['p.id as product_id', money(sql`sum(cp.current_year)`).as('amount')])
          .groupBy('p.id'),
      )
      .selectFrom('products as p')
      .innerJoin('product_families as f', 'f.id', 'p.product_family_id')
      .innerJoin('users as owner', 'owner.id', 'p.owner_id')
      .leftJoin('regions as r', 'r.id', 'p.region_id')
      .leftJoin('product_orders as po', 'po.product_id', 'p.id')
      .leftJoin('product_lines as pl', 'pl.product_id', 'p.id')
      .leftJoin('product_budgets as pb', 'pb.product_id', 'p.id')
      .leftJoin('product_plans as pp', 'pp.product_id', 'p.id')
      .leftJoin('consumer_forecast as cf', 'cf.product_id', 'p.id')
      .where(scope)
      .select([
        'p.id',
        'p.name',
        'p.product_family_id as productfamily',
        'f.name as productfamilyname',
        'p.region_id as region',
        'r.name as regionname',
        'owner.username as owner',
        'p.image_id as image',
        'p.budget_limit',
        'p.target',
        sql<string>`round(coalesce(${sql.ref(`p.${cap}`)}, 0) - coalesce(pb.budget, 0), 2)`.as(
          'available_budget',
        ),
        'p.platform_cost',
        money(sql.ref('pb.budget')).as('budget'),
        ...BUDGET_CODES.map((code) => money(sql.ref(`pb.${code}`)).as(code)),
        ...FORECAST_PREFIXES.flatMap(costCodeColumns).map((column) =>
          money(sql.ref(`po.${column}`)).as(column),
        ),
        ...ACTUALS_PREFIXES.flatMap(costCodeColumns).map((column) =>
          money(sql.ref(`pl.${column}`)).as(column),
        ),
        money(sql.ref('pp.last_year')).as('lastyear_budget'),
        money(sql.ref('pp.next_year')).as('nextyear_budget'),
        money(sql.ref('cf.amount')).as('total_consumers_forecast'),
      ])
      .orderBy(sql`lower(p.name)`)
      .orderBy('p.id')
  );
}

/**
 * The family row, locked for the rest of the transaction, with its remaining budget: its cap
 * minus the caps of its products (DESIGN.md §4). Undefined when there is no such family.
 */
export async function familyAvailableBudgetForUpdate(
  trx: Kysely<Database>,
  familyId: number,
  options: Pick<ProductFigureOptions, 'budgetLimitEnabled'>,
) {
  const cap = capColumn(options.budgetLimitEnabled);
  const family = await trx
    .selectFrom('product_families')
    .select(['id', 'name', cap])
    .where('id', '=', familyId)
    .forUpdate()
    .executeTakeFirst();
  if (!family) return undefined;
  const { available } = await trx
    .selectFrom('products')
    .select(
      sql<string>`round(coalesce(${family[cap]}::numeric, 0) - coalesce(sum(${sql.ref(cap)}), 0), 2)`.as(
        'available',
      ),
    )
    .where('product_family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  return { id: family.id, name: family.name, available };
}

export interface NewProduct {
  name: string;
  familyId: number;
  regionId: number | null;
  ownerId: number;
  imageId: number | null;
  budgetLimit: string | null;
  target: string | null;
  platformCost: string | null;
}

export async function insertProduct(trx: Kysely<Database>, product: NewProduct) {
  const { id } = await trx
    .insertInto('products')
    .values({
      name: product.name,
      product_family_id: product.familyId,
      region_id: product.regionId,
      owner_id: product.ownerId,
      image_id: product.imageId,
      budget_limit: product.budgetLimit,
      target: product.target,
      platform_cost: product.platformCost,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The product row locked for the write that follows (budget checks, platform cost). */
export function lockProduct(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom('products')
    .select(['id', 'name', 'owner_id', 'platform_cost', 'budget_limit', 'target'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function setPlatformCost(trx: Kysely<Database>, id: number, cost: string) {
  return trx.updateTable('products').set({ platform_cost: cost }).where('id', '=', id).execute();
}
