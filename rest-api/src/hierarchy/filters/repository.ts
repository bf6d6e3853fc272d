// The options of the overview's filter bar, sorted by name in any letter case. With a `limit`
// (issue 15: 10,000 products) each filter brings its first options and how many it has, and a
// `search` keeps the options whose name contains it: a client shows a page and searches the rest.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { contains } from '../../db/search.ts';
import { relatedFamilyIds } from '../repository.ts';

export interface OptionQuery {
  /** Families, products and owners related to this user; all without. */
  username?: string | undefined;
  search?: string | undefined;
  limit?: number | undefined;
}

export interface Option {
  id: number | string;
  name: string;
  /** How many options the filter has (with the search), whatever the limit. */
  total: string | number | bigint;
}

/** The search, the window count (before the limit) and the limit, on a query of id and name. */
function paged<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  name: string,
  { search, limit }: OptionQuery,
) {
  return query
    .select(sql<string>`count(*) over ()`.as('total'))
    .$if(Boolean(search), (q) => q.where(contains(sql.ref(name), search!)))
    .$if(limit !== undefined, (q) => q.limit(limit!));
}

/** Families (all, or those related to the user), with their products and product owners. */
export function familyOptions(db: Kysely<Database>, options: OptionQuery): Promise<Option[]> {
  const { username } = options;
  const query = db
    .selectFrom('product_families as f')
    .select(['f.id', 'f.name'])
    .$if(username !== undefined, (q) => q.where('f.id', 'in', relatedFamilyIds(db, username!)))
    .orderBy(sql`lower(f.name)`)
    .orderBy('f.id');
  return paged(query, 'f.name', options).execute();
}

export function productOptions(db: Kysely<Database>, options: OptionQuery): Promise<Option[]> {
  const { username } = options;
  const query = db
    .selectFrom('products as p')
    .select(['p.id', 'p.name'])
    .$if(username !== undefined, (q) =>
      q.where('p.product_family_id', 'in', relatedFamilyIds(db, username!)),
    )
    .orderBy(sql`lower(p.name)`)
    .orderBy('p.id');
  return paged(query, 'p.name', options).execute();
}

export function ownerOptions(db: Kysely<Database>, options: OptionQuery): Promise<Option[]> {
  const { username } = options;
  const query = db
    .selectFrom('users as u')
    .select(['u.username as id', 'u.username as name'])
    .where('u.id', 'in', (eb) =>
      eb
        .selectFrom('products as p')
        .select('p.owner_id')
        .$if(username !== undefined, (q) =>
          q.where('p.product_family_id', 'in', relatedFamilyIds(db, username!)),
        ),
    )
    .orderBy(sql`lower(u.username)`);
  return paged(query, 'u.username', options).execute();
}

export function regionOptions(db: Kysely<Database>, options: OptionQuery): Promise<Option[]> {
  const query = db
    .selectFrom('regions')
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`)
    .orderBy('id');
  return paged(query, 'name', options).execute();
}
