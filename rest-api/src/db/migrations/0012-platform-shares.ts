// Platforms (issue 12, CONTRACT.md 'Platforms'): the equal share of a platform's cost that each of
// its consumers carries, as one view read by the hierarchy (a project's or application's
// platform_cost, a product's total_consumers_forecast) and by the platform screens alike, so the
// figures can never disagree. The cost is split in whole cents: every consumer gets
// floor(cost ÷ n) and the cents left over go one each to the consumers added first (lowest
// platform_consumers.id), so the shares always sum to the platform cost exactly
// (100.00 over 3 → 33.34, 33.33, 33.33). A product without a platform cost has no shares.
//
// And the trigram index of the platform search (/platforms, like 0005 and 0007).
import { sql, type Kysely } from 'kysely';

const statements: string[] = [
  `create view platform_consumer_shares as
     with counted as (
       select pc.id, pc.platform_product_id, pc.project_id, pc.application_id,
              round(p.platform_cost * 100) as cents,
              count(*) over (partition by pc.platform_product_id) as consumers,
              row_number() over (partition by pc.platform_product_id order by pc.id) as position
         from platform_consumers pc
         join products p on p.id = pc.platform_product_id
        where p.platform_cost is not null
     )
     select id, platform_product_id, project_id, application_id,
            ((floor(cents / consumers)
              + case when position <= cents - floor(cents / consumers) * consumers then 1 else 0 end)
             / 100)::numeric(14,2) as share
       from counted`,
  `create index platforms_name_search_idx on platforms using gin (name public.gin_trgm_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
