// Products with every figure of CONTRACT.md 'Products' in one statement for any list: forecast
// and actuals from the product's rows of product_year_figures (kept by the database), budgets,
// plans and consumers aggregated once per product (GROUP BY), never once per row.
import { sql, type Kysely, type QueryCreator, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { money } from '../../db/money.ts';
import { capColumn, PRODUCT_YEAR_JOINS, productFigureColumns } from '../figures.ts';
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

/**
 * Approved plans of these years on the products in scope or their projects or applications (a
 * plan names one of them: the product's own first, as `coalesce` would). Three indexed joins
 * from the products: joining every plan to its product by `coalesce(…)` read all of them (31 of
 * the 47 ms of one family's products at scale 10).
 */
function plansInScope(db: QueryCreator<Database>, scope: RawBuilder<boolean>, years: number[]) {
  const approved = db
    .selectFrom('future_budgets as fb')
    .where('fb.status', '=', 'approved')
    .where('fb.year', 'in', years);
  const columns = ['p.id as product_id', 'fb.year', 'fb.approved_budget'] as const;
  return approved
    .innerJoin('products as p', 'p.id', 'fb.product_id')
    .where(scope)
    .select(columns)
    .unionAll(
      approved
        .innerJoin('projects as pj', 'pj.id', 'fb.project_id')
        .innerJoin('products as p', 'p.id', 'pj.product_id')
        .where('fb.product_id', 'is', null)
        .where(scope)
        .select(columns),
    )
    .unionAll(
      approved
        .innerJoin('applications as ap', 'ap.id', 'fb.application_id')
        .innerJoin('products as p', 'p.id', 'ap.product_id')
        .where('fb.product_id', 'is', null)
        .where('fb.project_id', 'is', null)
        .where(scope)
        .select(columns),
    );
}

/** Every product in scope with all its figures (flat columns, unordered; see shape.ts). */
export function productsWithFigures(
  db: Kysely<Database>,
  options: ProductFigureOptions,
  scope: RawBuilder<boolean>,
) {
  const year = options.currentYear;
  const cap = capColumn(options.budgetLimitEnabled);
  return (
    db
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
      // Planning: approved future budgets of last and next year, on the product or its entities
      // (plansInScope: reached from the products in scope, not by scanning every plan).
      .with('product_plans', (q) =>
        q
          .selectFrom(plansInScope(q, scope, [year - 1, year + 1]).as('fb'))
          .select([
            'fb.product_id',
            money(sql`sum(fb.approved_budget) filter (where fb.year = ${year - 1})`).as(
              'last_year',
            ),
            money(sql`sum(fb.approved_budget) filter (where fb.year = ${year + 1})`).as(
              'next_year',
            ),
          ])
          .groupBy('fb.product_id'),
      )
      // What a platform's consumers carry of its cost: the sum of their equal shares (the view
      // of migration 0012) — the platform cost once it has a consumer, else 0.
      .with('consumer_forecast', (q) =>
        q
          .selectFrom('platform_consumer_shares as pcs')
          .innerJoin('products as p', 'p.id', 'pcs.platform_product_id')
          .where(scope)
          .select(['p.id as product_id', money(sql`sum(pcs.share)`).as('amount')])
          .groupBy('p.id'),
      )
      .selectFrom('products as p')
      .innerJoin('product_families as f', 'f.id', 'p.product_family_id')
      .innerJoin('users as owner', 'owner.id', 'p.owner_id')
      .leftJoin('regions as r', 'r.id', 'p.region_id')
      .$call((query) =>
        PRODUCT_YEAR_JOINS.reduce(
          (joined, { alias, year: yearOfRow }) =>
            joined.leftJoin(`product_year_figures as ${alias}`, (join) => {
              const row = yearOfRow(year);
              const on = join.onRef(`${alias}.product_id`, '=', 'p.id');
              return row === null
                ? on.on(`${alias}.year`, 'is', null)
                : on.on(`${alias}.year`, '=', row);
            }),
          query,
        ),
      )
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
        ...productFigureColumns(),
        money(sql.ref('pp.last_year')).as('lastyear_budget'),
        money(sql.ref('pp.next_year')).as('nextyear_budget'),
        money(sql.ref('cf.amount')).as('total_consumers_forecast'),
      ])
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
    .forNoKeyUpdate()
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

/**
 * The product row locked for the write that follows (budget checks, platform cost). `no key
 * update`: writers queue here, but a foreign-key check of another transaction (the figure
 * triggers') passes — `for update` made the two wait for each other (README, row locks).
 */
export function lockProduct(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom('products')
    .select(['id', 'name', 'owner_id', 'platform_cost', 'budget_limit', 'target'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/**
 * Several product rows locked as lockProduct does, in id order: two writers that each touch the
 * same two products (a project moved one way and another moved back) queue instead of deadlocking.
 */
export async function lockProducts(trx: Kysely<Database>, ids: readonly number[]) {
  await trx
    .selectFrom('products')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

export function setPlatformCost(trx: Kysely<Database>, id: number, cost: string) {
  return trx.updateTable('products').set({ platform_cost: cost }).where('id', '=', id).execute();
}
