// Rules and transactions of the cost-units domain (CONTRACT.md 'Cost units', DESIGN.md §4): the
// shared rules of spec §5, unique names in any letter case, a product never above 100 % over all
// cost units (the product row is locked for every allocation write), and every write in one
// transaction with its activity-log line and a notification to the cost unit's manager.
import { sql, type Kysely } from 'kysely';
import {
  COST_UNIT_MESSAGES,
  COST_UNIT_TEXTS,
  SELECTABLE_COST_UNIT_STATUSES,
  costUnitSchema,
  fractionToBasisPoints,
  percentToFraction,
  percentageProblem,
  type CostUnitStatus,
} from '@cost-steering/schema';
import { recordActivity, summarize } from '../activity/index.ts';
import { isoDay, type AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound, validationFailed } from '../http/errors.ts';
import { parseId } from '../http/input-types.ts';
import type { PageRequest } from '../http/paging.ts';
import { requireObject, validateWith } from '../http/validation.ts';
import { insertNotifications } from '../notifications/index.ts';
import { findUser } from '../reference/index.ts';
import {
  allocationRows,
  costUnitTotals,
  figuresOf,
  NO_FIGURES,
  type AllocationRow,
} from './figures.ts';
import {
  allocatedElsewhere,
  allocation,
  allocationsOfProduct,
  costUnitById,
  costUnitNameTaken,
  costUnitsOf,
  costUnitsPage,
  deleteAllocation,
  insertAllocation,
  insertCostUnit,
  lockCostUnit,
  lockProduct,
  updateAllocation,
  updateCostUnit,
  type CostUnitFilter,
  type CostUnitRow,
  type CostUnitSortField,
} from './repository.ts';

type Db = Kysely<Database>;

const currentYear = (ctx: AppContext) => ctx.today().getUTCFullYear();
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

const basisPointsToFraction = (bp: number) =>
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

// ---------------------------------------------------------------------------------------------
// Writes

interface CostUnitInput {
  name: string;
  manager: string;
  statusdate: string;
}

const duplicateName = () =>
  new AppError(409, 'DUPLICATE_NAME', COST_UNIT_TEXTS.duplicateServer, 'name');
const duplicateWhenUnique = (error: unknown) => {
  throw isUniqueViolation(error) ? duplicateName() : error;
};

async function requireManager(trx: Db, username: string) {
  const manager = await findUser(trx, username);
  if (!manager) {
    throw validationFailed([{ field: 'manager', message: 'Manager must be a known user' }]);
  }
  return manager;
}

/** The cost unit's manager hears of every change to it (spec: 'on changes', issue 12). */
async function notifyManager(trx: Db, managerId: number, unitName: string, message: string) {
  await insertNotifications(trx, [{ userId: managerId, title: `Cost unit ${unitName}`, message }]);
}

function validateUnit(ctx: AppContext, body: Record<string, unknown>, today = isoDay(ctx.today())) {
  return validateWith<CostUnitInput>(costUnitSchema({ today }), {
    name: body.name,
    manager: body.manager,
    statusdate: body.statusdate,
  });
}

export async function createCostUnit(ctx: AppContext, user: CurrentUser, body: unknown) {
  const given = requireObject(body);
  if (given.status != null && given.status !== 'Proposed') {
    throw validationFailed([
      { field: 'status', message: 'A cost unit is created with status Proposed' },
    ]);
  }
  const input = await validateUnit(ctx, given);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const manager = await requireManager(trx, input.manager);
    if (await costUnitNameTaken(trx, input.name)) throw duplicateName();
    const values = {
      name: input.name,
      manager_id: manager.id,
      status: 'Proposed' as const,
      statusdate: input.statusdate,
    };
    const unitId = await insertCostUnit(trx, values).catch(duplicateWhenUnique);
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'costunit',
      entityId: unitId,
      summary: summarize({ ...values, manager: manager.username, manager_id: undefined }),
    });
    await notifyManager(
      trx,
      manager.id,
      input.name,
      `${user.username} created cost unit ${input.name} with you as its manager.`,
    );
    return unitId;
  });
  return getCostUnit(ctx, id);
}

