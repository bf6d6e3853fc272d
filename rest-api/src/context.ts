// What every domain's routes need, passed explicitly (no container).
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';

export interface AppContext {
  db: Kysely<Database>;
  /** The clock of the fiscal calendar (which day and year it is); tests inject it. */
  today: () => Date;
  /** The operator's configuration file, read on every use (see reference/configuration-file.ts). */
  configFile: string;
  logoFile: string;
  version: string;
}

/** yyyy-mm-dd of a Date, in UTC: the server's calendar day. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
