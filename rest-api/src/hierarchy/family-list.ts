// The family list as the overview reads it (CONTRACT.md 'Product families', issue 15): the
// filter bar's choices as one condition on `product_families as f`, one page of families with
// their figures, and the totals of every matching family for the budget summary. A page reads
// the figures of its own families only; the totals are one aggregate in the database — so the
// answer grows with the page, not with the organisation.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { money } from '../db/money.ts';
import { contains } from '../db/search.ts';
import type { PageRequest } from '../http/paging.ts';
import {
  capColumn,
  everythingBooked,
  familiesWithFigures,
  rollupRowsIn,
  type FamilyFigureOptions,
} from './figures.ts';
import { productScope } from './products/repository.ts';
import { allOf, idIn } from './scope.ts';

export const FAMILY_SORT_FIELDS = ['name', 'budget', 'actuals'] as const;
export type FamilySortField = (typeof FAMILY_SORT_FIELDS)[number];

/** The overview's filters: product, owner and region keep the families having such a product. */
export interface FamilyListFilter {
  ids?: number[] | undefined;
  product?: number[] | undefined;
  owner?: string[] | undefined;
  region?: number[] | undefined;
  /** Part of the family's name, any letter case. */
  search?: string | undefined;
}

function filtersProducts(filter: FamilyListFilter): boolean {
  return Boolean(filter.product || filter.owner || filter.region);
}

/** The filter as a condition on `product_families as f`. */
export function familyListScope(filter: FamilyListFilter): RawBuilder<boolean> {
  const productFilter = { id: filter.product, owner: filter.owner, region: filter.region };
  return allOf([
    filter.ids && idIn('f.id', filter.ids),
    filtersProducts(filter) &&
      sql<boolean>`exists (select 1 from products p
        where p.product_family_id = f.id and ${productScope(productFilter)})`,
    filter.search !== undefined && contains(sql`f.name`, filter.search),
  ]);
}

// Names compare in any letter case (as every list's name sort, CONTRACT.md 'Lists that grow').
const ORDER: Record<FamilySortField, RawBuilder<unknown>> = {
  name: sql`lower(x.name)`,
  budget: sql`x.budget`,
  actuals: sql`x.actuals`,
};

/** The ids of the page, in its order; ties by id in the same direction. */
async function pageIds(
  db: Kysely<Database>,
  options: FamilyFigureOptions,
  filter: FamilyListFilter,
  page: PageRequest<FamilySortField>,
): Promise<number[]> {
  if (page.limit === 0) return [];
  const { field, direction } = page.sort;
  // By name the families table alone decides; by an amount every matching family's figures
  // must be known first (one grouped statement, its cost that of the whole filtered list).
  const source =
    field === 'name'
      ? db
          .selectFrom('product_families as f')
          .select(['f.id', 'f.name'])
          .where(familyListScope(filter))
      : familiesWithFigures(db, options).where(familyListScope(filter));
  const rows = await db
    .selectFrom(source.as('x'))
    .select('x.id')
    .orderBy(ORDER[field], direction)
    .orderBy('x.id', direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => row.id);
}

/** One page of matching families with their figures, and how many match. */
export async function familyPage(
  db: Kysely<Database>,
  options: FamilyFigureOptions,
  filter: FamilyListFilter,
  page: PageRequest<FamilySortField>,
) {
  const ids = await pageIds(db, options, filter, page);
  const [rows, { count }] = await Promise.all([
    ids.length === 0
      ? []
      : familiesWithFigures(db, options, ids)
          .where(sql<boolean>`f.id = any(${ids})`)
          .execute(),
    db
      .selectFrom('product_families as f')
      .where(familyListScope(filter))
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: ids.map((id) => byId.get(id)).filter((row) => row !== undefined),
    totalCount: Number(count),
  };
}

/**
 * The budget summary of every matching family: how many, and the sums of their budget,
 * forecast, actuals and available budget — exact numeric sums in the database. Summed straight
 * over the matching families' products (each keeps its budget: migration 0014) and their rollup
 * rows, not family by family: the same numbers (each family's figure is a sum over its own
 * products, and available budget is its cap minus its products' caps) without grouping.
 */
export async function familyTotals(
  db: Kysely<Database>,
  options: FamilyFigureOptions,
  filter: FamilyListFilter,
) {
  const cap = sql.ref(capColumn(options.budgetLimitEnabled));
  const { rows } = await sql<{
    count: string;
    budget: string;
    forecast: string;
    actuals: string;
    available_budget: string;
  }>`
    with family as (
      select f.id, f.${cap} as cap from product_families f where ${familyListScope(filter)}
    ),
    product as (
      select p.id, p.${cap} as cap, p.rollup_budget_eur as budget
        from products p join family on family.id = p.product_family_id
    ),
    booked as (
      select ${everythingBooked('f')} as forecast, ${everythingBooked('a')} as actuals
      from product_year_figures r join product on product.id = r.product_id
      where ${rollupRowsIn(options.year, options.currentYear)}
    )
    select
      (select count(*) from family) as count,
      (select ${money(sql`sum(budget)`)} from product) as budget,
      (select ${money(sql`sum(forecast)`)} from booked) as forecast,
      (select ${money(sql`sum(actuals)`)} from booked) as actuals,
      round(
        (select coalesce(sum(cap), 0) from family) - (select coalesce(sum(cap), 0) from product),
        2
      ) as available_budget
  `.execute(db);
  const totals = rows[0]!;
  return { ...totals, count: Number(totals.count) };
}
