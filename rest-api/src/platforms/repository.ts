// SQL of the platforms domain (CONTRACT.md 'Platforms'): platforms as a keyed list and as pages,
// their products with budget, platform cost and what the consumers carry, the consumers with their
// equal shares (the view of migration 0012), and the writes' locks and inserts. Every figure is
// one aggregate statement per list, never a query per row.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { pageOf } from '../db/paging.ts';
import type { Database } from '../db/schema.ts';
import { contains } from '../db/search.ts';
import { money } from '../db/money.ts';
import type { PageRequest } from '../http/paging.ts';

export const PLATFORM_SORT_FIELDS = ['name', 'budget'] as const;
export type PlatformSortField = (typeof PLATFORM_SORT_FIELDS)[number];

const PLATFORM_ORDER: Record<PlatformSortField, RawBuilder<unknown>> = {
  name: sql`lower(pl.name)`,
  budget: sql`pl.budget`,
};

export interface PlatformFilter {
  search?: string | undefined;
  ids?: number[] | undefined;
}

function matchingPlatforms(db: Kysely<Database>, filter: PlatformFilter) {
  let query = db.selectFrom('platforms as pl');
  if (filter.search) query = query.where(contains(sql`pl.name`, filter.search));
  if (filter.ids) query = query.where('pl.id', 'in', filter.ids.length ? filter.ids : [0]);
  return query;
}

function withPlatformColumns(db: Kysely<Database>, filter: PlatformFilter) {
  return matchingPlatforms(db, filter)
    .innerJoin('users as owner', 'owner.id', 'pl.owner_id')
    .select([
      'pl.id',
      'pl.name',
      'owner.username as owner',
      'pl.budget',
      sql<number>`(select count(*)::int from platform_products pp
                     join products p on p.id = pp.product_id
                    where pp.platform_id = pl.id and p.platform_cost is not null)`.as(
        'product_count',
      ),
    ]);
}

export function platformsOf(db: Kysely<Database>, filter: PlatformFilter) {
  return withPlatformColumns(db, filter).orderBy(PLATFORM_ORDER.name).orderBy('pl.id').execute();
}

export type PlatformRow = Awaited<ReturnType<typeof platformsOf>>[number];

export function platformsPage(
  db: Kysely<Database>,
  filter: PlatformFilter,
  page: PageRequest<PlatformSortField>,
) {
  return pageOf(
    withPlatformColumns(db, filter),
    matchingPlatforms(db, filter),
    { by: PLATFORM_ORDER[page.sort.field], id: sql`pl.id` },
    page,
  );
}

export interface PlatformProductFilter {
  /** The products of these platforms (platform_products). */
  platformIds?: number[] | undefined;
  ids?: number[] | undefined;
  /** Exact, in any letter case (names are unique so; /manage-platform?platform={name}). */
  name?: string | undefined;
}

const budgetOf = (table: 'projects' | 'applications') =>
  sql`(select coalesce(sum(e.budget_eur), 0) from ${sql.table(table)} e where e.product_id = p.id)`;
const consumerCount = (column: 'project_id' | 'application_id') =>
  sql<number>`(select count(*)::int from platform_consumers c
                where c.platform_product_id = p.id and ${sql.ref(`c.${column}`)} is not null)`;

/**
 * Platform products (platform_cost not null) with their figures: budget (the sum of their
 * projects' and applications' budgets, EUR, as on the overview), platform cost, and what their
 * consumers carry of it (the sum of the shares: the cost once there is a consumer).
 */
export function platformProductsOf(db: Kysely<Database>, filter: PlatformProductFilter) {
  let query = db
    .selectFrom('products as p')
    .innerJoin('product_families as f', 'f.id', 'p.product_family_id')
    .innerJoin('users as owner', 'owner.id', 'p.owner_id')
    .where('p.platform_cost', 'is not', null);
  if (filter.platformIds) {
    const ids = filter.platformIds.length ? filter.platformIds : [0];
    query = query.where('p.id', 'in', (q) =>
      q.selectFrom('platform_products').select('product_id').where('platform_id', 'in', ids),
    );
  }
  if (filter.ids) query = query.where('p.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.name !== undefined) {
    query = query.where(sql<boolean>`lower(p.name) = lower(${filter.name})`);
  }
  return query
    .select([
      'p.id',
      'p.name',
      'owner.username as owner',
      'p.product_family_id as productfamily',
      'f.name as productfamilyname',
      'p.platform_cost',
      money(sql`${budgetOf('projects')} + ${budgetOf('applications')}`).as('budget'),
      money(
        sql`(select sum(s.share) from platform_consumer_shares s where s.platform_product_id = p.id)`,
      ).as('total_consumers_forecast'),
      consumerCount('project_id').as('consumer_projects'),
      consumerCount('application_id').as('consumer_applications'),
      sql<number[]>`array(select pp.platform_id from platform_products pp
                           where pp.product_id = p.id order by pp.platform_id)`.as('platforms'),
    ])
    .orderBy(sql`lower(p.name)`)
    .orderBy('p.id')
    .execute();
}

export type PlatformProductRow = Awaited<ReturnType<typeof platformProductsOf>>[number];

export type ConsumerKind = 'project' | 'application';
const KIND = {
  project: { table: 'projects', column: 'project_id' },
  application: { table: 'applications', column: 'application_id' },
} as const;

