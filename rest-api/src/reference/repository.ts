import { sql, type Kysely } from 'kysely';
import { toEur } from '../db/money.ts';
import type { Database } from '../db/schema.ts';

/** The latest rate of every currency valid on `day`, by code. */
export function currencyRates(db: Kysely<Database>, day: string) {
  return db
    .selectFrom('currency_rates as r')
    .distinctOn('r.currency')
    .select(['r.currency', 'r.rate'])
    .where('r.valid_from', '<=', day)
    .orderBy('r.currency')
    .orderBy('r.valid_from', 'desc')
    .execute();
}

export function currencyHasRate(db: Kysely<Database>, currency: string, day: string) {
  return db
    .selectFrom('currency_rates')
    .select('currency')
    .where('currency', '=', currency)
    .where('valid_from', '<=', day)
    .executeTakeFirst()
    .then(Boolean);
}

/** `amount` in `currency` as EUR at the rate of `day` (unbounded: the caller checks it fits). */
export async function eurValue(
  db: Kysely<Database>,
  amount: string,
  currency: string,
  day: string,
) {
  const { eur } = await db
    .selectNoFrom(toEur(amount, currency, day).as('eur'))
    .executeTakeFirstOrThrow();
  return eur;
}

export type NamedList = 'sbu' | 'regions' | 'suppliers' | 'buying_units';

export function namedList(db: Kysely<Database>, table: NamedList) {
  return db
    .selectFrom(table)
    .select(['id', 'name'])
    .orderBy(sql`lower(name)`)
    .execute();
}

export function listUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .orderBy(sql`lower(username)`)
    .execute();
}

/** A user by name in any letter case; `lock`: the row locked for the update that follows. */
export function findUser(db: Kysely<Database>, username: string, { lock = false } = {}) {
  const query = db
    .selectFrom('users')
    .select(['id', 'username', 'roles', 'groups', 'first_name', 'last_name'])
    .where(sql<boolean>`lower(username) = lower(${username})`);
  return (lock ? query.forNoKeyUpdate() : query).executeTakeFirst();
}

/** Inserts the user unless someone did already (two first requests racing); undefined then. */
/** A user's name as their token gives it (null: not given). */
export interface UserName {
  first_name: string | null;
  last_name: string | null;
}

export function insertUserIfAbsent(
  db: Kysely<Database>,
  username: string,
  roles: string[],
  groups: string[] = [],
  name: UserName = { first_name: null, last_name: null },
) {
  return db
    .insertInto('users')
    .values({ username, roles: JSON.stringify(roles), groups: JSON.stringify(groups), ...name })
    .onConflict((conflict) => conflict.expression(sql`lower(username)`).doNothing())
    .returning(['id', 'username'])
    .executeTakeFirst();
}

export function updateUserFromToken(
  db: Kysely<Database>,
  id: number,
  roles: string[],
  groups: string[],
  name: UserName,
) {
  return db
    .updateTable('users')
    .set({
      roles: sql`${JSON.stringify(roles)}::jsonb`,
      groups: sql`${JSON.stringify(groups)}::jsonb`,
      ...name,
    })
    .where('id', '=', id)
    .execute();
}
