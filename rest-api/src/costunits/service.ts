// The reads of the cost-units domain (CONTRACT.md 'Cost units', DESIGN.md §4): cost units with
// their allocated products and figures, a page of them, one, and its showback. The writes:
// unit-writes.ts (create, edit) and allocations.ts (a product's percentages), which notify.ts
// tells the cost unit's manager about.
import { sql } from 'kysely';
import { fractionToBasisPoints } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import type { PageRequest } from '../http/paging.ts';
import {
  allocationRows,
  costUnitTotals,
  figuresOf,
  NO_FIGURES,
  type AllocationRow,
} from './figures.ts';
import {
  costUnitById,
  costUnitsOf,
  costUnitsPage,
  type CostUnitFilter,
  type CostUnitRow,
  type CostUnitSortField,
} from './repository.ts';

export const currentYear = (ctx: AppContext) => ctx.today().getUTCFullYear();
const idsCondition = (column: string, ids: number[]) =>
  sql<boolean>`${sql.ref(column)} in (${sql.join(ids.length ? ids : [0])})`;

/** An allocation as a cost unit lists it (CONTRACT.md 'Cost units'). */
export function allocatedProduct(row: AllocationRow) {
  const product = figuresOf(row, 'p');
  const part = figuresOf(row, 'u');
  const unallocated = 10000 - fractionToBasisPoints(row.product_percentage);
  return {
    id: row.product_id,
    name: row.product_name,
    image: row.image,
    percentage: row.percentage,
    totalbudget: product.budget.total,
    totalforecast: product.forecast.total,
    totalactuals: product.actuals.total,
    budget: part.budget.total,
    forecast: part.forecast.total,
    actuals: part.actuals.total,
    product_percentage: row.product_percentage,
    unallocated_percentage: basisPointsToFraction(unallocated),
  };
}

export const basisPointsToFraction = (bp: number) =>
  `${Math.floor(bp / 10000)}.${String(bp % 10000).padStart(4, '0')}`;

export type CostUnitJson = CostUnitRow & {
  budget: string;
  forecast: string;
  actuals: string;
  products: Array<ReturnType<typeof allocatedProduct>>;
};

/** Cost units with their allocations and figures: one statement for any number of units. */
async function withAllocations(ctx: AppContext, units: CostUnitRow[]): Promise<CostUnitJson[]> {
  if (units.length === 0) return [];
  const where = idsCondition(
    'cup.cost_unit_id',
    units.map((unit) => unit.id),
  );
  const rows = await allocationRows(ctx.db, where, currentYear(ctx));
  const totals = costUnitTotals(rows);
  const byUnit = new Map<number, AllocationRow[]>();
  for (const row of rows) {
    const unitRows = byUnit.get(row.cost_unit_id) ?? [];
    unitRows.push(row);
    byUnit.set(row.cost_unit_id, unitRows);
  }
  return units.map((unit) => {
    const figures = totals.get(unit.id) ?? NO_FIGURES;
    return {
      ...unit,
      budget: figures.budget.total!,
      forecast: figures.forecast.total!,
      actuals: figures.actuals.total!,
      products: (byUnit.get(unit.id) ?? []).map(allocatedProduct),
    };
  });
}

export async function listCostUnits(ctx: AppContext, filter: CostUnitFilter) {
  return withAllocations(ctx, await costUnitsOf(ctx.db, filter));
}

export async function pageCostUnits(
  ctx: AppContext,
  filter: CostUnitFilter,
  page: PageRequest<CostUnitSortField>,
) {
  const { rows, totalCount } = await costUnitsPage(ctx.db, filter, page);
  return { rows: await withAllocations(ctx, rows), totalCount };
}

export async function getCostUnit(ctx: AppContext, id: number) {
  const unit = await costUnitById(ctx.db, id);
  if (!unit) throw notFound('Cost unit');
  const [full] = await withAllocations(ctx, [unit]);
  return full!;
}

/** Showback: the cost unit's split by cost code with every product behind it (CONTRACT.md). */
export async function costUnitShowback(ctx: AppContext, id: number) {
  const unit = await costUnitById(ctx.db, id);
  if (!unit) throw notFound('Cost unit');
  const where = idsCondition('cup.cost_unit_id', [id]);
  const rows = await allocationRows(ctx.db, where, currentYear(ctx));
  return {
    costunit: unit,
    year: currentYear(ctx),
    figures: costUnitTotals(rows).get(id) ?? NO_FIGURES,
    products: rows.map((row) => ({
      ...allocatedProduct(row),
      allocated: figuresOf(row, 'u'),
      product: figuresOf(row, 'p'),
    })),
  };
}
