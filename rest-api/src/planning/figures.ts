// Figures the planning screens read next to the plans, all summed by SQL: an entity's last-year
// actuals and current-year forecast (the proposal form, read-only) and the planning picture —
// per family and product, last year's actuals, this year's budget and forecast, and next year's
// demanded, proposed and approved amounts (CONTRACT.md 'Future financials').
import { sql, type Kysely } from 'kysely';
import type { PlanningEntityType } from '@cost-steering/schema';
import type { Database } from '../db/schema.ts';

/** Rollup rows of the entity (alias `r`, joined to its product `p`). */
const ENTITY_OF_ROW: Record<PlanningEntityType, string> = {
  productfamily: 'p.product_family_id',
  product: 'r.product_id',
  project: 'r.project_id',
  application: 'r.application_id',
};

/**
 * Last year's actuals and this year's forecast of an entity, as its cards show them: items of a
 * defined type (Capital or Expense); orders without a delivery date count in the current year.
 */
export async function entityYearFigures(
  db: Kysely<Database>,
  type: PlanningEntityType,
  id: number,
  currentYear: number,
) {
  const { rows } = await sql<{ last_year_actuals: string; current_year_forecast: string }>`
    select coalesce(sum(r.actuals) filter (where r.year = ${currentYear - 1}), 0.00)::text
             as last_year_actuals,
           coalesce(sum(r.forecast) filter (where r.year = ${currentYear} or r.year is null), 0.00)::text
             as current_year_forecast
      from figure_rollup r
      join products p on p.id = r.product_id
     where ${sql.ref(ENTITY_OF_ROW[type])} = ${id}
       and r.type in ('Capital', 'Expense')`.execute(db);
  return rows[0]!;
}

export interface PictureRow {
  productfamily_id: number;
  productfamily_name: string;
  /** null: plans made for the family itself. */
  product_id: number | null;
  product_name: string | null;
  last_year_actuals: string;
  current_year_budget: string;
  current_year_forecast: string;
  next_year_demanded: string;
  next_year_proposed: string;
  next_year_approved: string;
}

/**
 * The planning picture: one row per product (and one per family that has plans of its own),
 * ordered by family and product name. Demanded and proposed count the plans still in review or
 * approved (a declined plan asks for nothing any more); approved is next year's budget.
 */
export async function planningPicture(db: Kysely<Database>, currentYear: number) {
  const next = currentYear + 1;
  const { rows } = await sql<PictureRow>`
    with plans as (
      select coalesce(fb.product_family_id, p.product_family_id) as productfamily_id,
             p.id as product_id,
             coalesce(sum(fb.demanded_budget) filter (where fb.status <> 'declined'), 0.00) as demanded,
             coalesce(sum(fb.proposed_budget) filter (where fb.status <> 'declined'), 0.00) as proposed,
             coalesce(sum(fb.approved_budget) filter (where fb.status = 'approved'), 0.00) as approved
        from future_budgets fb
        left join projects pj on pj.id = fb.project_id
        left join applications ap on ap.id = fb.application_id
        left join products p on p.id = coalesce(fb.product_id, pj.product_id, ap.product_id)
       where fb.year = ${next}
       group by 1, 2
    ),
    budgets as (
      select product_id, sum(budget_eur) as amount
        from (select product_id, budget_eur from projects
              union all select product_id, budget_eur from applications) e
       group by product_id
    ),
    figures as (
      select r.product_id,
             sum(r.actuals) filter (where r.year = ${currentYear - 1}) as last_actuals,
             sum(r.forecast) filter (where r.year = ${currentYear} or r.year is null) as forecast
        from figure_rollup r
       where r.type in ('Capital', 'Expense')
       group by r.product_id
    ),
    product_rows as (
      select f.id as productfamily_id, f.name as productfamily_name, p.id as product_id,
             p.name as product_name,
             coalesce(fg.last_actuals, 0.00) as last_year_actuals,
             coalesce(b.amount, 0.00) as current_year_budget,
             coalesce(fg.forecast, 0.00) as current_year_forecast,
             coalesce(pl.demanded, 0.00) as next_year_demanded,
             coalesce(pl.proposed, 0.00) as next_year_proposed,
             coalesce(pl.approved, 0.00) as next_year_approved
        from products p
        join product_families f on f.id = p.product_family_id
        left join budgets b on b.product_id = p.id
        left join figures fg on fg.product_id = p.id
        left join plans pl on pl.product_id = p.id
      union all
      select f.id, f.name, null, null, 0.00, 0.00, 0.00, pl.demanded, pl.proposed, pl.approved
        from plans pl
        join product_families f on f.id = pl.productfamily_id
       where pl.product_id is null
    )
    select productfamily_id, productfamily_name, product_id, product_name,
           last_year_actuals::text, current_year_budget::text, current_year_forecast::text,
           next_year_demanded::text, next_year_proposed::text, next_year_approved::text
      from product_rows
     order by lower(productfamily_name), productfamily_id, product_id is not null,
              lower(product_name), product_id`.execute(db);
  return rows;
}
