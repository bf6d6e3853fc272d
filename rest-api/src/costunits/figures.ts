// A cost unit's figures (DESIGN.md §4 'Cost units', CONTRACT.md 'Cost units'): for every
// allocation the product's budget, forecast and actuals by cost code — the same sources as the
// product lists (hierarchy/figures.ts: budgets of its projects and applications, forecast and
// actuals of product_year_figures in the current year, undated orders included) — and the part
// the cost unit carries: each cost-code cell × the fraction, truncated to the cent. Truncated,
// so that the cost units of a product never carry more than the product (50 % + 50 % of 0.05 is
// 0.02 + 0.02, never 0.03 + 0.03); totals are sums of cells, so a split always adds up to its
// total. All of it SQL aggregation over the allocations asked, never one statement per row.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

export const CODES = ['ci', 'cm', 'ce', 'ei', 'em', 'ee'] as const;
export type Code = (typeof CODES)[number];
const FIGURES = ['b', 'f', 'a'] as const;
type Figure = (typeof FIGURES)[number];
const FIGURE_NAMES = { b: 'budget', f: 'forecast', a: 'actuals' } as const;

/**
 * Column names of a row: `<side>_<figure>_<code>`, side p = the product's, u = the unit's part,
 * t = the unit's sum over all its products.
 */
type Side = 'p' | 'u' | 't';
const CELL_KEYS: Record<Figure, readonly string[]> = {
  b: [...CODES, 'undef', 'total'],
  f: [...CODES, 'total'],
  a: [...CODES, 'total'],
};

/** One allocation with the product's figures and the allocated part (money strings). */
export interface AllocationRow {
  cost_unit_id: number;
  product_id: number;
  product_name: string;
  image: number | null;
  /** The fraction of this allocation, e.g. '0.2500'. */
  percentage: string;
  /** The product's fraction over all cost units. */
  product_percentage: string;
  [column: string]: string | number | null;
}

const productCell = (figure: Figure, code: string) =>
  sql`coalesce(${sql.ref(`${figure === 'b' ? 'pb' : 'pf'}.${figure}_${code}`)}, 0.00)`;

function cellColumns(side: 'p' | 'u') {
  const cell = (figure: Figure, code: string) =>
    side === 'p'
      ? productCell(figure, code)
      : sql`trunc(${productCell(figure, code)} * a.percentage, 2)`;
  return FIGURES.flatMap((figure) => {
    const parts = CELL_KEYS[figure].filter((key) => key !== 'total');
    return [
      ...parts.map((code) => sql`${cell(figure, code)} as ${sql.ref(`${side}_${figure}_${code}`)}`),
      sql`${sql.join(
        parts.map((code) => cell(figure, code)),
        sql` + `,
      )} as ${sql.ref(`${side}_${figure}_total`)}`,
    ];
  });
}

