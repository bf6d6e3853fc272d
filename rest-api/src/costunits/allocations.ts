// A product's allocation to cost units (CONTRACT.md 'Cost units'): never above 100 % over all
// cost units — the product row is locked for every allocation write — each write with its
// activity-log line and a notification to the cost unit's manager.
import { sql } from 'kysely';
import {
  COST_UNIT_MESSAGES,
  COST_UNIT_TEXTS,
  fractionToBasisPoints,
  percentToFraction,
  percentageProblem,
} from '@cost-steering/schema';
import { recordActivity, summarize } from '../activity/index.ts';
import type { AppContext } from '../context.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound, validationFailed } from '../http/errors.ts';
import { parseId } from '../http/input-types.ts';
import { requireObject } from '../http/validation.ts';
import { allocationRows } from './figures.ts';
import {
  allocatedElsewhere,
  allocation,
  allocationsOfProduct,
  deleteAllocation,
  insertAllocation,
  lockCostUnit,
  lockProduct,
  updateAllocation,
} from './repository.ts';
import { notifyManager } from './notify.ts';
import { allocatedProduct, basisPointsToFraction, currentYear } from './service.ts';

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
