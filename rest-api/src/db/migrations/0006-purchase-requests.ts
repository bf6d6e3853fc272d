// Purchase requests (issue 9): what their lists search and sort on, and the users a request's
// notifications go to.
//
// - The open-requests list and the archive search the order text (the spec's 'description')
//   with ILIKE '%term%': a trigram GIN index on exactly that expression (pg_trgm is created in
//   `public` by 0005). Both lists filter by status and page by id (their default order).
// - A request awaiting a signature notifies the group 'Product Family Manager' (spec §4), a
//   sent one the approvers: the users' groups are recorded beside their roles, from the token
//   of each registration or write (reference/service.ts ensureUser), as the roles already are.
import { sql, type Kysely } from 'kysely';

const statements: string[] = [
  `create index purchase_requests_search_idx on purchase_requests
     using gin (ordertext public.gin_trgm_ops)`,
  `create index purchase_requests_status_id_idx on purchase_requests (status, id)`,
  `create index purchase_requests_status_updated_idx on purchase_requests (status, updated_at)`,
  `alter table users add column groups jsonb not null default '[]'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
