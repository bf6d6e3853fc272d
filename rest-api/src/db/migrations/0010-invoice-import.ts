// Invoice import from CSV (issue 11, CONTRACT.md 'Invoice import'): every imported row keeps a
// stable import key (a hash of its normalised fields). The primary key makes a re-imported row,
// also one of a second upload of the same file running at the same time, write nothing: the
// invoice's transaction inserts its rows' keys first (invoice_id set once the invoice is written,
// in the same transaction) and stops when one is already there.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table invoice_import_rows (
    import_key text primary key check (char_length(import_key) = 64),
    invoice_id integer references invoices (id) on delete cascade,
    row_number integer not null,
    imported_by text not null,
    imported_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index invoice_import_rows_invoice_idx on invoice_import_rows (invoice_id)`.execute(
    db,
  );
}