function readStatus(value: unknown, current: CostUnitStatus): CostUnitStatus {
  if (value == null) return current;
  // Global is shown, never chosen: a unit already Global may keep it (the form sends it back).
  if (value === 'Global') {
    if (current === 'Global') return current;
    throw validationFailed([{ field: 'status', message: COST_UNIT_MESSAGES.statusGlobal }]);
  }
  if (!SELECTABLE_COST_UNIT_STATUSES.includes(value as 'Active')) {
    throw validationFailed([{ field: 'status', message: COST_UNIT_MESSAGES.statusUnknown }]);
  }
  return value as CostUnitStatus;
}

export async function editCostUnit(ctx: AppContext, user: CurrentUser, id: number, body: unknown) {
  const given = requireObject(body);
  if (given.id != null && Number(given.id) !== id) {
    throw validationFailed([
      { field: 'id', message: 'The id of the body is not the id of the path' },
    ]);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockCostUnit(trx, id);
    if (!current) throw notFound('Cost unit');
    const currentDate = String(current.statusdate).slice(0, 10);
    const old = await trx
      .selectFrom('users')
      .select('username')
      .where('id', '=', current.manager_id)
      .executeTakeFirstOrThrow();
    const merged = {
      name: given.name ?? current.name,
      manager: given.manager ?? old.username,
      statusdate: given.statusdate ?? currentDate,
    };
    // An unchanged start date may lie in the past (the unit started then); a new one may not.
    const today = merged.statusdate === currentDate ? '0000-01-01' : isoDay(ctx.today());
    const input = await validateUnit(ctx, merged, today);
    const status = readStatus(given.status, current.status);
    const manager = await requireManager(trx, input.manager);
    if (await costUnitNameTaken(trx, input.name, id)) throw duplicateName();
    const values = {
      name: input.name,
      manager_id: manager.id,
      status,
      statusdate: input.statusdate,
    };
    await updateCostUnit(trx, id, values).catch(duplicateWhenUnique);
    await recordActivity(trx, {
      username: user.username,
      action: 'UPDATE',
      entity: 'costunit',
      entityId: id,
      summary: summarize({ ...values, manager: manager.username, manager_id: undefined }),
    });
    const changes = `${user.username} updated cost unit ${input.name}: status ${status}, start ${input.statusdate}, manager ${manager.username}.`;
    await notifyManager(trx, manager.id, input.name, changes);
    if (manager.id !== current.manager_id) {
      await notifyManager(trx, current.manager_id, input.name, changes);
    }
  });
  return getCostUnit(ctx, id);
}

const overAllocated = (remaining: number) =>
  new AppError(409, 'CONFLICT', COST_UNIT_TEXTS.overAllocatedServer(remaining), 'percentage');

function readPercentage(value: unknown): number {
  const problem = percentageProblem(value);
  if (problem) throw validationFailed([{ field: 'percentage', message: problem }]);
  return Number(value);
}

/**
 * Sets the fraction of one product in one cost unit (`insert` for a new allocation), under the
 * product's row lock: what remains is read after every other writer of the product committed.
 */
async function writeAllocation(
  ctx: AppContext,
  user: CurrentUser,
  ids: { costUnit: number; product: number },
  percent: number,
  mode: 'insert' | 'update',
) {
  return ctx.db.transaction().execute(async (trx) => {
    const unit = await lockCostUnit(trx, ids.costUnit);
    if (!unit) throw notFound('Cost unit');
    const product = await lockProduct(trx, ids.product);
    if (!product) {
      if (mode === 'update') throw notFound('Product');
      throw validationFailed([{ field: 'product', message: 'Product must be a known product' }]);
    }
    const existing = await allocation(trx, ids.costUnit, ids.product);
    if (mode === 'insert' && existing) {
      throw new AppError(409, 'CONFLICT', COST_UNIT_TEXTS.alreadyAllocatedServer, 'product');
    }
    if (mode === 'update' && !existing) throw notFound('Allocation');
    const elsewhere = fractionToBasisPoints(
      await allocatedElsewhere(trx, ids.product, ids.costUnit),
    );
    const remaining = Math.floor((10000 - elsewhere) / 100);
    if (percent > remaining) throw overAllocated(Math.max(remaining, 0));
    const fraction = percentToFraction(percent);
    if (mode === 'insert') await insertAllocation(trx, ids.costUnit, ids.product, fraction);
    else await updateAllocation(trx, ids.costUnit, ids.product, fraction);
    await recordActivity(trx, {
      username: user.username,
      action: mode === 'insert' ? 'CREATE' : 'UPDATE',
      entity: 'costunitproduct',
      entityId: `${ids.costUnit}/${ids.product}`,
      summary: summarize({ costunit: unit.name, product: product.name, percentage: fraction }),
    });
    await notifyManager(
      trx,
      unit.manager_id,
      unit.name,
      `${user.username} allocated ${percent} % of ${product.name} to cost unit ${unit.name}.`,
    );
  });
}

