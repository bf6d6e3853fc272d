// EUR values are computed by the database (NUMERIC), never in floating point.
import { sql } from 'kysely';

/** The EUR value of `amount` in `currency` at the rate valid on `day` (yyyy-mm-dd). */
export const toEur = (amount: string, currency: string, day: string) =>
  sql<string>`to_eur(${amount}::numeric, ${currency}::text, ${day}::date)`;

/** A non-negative money amount with at most 12 digits before and 2 after the decimal point. */
export const MONEY_FORMAT = /^\d{1,12}(\.\d{1,2})?$/;
