// Issue 15: each product's budget — the sum of its projects' and applications' `budget_eur` —
// kept on the product (`rollup_budget_eur`) by statement-level triggers, so a family's budget and
// the overview's totals read one row per product instead of grouping every project and
// application (10,000 rows instead of 100,000 at ten times the demo organisation).
//
// The triggers add what a statement inserted, subtract what it deleted and, for an update, both —
// a budget changed or an entity moved to another product alike — grouped by product, so a bulk
// insert (the large seed) costs one update per product touched, not one per row. Two writers of
// the same product serialise on the product row the update locks, and `x = x + delta` is applied
// to the newest committed value, so concurrent writes add up (tested on PostgreSQL).
import { sql, type Kysely } from 'kysely';

const ENTITY_TABLES = ['projects', 'applications'] as const;

const applyDeltas = (deltas: string) => `
    update products p
       set rollup_budget_eur = p.rollup_budget_eur + d.delta
      from (select product_id, sum(amount) as delta from (${deltas}) changed group by product_id) d
     where p.id = d.product_id and d.delta <> 0;`;

const statements: string[] = [
  `alter table products add column rollup_budget_eur numeric(14,2) not null default 0`,
  `update products p
      set rollup_budget_eur = b.amount
     from (select product_id, sum(budget_eur) as amount
             from (select product_id, budget_eur from projects
                   union all select product_id, budget_eur from applications) e
            group by product_id) b
    where b.product_id = p.id`,
  // Each branch names only the transition tables its operation has.
  `create function product_budget_rollup() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       ${applyDeltas('select product_id, budget_eur as amount from new_rows')}
     elsif tg_op = 'DELETE' then
       ${applyDeltas('select product_id, -budget_eur as amount from old_rows')}
     else
       ${applyDeltas(`select product_id, budget_eur as amount from new_rows
                      union all select product_id, -budget_eur from old_rows`)}
     end if;
     return null;
   end $$`,
  ...ENTITY_TABLES.flatMap((table) => [
    `create trigger ${table}_budget_rollup_insert after insert on ${table}
       referencing new table as new_rows
       for each statement execute function product_budget_rollup()`,
    `create trigger ${table}_budget_rollup_update after update on ${table}
       referencing old table as old_rows new table as new_rows
       for each statement execute function product_budget_rollup()`,
    `create trigger ${table}_budget_rollup_delete after delete on ${table}
       referencing old table as old_rows
       for each statement execute function product_budget_rollup()`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
