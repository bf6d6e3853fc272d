import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { familyListScope, type FamilyListFilter } from './family-list.ts';
import { familiesWithFigures, type FamilyFigureOptions } from './figures.ts';

export type FamilyFilter =
  | { kind: 'all' }
  | { kind: 'id'; id: number }
  /** Families the user owns. */
  | { kind: 'owned'; username: string }
  /** Families the user owns or owns a product, project or application in. */
  | { kind: 'related'; username: string }
  /** The overview's filters (family-list.ts), the whole list. */
  | { kind: 'matching'; filter: FamilyListFilter };

export function findFamilies(
  db: Kysely<Database>,
  options: FamilyFigureOptions,
  filter: FamilyFilter,
) {
  // One family or a page (`?id=`): the aggregates read their rows only, not the organisation's.
  const only =
    filter.kind === 'id' ? [filter.id] : filter.kind === 'matching' ? filter.filter.ids : undefined;
  const query = familiesWithFigures(db, options, only)
    .orderBy(sql`lower(f.name)`)
    .orderBy('f.id');
  switch (filter.kind) {
    case 'all':
      return query.execute();
    case 'id':
      return query.where('f.id', '=', filter.id).execute();
    case 'owned':
      return query.where(sql<boolean>`lower(owner.username) = lower(${filter.username})`).execute();
    case 'matching':
      return query.where(familyListScope(filter.filter)).execute();
    case 'related':
      return query
        .where((eb) =>
          eb.or([
            sql<boolean>`lower(owner.username) = lower(${filter.username})`,
            eb('f.id', 'in', familiesOwnedInside(db, filter.username)),
          ]),
        )
        .execute();
  }
}

/** Ids of the families the user owns or owns a product, project or application in. */
export function relatedFamilyIds(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('product_families as f')
    .innerJoin('users as owner', 'owner.id', 'f.owner_id')
    .select('f.id as product_family_id')
    .where(sql<boolean>`lower(owner.username) = lower(${username})`)
    .union(familiesOwnedInside(db, username));
}

/** Ids of families in which the user owns a product, project or application. */
function familiesOwnedInside(db: Kysely<Database>, username: string) {
  const userId = db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(username) = lower(${username})`);
  const viaProducts = db
    .selectFrom('products')
    .select('product_family_id')
    .where('owner_id', 'in', userId);
  const viaProjects = db
    .selectFrom('projects as e')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .select('p.product_family_id')
    .where('e.owner_id', 'in', userId);
  const viaApplications = db
    .selectFrom('applications as e')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .select('p.product_family_id')
    .where('e.owner_id', 'in', userId);
  return viaProducts.union(viaProjects).union(viaApplications);
}

export interface NewFamily {
  name: string;
  ownerId: number;
  year: number;
  budgetLimit: string | null;
  target: string | null;
  createdById: number;
}

export async function insertFamily(db: Kysely<Database>, family: NewFamily): Promise<number> {
  const { id } = await db
    .insertInto('product_families')
    .values({
      name: family.name,
      owner_id: family.ownerId,
      year: family.year,
      budget_limit: family.budgetLimit,
      target: family.target,
      created_by_id: family.createdById,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
