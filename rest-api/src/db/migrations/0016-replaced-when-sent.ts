// An edit replaces a request when it is sent, not when its Draft is made (CONTRACT.md 'Purchase
// requests', Edit). A Draft left behind by a reload, a closed tab or a crash was listed nowhere
// and yet kept the request it edited declined and unrestorable ('Replaced by request #N'): a dead
// end. So the replacement is now a fact written on the replaced request, by the transaction of
// its edit's first send:
//
// - `purchase_requests.replaced_by_id`: the edit that replaced this request (null: not replaced).
//   Deleting that edit for good frees the request again (on delete set null), as before.
//
// Requests replaced before this migration keep their replacement: it is filled from the edits
// that point to them (the newest, as the list showed it).
import { sql, type Kysely } from 'kysely';

const statements: string[] = [
  `alter table purchase_requests
     add column replaced_by_id integer references purchase_requests on delete set null`,
  `update purchase_requests pr
      set replaced_by_id = (select max(n.id) from purchase_requests n where n.supersedes_id = pr.id)
    where exists (select 1 from purchase_requests n where n.supersedes_id = pr.id)`,
  // The view named the table's columns when it was made: it takes the new one too.
  `create or replace view purchase_orders as
     select * from purchase_requests where status = 'Approved'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
