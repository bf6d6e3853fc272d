// Query-parameter filters of the list calls (GET /products?productfamily=1,2&owner=pfm …) turned
// into one SQL condition on an aliased table, so every figure block of a list is narrowed by the
// same condition (a filtered list aggregates only its own rows).
import { sql, type RawBuilder } from 'kysely';
import { validationFailed } from '../http/errors.ts';

export type ParamKind = 'ids' | 'usernames' | 'boolean';

export type ParsedParams<Spec extends Record<string, ParamKind>> = {
  [K in keyof Spec]?: Spec[K] extends 'ids'
    ? number[]
    : Spec[K] extends 'usernames'
      ? string[]
      : boolean;
};

const ID = /^\d{1,9}$/;

/** Parses the query string against the allowed parameters; anything unknown or malformed → 400. */
export function parseListParams<Spec extends Record<string, ParamKind>>(
  query: Record<string, unknown>,
  spec: Spec,
): ParsedParams<Spec> {
  const parsed: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(query)) {
    const kind = spec[name];
    const problem = (message: string) => validationFailed([{ field: name, message }]);
    if (!kind) throw problem(`Unknown query parameter '${name}'`);
    if (typeof raw !== 'string') throw problem(`Query parameter '${name}' must be given once`);
    const values = raw
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length === 0) throw problem(`Query parameter '${name}' needs a value`);
    if (kind === 'ids') {
      if (!values.every((value) => ID.test(value))) {
        throw problem(`Query parameter '${name}' must be ids separated by commas`);
      }
      parsed[name] = values.map(Number);
    } else if (kind === 'usernames') {
      parsed[name] = values;
    } else {
      if (values.length !== 1 || !['true', 'false'].includes(values[0]!)) {
        throw problem(`Query parameter '${name}' must be true or false`);
      }
      parsed[name] = values[0] === 'true';
    }
  }
  return parsed as ParsedParams<Spec>;
}

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
