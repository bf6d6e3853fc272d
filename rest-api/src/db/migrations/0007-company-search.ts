// The companies screen searches company names and, with a company chosen, its contacts' names
// (companies/repository.ts): trigram indexes on exactly those expressions, like 0005. pg_trgm is
// already in `public` (0005).
import { sql, type Kysely } from 'kysely';

const statements: string[] = [
  `create index companies_name_search_idx on companies using gin (name public.gin_trgm_ops)`,
  `create index company_contacts_name_search_idx on company_contacts
     using gin (name public.gin_trgm_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
