// The options of the overview's filter bar, sorted by name in any letter case.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { relatedFamilyIds } from '../repository.ts';

/** Families (all, or those related to the user), with their products and product owners. */
export function familyOptions(db: Kysely<Database>, username: string | undefined) {
  return db
    .selectFrom('product_families as f')
    .select(['f.id', 'f.name'])
    .$if(username !== undefined, (q) => q.where('f.id', 'in', relatedFamilyIds(db, username!)))
    .orderBy(sql`lower(f.name)`)
    .orderBy('f.id')
    .execute();
}

export function productOptions(db: Kysely<Database>, username: string | undefined) {
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.name'])
    .$if(username !== undefined, (q) =>
      q.where('p.product_family_id', 'in', relatedFamilyIds(db, username!)),
    )
    .orderBy(sql`lower(p.name)`)
    .orderBy('p.id')
    .execute();
}

export function ownerOptions(db: Kysely<Database>, username: string | undefined) {
  return db
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
    .orderBy(sql`lower(u.username)`)
    .execute();
}

export function regionOptions(db: Kysely<Database>) {
  return db
    .selectFrom('regions')
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}
