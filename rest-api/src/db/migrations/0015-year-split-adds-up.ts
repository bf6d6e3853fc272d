// An order's split over the years (DESIGN.md §4: pro rata by days from start to delivery) was each
// year's part rounded on its own: 1000.01 over 62 days, 31 in each year, gave 500.01 + 500.01 =
// 1000.02. A year's part is now the rounded share up to that year's end minus the rounded share
// before it, so the parts add up to the amount to the cent. The rollup function is rewritten
// from its definition in the database (as 0013 does), and every product's figures recomputed.
import { sql, type Kysely } from 'kysely';

const OLD_PART = `round(i.amount_eur
                  * (least(pr.deliverydate, make_date(y.year, 12, 31))
                     - greatest(pr.podate, make_date(y.year, 1, 1)) + 1)
                  / (pr.deliverydate - pr.podate + 1), 2)`;
const NEW_PART = `round(i.amount_eur
                  * (least(pr.deliverydate, make_date(y.year, 12, 31)) - pr.podate + 1)
                  / (pr.deliverydate - pr.podate + 1), 2)
                - round(i.amount_eur
                  * (greatest(pr.podate, make_date(y.year, 1, 1)) - pr.podate)
                  / (pr.deliverydate - pr.podate + 1), 2)`;

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `do $$
       declare
         fn oid;
       begin
         select p.oid into fn from pg_proc p
          where p.pronamespace = current_schema()::regnamespace
            and p.proname = 'refresh_figure_rollup'
            and strpos(p.prosrc, ${quoted(OLD_PART)}) > 0;
         if fn is null then
           raise exception 'refresh_figure_rollup has no per-year part to rewrite';
         end if;
         execute replace(pg_get_functiondef(fn), ${quoted(OLD_PART)}, ${quoted(NEW_PART)});
       end $$`,
    )
    .execute(db);
  await sql`select refresh_figure_rollup(array(select id from products))`.execute(db);
}
