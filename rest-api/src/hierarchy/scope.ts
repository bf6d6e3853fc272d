// Query-parameter filters of the list calls (GET /products?productfamily=1,2&owner=pfm …, parsed
// by the routes' input guards) turned into one SQL condition on an aliased table, so every
// figure block of a list is narrowed by the same condition (a filtered list aggregates only its
// own rows).
import { sql, type RawBuilder } from 'kysely';

/** `<column> in (…)` for a list of ids. */
export const idIn = (column: string, ids: number[]) =>
  sql<boolean>`${sql.ref(column)} in (${sql.join(ids)})`;

/** `<column>` (a user id) belongs to one of the usernames, in any letter case. */
export const ownedByAny = (column: string, usernames: string[]) =>
  sql<boolean>`${sql.ref(column)} in (select id from users where lower(username) in (${sql.join(
    usernames.map((name) => sql`lower(${name})`),
  )}))`;

/** All conditions joined with `and`; `true` when there are none. */
export function allOf(conditions: Array<RawBuilder<boolean> | false | undefined>) {
  const present = conditions.filter((c): c is RawBuilder<boolean> => Boolean(c));
  return present.length === 0
    ? sql<boolean>`true`
    : sql<boolean>`(${sql.join(present, sql` and `)})`;
}
