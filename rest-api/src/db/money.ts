// EUR values are computed by the database (NUMERIC), never in floating point.
import { sql } from 'kysely';

/** The EUR value of `amount` in `currency` at the rate valid on `day` (yyyy-mm-dd). */
export const toEur = (amount: string, currency: string, day: string) =>
  sql<string>`to_eur(${amount}::numeric, ${currency}::text, ${day}::date)`;
