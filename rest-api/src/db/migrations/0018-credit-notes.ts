// Credit notes (CONTRACT.md 'Credit notes'): a supplier's credit note is an invoice whose lines
// are negative — it takes back what was billed on their list items. The lines' columns refused
// any negative amount or person days; now a resource line's person days carry its amount's sign
// (the write path refuses a zero line; rows written before keep what they were allowed). The rule that what is invoiced on an item never goes below zero
// spans rows: the write path checks it under the items' row locks (invoices/write.ts).
import { sql, type Kysely } from 'kysely';

const statements: string[] = [
  `alter table invoice_lines
     drop constraint invoice_lines_amount_check,
     drop constraint invoice_lines_quantity_check,
     add constraint invoice_lines_quantity_sign_check check (quantity is null or quantity * amount >= 0)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