export async function addProduct(
  ctx: AppContext,
  user: CurrentUser,
  costUnit: number,
  body: unknown,
) {
  const given = requireObject(body);
  if (given.costunit != null && given.costunit !== '' && parseId(given.costunit) !== costUnit) {
    throw validationFailed([
      { field: 'costunit', message: 'The cost unit of the body is not the one of the path' },
    ]);
  }
  const product = parseId(given.product);
  if (product === undefined) {
    throw validationFailed([{ field: 'product', message: COST_UNIT_MESSAGES.productRequired }]);
  }
  const percent = readPercentage(given.percentage);
  await writeAllocation(ctx, user, { costUnit, product }, percent, 'insert');
  return allocationOf(ctx, costUnit, product);
}

export async function setPercentage(
  ctx: AppContext,
  user: CurrentUser,
  ids: { costUnit: number; product: number },
  body: unknown,
) {
  const percent = readPercentage(requireObject(body).percentage);
  await writeAllocation(ctx, user, ids, percent, 'update');
  return allocationOf(ctx, ids.costUnit, ids.product);
}

async function allocationOf(ctx: AppContext, costUnit: number, product: number) {
  const [row] = await allocationRows(
    ctx.db,
    sql<boolean>`cup.cost_unit_id = ${costUnit} and cup.product_id = ${product}`,
    currentYear(ctx),
  );
  return { product: allocatedProduct(row!) };
}

export async function removeProduct(
  ctx: AppContext,
  user: CurrentUser,
  ids: { costUnit: number; product: number },
) {
  await ctx.db.transaction().execute(async (trx) => {
    const unit = await lockCostUnit(trx, ids.costUnit);
    if (!unit) throw notFound('Cost unit');
    const product = await lockProduct(trx, ids.product);
    if (!product || !(await deleteAllocation(trx, ids.costUnit, ids.product))) {
      throw notFound('Allocation');
    }
    await recordActivity(trx, {
      username: user.username,
      action: 'DELETE',
      entity: 'costunitproduct',
      entityId: `${ids.costUnit}/${ids.product}`,
      summary: summarize({ costunit: unit.name, product: product.name }),
    });
    await notifyManager(
      trx,
      unit.manager_id,
      unit.name,
      `${user.username} removed ${product.name} from cost unit ${unit.name}.`,
    );
  });
}

/** GET /products/{id}/costunits: the product's allocations and their sum. */
export async function productAllocation(ctx: AppContext, productId: number) {
  const product = await ctx.db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw notFound('Product');
  const costUnits = await allocationsOfProduct(ctx.db, productId);
  const sum = costUnits.reduce((bp, unit) => bp + fractionToBasisPoints(unit.percentage), 0);
  return { costUnits, totalPercentageSum: basisPointsToFraction(sum) };
}

/** What this cost unit may hold of the product: 1 − the other units' fractions. */
export async function remainingPercentage(ctx: AppContext, productId: number, costUnit: number) {
  const [product, unit] = await Promise.all([
    ctx.db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst(),
    ctx.db.selectFrom('cost_units').select('id').where('id', '=', costUnit).executeTakeFirst(),
  ]);
  if (!product) throw notFound('Product');
  if (!unit) throw notFound('Cost unit');
  const elsewhere = fractionToBasisPoints(await allocatedElsewhere(ctx.db, productId, costUnit));
  return { remainingpercentage: basisPointsToFraction(Math.max(10000 - elsewhere, 0)) };
}
