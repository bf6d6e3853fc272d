// Searchable lists (DESIGN.md §4 'Lists that grow'): a list's search is ILIKE '%term%' on one
// text expression, which a B-tree cannot serve; a trigram GIN index (pg_trgm, trusted since
// PostgreSQL 13, bundled with PGlite) can, for terms of three or more characters.
//
// The extension lives in `public` whatever the search path: test servers migrate their own
// schemas of one database concurrently, and an extension created in one of them would vanish
// with it. The advisory lock makes those concurrent migrations create it once.
import { sql, type Kysely } from 'kysely';

const statements: string[] = [
  `select pg_advisory_xact_lock(hashtext('cost-steering:create-extension:pg_trgm'))`,
  `create extension if not exists pg_trgm schema public`,
  // The notifications screen searches title and message (notifications/repository.ts).
  `create index notifications_search_idx on notifications
     using gin ((title || ' ' || message) public.gin_trgm_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
