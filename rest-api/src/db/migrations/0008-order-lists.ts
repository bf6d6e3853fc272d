// The order list (issue 10, orders/repository.ts) pages approved orders newest PO date first by
// default: an index in exactly that order (status, podate, id) lets a page read its ten rows
// instead of sorting 50,000 orders. The expiration list uses (status, deliverydate) of 0001, the
// searches the trigram index on the order text of 0006, the invoice list invoices (booked_on).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index purchase_requests_status_podate_idx
    on purchase_requests (status, podate, id)`.execute(db);
}
