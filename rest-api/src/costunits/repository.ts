// SQL of the cost-units domain (CONTRACT.md 'Cost units'): the cost units as keyed lists and pages,
// their allocations (figures in figures.ts), the filter panel's options, and the writes.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CostUnitStatus } from '@cost-steering/schema';
import { pageOf } from '../db/paging.ts';
import type { Database } from '../db/schema.ts';
import { contains } from '../db/search.ts';
import type { PageRequest } from '../http/paging.ts';

export const COST_UNIT_SORT_FIELDS = ['name', 'status', 'statusdate', 'manager'] as const;
export type CostUnitSortField = (typeof COST_UNIT_SORT_FIELDS)[number];

const ORDER: Record<CostUnitSortField, RawBuilder<unknown>> = {
  name: sql`lower(cu.name)`,
  status: sql`cu.status`,
  statusdate: sql`cu.statusdate`,
  manager: sql`(select lower(u.username) from users u where u.id = cu.manager_id)`,
};

export interface CostUnitFilter {
  ids?: number[] | undefined;
  /** Exact, in any letter case (GET /costunits?name=, the manage screen's ?unit=). */
  name?: string | undefined;
  status?: CostUnitStatus[] | undefined;
  manager?: string[] | undefined;
  /** Cost units allocating any of these products. */
  product?: number[] | undefined;
  search?: string | undefined;
}

const COLUMNS = [
  'cu.id',
  'cu.name',
  'm.username as manager',
  'cu.status',
  sql<string>`to_char(cu.statusdate, 'YYYY-MM-DD')`.as('statusdate'),
] as const;

function matching(db: Kysely<Database>, filter: CostUnitFilter) {
  let query = db.selectFrom('cost_units as cu');
  if (filter.ids) query = query.where('cu.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.name !== undefined) {
    query = query.where(sql<boolean>`lower(cu.name) = lower(${filter.name})`);
  }
  if (filter.status) query = query.where('cu.status', 'in', filter.status);
  if (filter.manager) {
    const managers = filter.manager.map((name) => name.toLowerCase());
    query = query.where(
      sql<boolean>`cu.manager_id in (select id from users where lower(username) in (${sql.join(managers)}))`,
    );
  }
  if (filter.product) {
    const products = filter.product.length ? filter.product : [0];
    query = query.where(
      sql<boolean>`cu.id in (select cost_unit_id from cost_unit_products where product_id in (${sql.join(products)}))`,
    );
  }
  if (filter.search) query = query.where(contains(sql`cu.name`, filter.search));
  return query;
}

const withManager = (query: ReturnType<typeof matching>) =>
  query.innerJoin('users as m', 'm.id', 'cu.manager_id').select(COLUMNS);

export function costUnitsOf(db: Kysely<Database>, filter: CostUnitFilter) {
  return withManager(matching(db, filter))
    .orderBy(sql`lower(cu.name)`)
    .orderBy('cu.id')
    .execute();
}

export type CostUnitRow = Awaited<ReturnType<typeof costUnitsOf>>[number];

export function costUnitsPage(
  db: Kysely<Database>,
  filter: CostUnitFilter,
  page: PageRequest<CostUnitSortField>,
) {
  const rows = matching(db, filter);
  return pageOf(withManager(rows), rows, { by: ORDER[page.sort.field], id: sql`cu.id` }, page);
}

export async function costUnitById(db: Kysely<Database>, id: number) {
  const [row] = await costUnitsOf(db, { ids: [id] });
  return row;
}

/** The cost-unit row locked for a write (status, name, allocations of this unit). */
export function lockCostUnit(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('cost_units')
    .select(['id', 'name', 'manager_id', 'status', 'statusdate'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The product row locked for an allocation write: every writer of a product's percentages queues
 * here, so the sum read next is the sum the write lands on (the 100 % rule, CONTRACT.md).
 */
export function lockProduct(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

/** The product's fraction allocated to cost units other than `exceptCostUnit`. */
export async function allocatedElsewhere(
  db: Kysely<Database>,
  productId: number,
  exceptCostUnit: number,
): Promise<string> {
  const row = await db
    .selectFrom('cost_unit_products')
    .select(sql<string>`coalesce(sum(percentage), 0)::text`.as('sum'))
    .where('product_id', '=', productId)
    .where('cost_unit_id', '<>', exceptCostUnit)
    .executeTakeFirstOrThrow();
  return row.sum;
}

export function allocation(db: Kysely<Database>, costUnitId: number, productId: number) {
  return db
    .selectFrom('cost_unit_products')
    .select(sql<string>`percentage::text`.as('percentage'))
    .where('cost_unit_id', '=', costUnitId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

export function costUnitNameTaken(db: Kysely<Database>, name: string, exceptId?: number) {
  return db
    .selectFrom('cost_units')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst()
    .then(Boolean);
}

export interface CostUnitValues {
  name: string;
  manager_id: number;
  status: CostUnitStatus;
  statusdate: string;
}

export async function insertCostUnit(db: Kysely<Database>, values: CostUnitValues) {
  const { id } = await db
    .insertInto('cost_units')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function updateCostUnit(db: Kysely<Database>, id: number, values: CostUnitValues) {
  return db.updateTable('cost_units').set(values).where('id', '=', id).execute();
}

export function insertAllocation(
  db: Kysely<Database>,
  costUnitId: number,
  productId: number,
  fraction: string,
) {
  return db
    .insertInto('cost_unit_products')
    .values({ cost_unit_id: costUnitId, product_id: productId, percentage: fraction })
    .execute();
}

export function updateAllocation(
  db: Kysely<Database>,
  costUnitId: number,
  productId: number,
  fraction: string,
) {
  return db
    .updateTable('cost_unit_products')
    .set({ percentage: fraction })
    .where('cost_unit_id', '=', costUnitId)
    .where('product_id', '=', productId)
    .execute();
}

export async function deleteAllocation(
  db: Kysely<Database>,
  costUnitId: number,
  productId: number,
) {
  const result = await db
    .deleteFrom('cost_unit_products')
    .where('cost_unit_id', '=', costUnitId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A product's allocations: cost unit id and name, fraction; by cost-unit name. */
export function allocationsOfProduct(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('cost_unit_products as cup')
    .innerJoin('cost_units as cu', 'cu.id', 'cup.cost_unit_id')
    .select([
      'cu.id as costunitid',
      'cu.name as costunitname',
      'cu.status',
      sql<string>`cup.percentage::text`.as('percentage'),
    ])
    .where('cup.product_id', '=', productId)
    .orderBy(sql`lower(cu.name)`)
    .orderBy('cu.id')
    .execute();
}

/** The filter panel: cost units, statuses in use, managers, allocated products (by name). */
export async function filterOptions(db: Kysely<Database>) {
  const [units, managers, products] = await Promise.all([
    db
      .selectFrom('cost_units')
      .select(['id', 'name'])
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('users as u')
      .select(['u.username as id', 'u.username as name'])
      .where(sql<boolean>`u.id in (select manager_id from cost_units)`)
      .orderBy(sql`lower(u.username)`)
      .execute(),
    db
      .selectFrom('products as p')
      .select(['p.id', 'p.name'])
      .where(sql<boolean>`p.id in (select product_id from cost_unit_products)`)
      .orderBy(sql`lower(p.name)`)
      .orderBy('p.id')
      .execute(),
  ]);
  return { units, managers, products };
}