/** The allocations matching `where` (a condition on `cup`) with their figures, as a query. */
function allocationQuery(where: RawBuilder<boolean>, year: number) {
  const budgetCodes = [...CODES, 'undef'];
  const entityColumns = sql.join(
    budgetCodes.map((code) => sql.ref(`e.${code === 'undef' ? 'undef' : `b${code}`}_eur`)),
  );
  const entityAliases = sql.join(budgetCodes.map((code) => sql.ref(`b_${code}`)));
  const budgetSums = sql.join(
    budgetCodes.map((code) => sql`sum(${sql.ref(`b_${code}`)}) as ${sql.ref(`b_${code}`)}`),
  );
  const figureSums = sql.join(
    (['f', 'a'] as const).flatMap((figure) =>
      CODES.map(
        (code) => sql`sum(${sql.ref(`r.${figure}_${code}`)}) as ${sql.ref(`${figure}_${code}`)}`,
      ),
    ),
  );
  return sql`
    with alloc as (
      select cup.cost_unit_id, cup.product_id, cup.percentage
      from cost_unit_products cup
      where ${where}
    ),
    alloc_products as (select distinct product_id from alloc),
    entities (product_id, ${entityAliases}) as (
      select e.product_id, ${entityColumns} from projects e
      where e.product_id in (select product_id from alloc_products)
      union all
      select e.product_id, ${entityColumns} from applications e
      where e.product_id in (select product_id from alloc_products)
    ),
    product_budgets as (
      select product_id, ${budgetSums} from entities group by product_id
    ),
    product_figures as (
      select r.product_id, ${figureSums}
      from product_year_figures r
      where r.product_id in (select product_id from alloc_products)
        and (r.year = ${year} or r.year is null)
      group by r.product_id
    ),
    product_shares as (
      select product_id, sum(percentage) as percentage
      from cost_unit_products
      where product_id in (select product_id from alloc_products)
      group by product_id
    )
    select
      a.cost_unit_id, a.product_id, p.name as product_name, p.image_id as image,
      a.percentage::text as percentage, ps.percentage::text as product_percentage,
      ${sql.join([...cellColumns('p'), ...cellColumns('u')])}
    from alloc a
    join products p on p.id = a.product_id
    join product_shares ps on ps.product_id = a.product_id
    left join product_budgets pb on pb.product_id = a.product_id
    left join product_figures pf on pf.product_id = a.product_id`;
}

/**
 * Every allocation matching `where` with its figures, by cost unit, then product name; each row
 * also carries its cost unit's sums (`t_<figure>_<key>`, a window over the unit's rows), so a
 * list of cost units with their figures is this one statement.
 */
export async function allocationRows(
  db: Kysely<Database>,
  where: RawBuilder<boolean>,
  year: number,
): Promise<AllocationRow[]> {
  const unitSums = FIGURES.flatMap((figure) =>
    CELL_KEYS[figure].map(
      (key) =>
        sql`sum(${sql.ref(`u_${figure}_${key}`)}) over (partition by cost_unit_id) as ${sql.ref(`t_${figure}_${key}`)}`,
    ),
  );
  const { rows } = await sql<AllocationRow>`
    select rows.*, ${sql.join(unitSums)} from (${allocationQuery(where, year)}) rows
    order by cost_unit_id, lower(product_name), product_id`.execute(db);
  return rows.map(moneyAsText);
}

/** Per cost unit of `rows`: the sums of its allocated parts (from the window columns). */
export function costUnitTotals(rows: AllocationRow[]): Map<number, Figures> {
  const totals = new Map<number, Figures>();
  for (const row of rows) {
    if (!totals.has(row.cost_unit_id)) totals.set(row.cost_unit_id, figuresOf(row, 't'));
  }
  return totals;
}

/** Money columns as text (PGlite and pg alike give numeric as strings; kept explicit). */
function moneyAsText<Row extends Record<string, unknown>>(row: Row): Row {
  const out: Record<string, unknown> = { ...row };
  for (const [key, value] of Object.entries(row)) {
    if (/^[put]_/.test(key)) out[key] = value == null ? '0.00' : String(value);
  }
  return out as Row;
}

export type Split = Record<string, string>;
export interface Figures {
  budget: Split;
  forecast: Split;
  actuals: Split;
}

/** The splits of a row's side: { budget: { ci … ee, undef, total }, forecast, actuals }. */
export function figuresOf(row: Record<string, unknown>, side: Side): Figures {
  const split = (figure: Figure): Split =>
    Object.fromEntries(
      CELL_KEYS[figure].map((key) => [key, String(row[`${side}_${figure}_${key}`] ?? '0.00')]),
    );
  return {
    [FIGURE_NAMES.b]: split('b'),
    [FIGURE_NAMES.f]: split('f'),
    [FIGURE_NAMES.a]: split('a'),
  } as unknown as Figures;
}

/** A cost unit without allocations: every figure 0.00. */
export const NO_FIGURES: Figures = figuresOf({}, 'u');
