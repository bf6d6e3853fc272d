// The figure rollup's per-product locks (0003 refresh_figure_rollup, 0010 the invoice lines'
// adding trigger) were pg_advisory_xact_lock(3003, product). Advisory locks belong to the
// database, not to a schema: every schema of one database (each test and bench server has its
// own) shared them, so a write to product 1 in one schema waited for a long seed's transaction on
// product 1 in another (bench:load, issue 15: list items timing out after 30 s). The first key is
// now a hash of the schema's name, so only writers of the same schema's product wait for each
// other — the one race the lock is for. One schema per database in production changes nothing.
//
// Both functions are rewritten from their definitions in the database (pg_get_functiondef), so
// this migration does not repeat their bodies; it fails unless both were rewritten.
import { sql, type Kysely } from 'kysely';

const OLD_LOCK = 'pg_advisory_xact_lock(3003, product)';
const NEW_LOCK = 'pg_advisory_xact_lock(figure_lock_space(), product)';
const FUNCTIONS = `'refresh_figure_rollup', 'invoice_lines_insert_figures'`;

const rewrite = (from: string, to: string) => `
do $$
declare
  fn oid;
  rewritten integer := 0;
begin
  for fn in
    select p.oid from pg_proc p
     where p.pronamespace = current_schema()::regnamespace and p.proname in (${FUNCTIONS})
       and p.prosrc like '%${from}%'
  loop
    execute replace(pg_get_functiondef(fn), '${from}', '${to}');
    rewritten := rewritten + 1;
  end loop;
  if rewritten <> 2 then
    raise exception 'expected to rewrite 2 figure functions, rewrote %', rewritten;
  end if;
end $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function figure_lock_space() returns integer language sql stable as
       $$ select hashtext('cost-steering:figure-rollup:' || current_schema()) $$`,
    )
    .execute(db);
  await sql.raw(rewrite(OLD_LOCK, NEW_LOCK)).execute(db);
}