/**
 * The projects (or applications) consuming these platform products, each with its share of that
 * platform's cost; A-Z by name, ties by id.
 */
export function consumersOf(
  db: Kysely<Database>,
  kind: ConsumerKind,
  platformProductIds: number[],
) {
  const { table, column } = KIND[kind];
  return db
    .selectFrom('platform_consumer_shares as s')
    .innerJoin(`${table} as e`, 'e.id', `s.${column}`)
    .innerJoin('users as owner', 'owner.id', 'e.owner_id')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .innerJoin('product_families as f', 'f.id', 'p.product_family_id')
    .where('s.platform_product_id', 'in', platformProductIds.length ? platformProductIds : [0])
    .select([
      'e.id',
      'e.name',
      'owner.username as owner',
      'e.product_id as product',
      'p.name as productname',
      'p.product_family_id as productfamily',
      'f.name as productfamilyname',
      'e.budget_eur as totalbudget',
      's.platform_product_id as platform',
      's.share as platform_cost',
      's.id as consumer',
    ])
    .orderBy(sql`lower(e.name)`)
    .orderBy('e.id')
    .execute();
}

export type ConsumerRow = Awaited<ReturnType<typeof consumersOf>>[number];

/** A platform product locked for the consumer write (two adds of one platform queue here). */
export function lockPlatformProduct(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom('products as p')
    .innerJoin('product_families as f', 'f.id', 'p.product_family_id')
    .select(['p.id', 'p.name', 'p.owner_id', 'p.platform_cost', 'f.id as family_id'])
    .where('p.id', '=', id)
    .forNoKeyUpdate('p')
    .executeTakeFirst();
}

/**
 * A project or application with the family it belongs to, share-locked: a move of it (which
 * takes its row lock) waits until the consumer add has committed, and then sees the consumer.
 */
export function lockEntityWithFamily(trx: Kysely<Database>, kind: ConsumerKind, id: number) {
  return trx
    .selectFrom(`${KIND[kind].table} as e`)
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .innerJoin('product_families as f', 'f.id', 'p.product_family_id')
    .select(['e.id', 'e.name', 'e.owner_id', 'f.id as family_id', 'f.name as family_name'])
    .where('e.id', '=', id)
    .forShare('e')
    .executeTakeFirst();
}

/** The platform products a project or application consumes, with their families. */
export function platformProductsConsumedBy(
  trx: Kysely<Database>,
  kind: ConsumerKind,
  entityId: number,
) {
  return trx
    .selectFrom('platform_consumers as c')
    .innerJoin('products as p', 'p.id', 'c.platform_product_id')
    .select(['p.id', 'p.name', 'p.product_family_id as family_id'])
    .where(`c.${KIND[kind].column}`, '=', entityId)
    .orderBy('p.id')
    .execute();
}

/** The family a product belongs to. */
export function familyOfProduct(trx: Kysely<Database>, productId: number) {
  return trx
    .selectFrom('products as p')
    .innerJoin('product_families as f', 'f.id', 'p.product_family_id')
    .select(['f.id as family_id', 'f.name as family_name'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

export function consumerExists(
  trx: Kysely<Database>,
  kind: ConsumerKind,
  platformProductId: number,
  entityId: number,
) {
  return trx
    .selectFrom('platform_consumers')
    .select('id')
    .where('platform_product_id', '=', platformProductId)
    .where(KIND[kind].column, '=', entityId)
    .executeTakeFirst()
    .then(Boolean);
}

export async function insertConsumer(
  trx: Kysely<Database>,
  kind: ConsumerKind,
  platformProductId: number,
  entityId: number,
) {
  const { id } = await trx
    .insertInto('platform_consumers')
    .values({ platform_product_id: platformProductId, [KIND[kind].column]: entityId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The owners of the platforms that hold this product (whom its changes concern). */
export async function platformOwnersOf(trx: Kysely<Database>, productId: number) {
  const rows = await trx
    .selectFrom('platform_products as pp')
    .innerJoin('platforms as pl', 'pl.id', 'pp.platform_id')
    .select('pl.owner_id')
    .distinct()
    .where('pp.product_id', '=', productId)
    .execute();
  return rows.map((row) => row.owner_id);
}

export function platformNameTaken(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('platforms')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst()
    .then(Boolean);
}

export async function insertPlatform(
  trx: Kysely<Database>,
  row: { name: string; owner_id: number; budget: string },
) {
  const { id } = await trx
    .insertInto('platforms')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function lockPlatform(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom('platforms')
    .select(['id', 'name', 'owner_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function productForPlatform(trx: Kysely<Database>, id: number) {
  return trx
    .selectFrom('products')
    .select(['id', 'name', 'platform_cost'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function platformHoldsProduct(trx: Kysely<Database>, platformId: number, productId: number) {
  return trx
    .selectFrom('platform_products')
    .select('product_id')
    .where('platform_id', '=', platformId)
    .where('product_id', '=', productId)
    .executeTakeFirst()
    .then(Boolean);
}

export function insertPlatformProduct(
  trx: Kysely<Database>,
  platformId: number,
  productId: number,
) {
  return trx
    .insertInto('platform_products')
    .values({ platform_id: platformId, product_id: productId })
    .execute();
}
