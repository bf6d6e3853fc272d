// Budget impact of a request (issue 9 part 4), per entity its list items are booked on, in one
// statement: the entity's budget, what approved orders already commit in the current year, what
// other open requests would add, and this request's own part — all current-year parts of the
// items' EUR amounts, pro rata by days as the forecast is (DESIGN.md §4). A product counts with
// everything below it (items on the product itself, its projects and its applications), as its
// forecast and budget do on the overview.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { toEur } from '../db/money.ts';
import { orderYearPart } from '../db/order-year.ts';

export interface ImpactRow {
  entitytype: 'Product' | 'Project' | 'Application';
  id: number;
  name: string;
  budget: string;
  committed: string;
  pending: string;
  this_request: string;
}

/** The products the request's items roll up to: the rows an approval locks. */
const requestProducts = (requestId: number) => sql`
  select coalesce(li.product_id, pj.product_id, ap.product_id)
    from purchase_request_list_items li
    left join projects pj on pj.id = li.project_id
    left join applications ap on ap.id = li.application_id
   where li.purchase_request_id = ${requestId}`;

/**
 * Locks the products of the request's items, in id order (two approvals sharing products queue
 * without deadlock). An approval holds them to its commit, so a second approval on the same
 * products reads the first one's order once it may go on: two approvals cannot both pass a budget
 * that fits only one.
 */
export async function lockRequestProducts(trx: Kysely<Database>, requestId: number) {
  await sql`select p.id from products p where p.id in (${requestProducts(requestId)})
    order by p.id for no key update of p`.execute(trx);
}

/** An entity a preview is asked for (before the request has items). */
export interface PreviewEntity {
  entitytype: ImpactRow['entitytype'];
  id: number;
}

/**
 * What the impact is computed for: a stored request (its items' entities and amounts), or a
 * preview before Next — the chosen entities, each shown as if the whole order amount landed on
 * it (the most it can take), and optionally the request an edit replaces, left out of `pending`.
 */
export type ImpactSubject =
  | { requestId: number }
  | {
      entities: readonly PreviewEntity[];
      orderamount: string;
      currency: string;
      podate: string;
      deliverydate: string | null;
      today: string;
      replaces: number | null;
    };

function subjectParts(subject: ImpactSubject, currentYear: number) {
  if ('requestId' in subject) {
    const requestId = subject.requestId;
    return {
      entities: sql`
        select distinct
               case when li.project_id is not null then 'Project'
                    when li.application_id is not null then 'Application'
                    else 'Product' end as entitytype,
               coalesce(li.project_id, li.application_id, li.product_id) as id
          from purchase_request_list_items li
         where li.purchase_request_id = ${requestId}`,
      kindOf: sql`case when pr.id = ${requestId} then 'this'
                       when pr.status = 'Approved' then 'committed'
                       else 'pending' end`,
      counted: sql`(pr.id = ${requestId} or pr.status in ('Approved', 'Proposed'))`,
      thisRequest: sql`coalesce(sum(m.amount) filter (where m.kind = 'this'), 0.00)`,
    };
  }
  const rows = subject.entities.map((e) => sql`(${e.entitytype}::text, ${e.id}::integer)`);
  const amount = toEur(subject.orderamount, subject.currency, subject.today);
  return {
    entities: sql`select * from (values ${sql.join(rows)}) as v(entitytype, id)`,
    kindOf: sql`case when pr.status = 'Approved' then 'committed' else 'pending' end`,
    counted: sql`(pr.status in ('Approved', 'Proposed') and pr.id is distinct from ${subject.replaces}::integer)`,
    thisRequest: sql`(select ${orderYearPart(sql`${amount}`, currentYear, currentYear)}
        from (select ${subject.podate}::date as podate,
                     ${subject.deliverydate}::date as deliverydate) pr)`,
  };
}

export async function impactRows(
  db: Kysely<Database>,
  subject: ImpactSubject,
  currentYear: number,
): Promise<ImpactRow[]> {
  const part = orderYearPart(sql.ref('i.amount_eur'), currentYear, currentYear);
  const parts = subjectParts(subject, currentYear);
  const { rows } = await sql<ImpactRow>`
    with entities as (${parts.entities}),
    -- The products the entities roll up to.
    request_products as (
      select case e.entitytype
               when 'Product' then e.id
               when 'Project' then (select product_id from projects where id = e.id)
               else (select product_id from applications where id = e.id) end
        from entities e
    ),
    -- Every item under those products, with the product, project or application it books on.
    items as (
      select li.purchase_request_id, li.amount_eur, li.product_id, null::integer as project_id,
             null::integer as application_id
        from purchase_request_list_items li
       where li.product_id in (select * from request_products)
      union all
      select li.purchase_request_id, li.amount_eur, pj.product_id, li.project_id, null
        from purchase_request_list_items li join projects pj on pj.id = li.project_id
       where pj.product_id in (select * from request_products)
      union all
      select li.purchase_request_id, li.amount_eur, ap.product_id, null, li.application_id
        from purchase_request_list_items li join applications ap on ap.id = li.application_id
       where ap.product_id in (select * from request_products)
    ),
    parts as (
      select i.product_id, i.project_id, i.application_id, ${parts.kindOf} as kind,
             ${part} as amount
        from items i join purchase_requests pr on pr.id = i.purchase_request_id
       where ${parts.counted}
    ),
    matched as (
      select e.entitytype, e.id, p.kind, p.amount
        from entities e join parts p on case e.entitytype
          when 'Product' then p.product_id = e.id
          when 'Project' then p.project_id = e.id
          else p.application_id = e.id end
    )
    select e.entitytype, e.id, n.name,
           case e.entitytype
             when 'Product' then
               (select coalesce(sum(budget_eur), 0.00) from projects where product_id = e.id)
               + (select coalesce(sum(budget_eur), 0.00) from applications where product_id = e.id)
             when 'Project' then (select budget_eur from projects where id = e.id)
             else (select budget_eur from applications where id = e.id) end as budget,
           coalesce(sum(m.amount) filter (where m.kind = 'committed'), 0.00) as committed,
           coalesce(sum(m.amount) filter (where m.kind = 'pending'), 0.00) as pending,
           ${parts.thisRequest} as this_request
      from entities e
      join lateral (select case e.entitytype
             when 'Product' then (select name from products where id = e.id)
             when 'Project' then (select name from projects where id = e.id)
             else (select name from applications where id = e.id) end as name) n on n.name is not null
      left join matched m on m.entitytype = e.entitytype and m.id = e.id
     group by e.entitytype, e.id, n.name
     order by case e.entitytype when 'Product' then 1 when 'Project' then 2 else 3 end, 3, e.id`.execute(
    db,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
