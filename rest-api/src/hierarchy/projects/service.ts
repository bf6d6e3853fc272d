// Projects and applications: lists with figures, and writes under the product's available
// budget — checked while the product row is locked, so concurrent writes cannot overspend it.
import type { Kysely } from 'kysely';
import {
  BUDGET_CODES,
  BUDGET_ENTITY_MESSAGES,
  budgetEntitySchema,
  compareDecimals,
  moneyText,
} from '@cost-steering/schema';
import { recordActivity, summarize } from '../../activity/index.ts';
import { isoDay, type AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import { currencyHasRate, ensureUser, requireKnownOwner } from '../../reference/index.ts';
import { nameTaken } from '../lookups.ts';
import { notifyOwnerAndActor } from '../notify.ts';
import { lockProduct, lockProducts } from '../products/repository.ts';
import { refuseMoveBreakingConsumption } from '../../platforms/index.ts';
import { hierarchySettings, type HierarchySettings } from '../settings.ts';
import {
  asText,
  bodyId,
  moneyProblem,
  requireIdOfPath,
  requireObject,
  throwIfAny,
  validateWith,
  type JsonObject,
} from '../../http/validation.ts';
import type { KindInfo } from './kinds.ts';
import {
  budgetInEur,
  entitiesWithFigures,
  entityScope,
  insertEntity,
  lockEntity,
  productAvailableBudget,
  updateEntity,
  type BudgetValues,
  type EntityFilter,
} from './repository.ts';
import { toEntity, type Entity, type FlatRow } from './shape.ts';

/** The statuses a project or application can have (decided here: CONTRACT.md). */
export const ENTITY_STATUSES = ['Active', 'Inactive'] as const;

export async function listEntities(
  ctx: AppContext,
  kind: KindInfo,
  filter: EntityFilter,
): Promise<Entity[]> {
  const { currentYear } = await hierarchySettings(ctx);
  const query = entitiesWithFigures(ctx.db, kind, currentYear, entityScope(filter));
  const rows = (await query.execute()) as FlatRow[];
  return rows.map((row) => toEntity(row, kind));
}

export async function getEntity(ctx: AppContext, kind: KindInfo, id: number): Promise<Entity> {
  const [entity] = await listEntities(ctx, kind, { id: [id] });
  if (!entity) throw notFound(kind.type);
  return entity;
}

interface EntityInput {
  productId: string;
  name: string;
  owner: string;
  currency: string;
  budget: Partial<Record<(typeof BUDGET_CODES)[number], string | null>>;
}

const FIELD_NAMES: Record<string, string> = {
  productId: 'product',
  ...Object.fromEntries(BUDGET_CODES.map((code) => [`budget.${code}`, code])),
};

async function validateEntity(raw: JsonObject) {
  const value = await validateWith<EntityInput>(
    // The product's available budget and the rate are applied under the product's row lock.
    budgetEntitySchema({ productAvailableBudget: null, currencyRate: null }),
    {
      productId: asText(raw.product),
      name: raw.name,
      owner: raw.owner,
      currency: raw.currency,
      budget: Object.fromEntries(BUDGET_CODES.map((code) => [code, asText(raw[code])])),
    },
    FIELD_NAMES,
  );
  const productId = bodyId(value.productId);
  const budget = Object.fromEntries(
    BUDGET_CODES.map((code) => {
      const amount = value.budget[code];
      return [code, amount == null || amount === '' ? '0' : amount];
    }),
  ) as BudgetValues;
  throwIfAny([
    productId === undefined
      ? { field: 'product', message: 'Product must be a known product' }
      : undefined,
    ...BUDGET_CODES.map((code) => moneyProblem(code, 'Amount', budget[code])),
  ]);
  return { ...value, productId: productId!, currency: value.currency.toUpperCase(), budget };
}

function validateStatus(raw: JsonObject): string | undefined {
  if (raw.status == null) return undefined;
  if (!ENTITY_STATUSES.includes(raw.status as (typeof ENTITY_STATUSES)[number])) {
    throw validationFailed([
      { field: 'status', message: `Status must be one of ${ENTITY_STATUSES.join(', ')}` },
    ]);
  }
  return raw.status as string;
}

const overBudget = () =>
  new AppError(422, 'OVER_BUDGET', BUDGET_ENTITY_MESSAGES.overProductBudget, 'budget');

interface WriteCheck {
  kind: KindInfo;
  input: Awaited<ReturnType<typeof validateEntity>>;
  settings: HierarchySettings;
  day: string;
  /** The entity being updated: its name and budget do not count against itself. */
  self?: number;
}

/**
 * The checks only the server can make, inside the transaction: a known owner, product and
 * currency, a free name, and a budget within the product's available budget (the product row
 * is locked first, so a concurrent write waits and then sees this one).
 */
async function checkWrite(trx: Kysely<Database>, check: WriteCheck) {
  const { kind, input, settings, day, self } = check;
  const owner = await requireKnownOwner(trx, input.owner);
  const product = await lockProduct(trx, input.productId);
  if (!product) throw validationFailed([{ field: 'product', message: 'Product not found' }]);
  if (!(await currencyHasRate(trx, input.currency, day))) {
    throw validationFailed([{ field: 'currency', message: 'Currency must be a known currency' }]);
  }
  if (await nameTaken(trx, kind.table, input.name, self)) {
    throw new AppError(409, 'DUPLICATE_NAME', kind.duplicateText, 'name');
  }
  const budgetEur = await budgetInEur(trx, input.budget, input.currency, day);
  const available = await productAvailableBudget(
    trx,
    product.id,
    settings.budgetLimitEnabled,
    self === undefined ? undefined : { kind, id: self },
  );
  if (compareDecimals(budgetEur.total, available) > 0) throw overBudget();
  return { owner, product, budgetEur };
}

const budgetSummary = (budget: BudgetValues) =>
  Object.fromEntries(BUDGET_CODES.map((code) => [code, moneyText(budget[code])]));

/**
 * Creates (no `existingId`) or updates an entity in one transaction with its notifications and
 * activity-log line: the server-only checks run under the product's row lock.
 */
async function writeEntity(
  ctx: AppContext,
  kind: KindInfo,
  user: CurrentUser,
  input: Awaited<ReturnType<typeof validateEntity>>,
  existing?: { id: number; status?: string },
): Promise<number> {
  const settings = await hierarchySettings(ctx);
  const day = isoDay(ctx.today());
  return ctx.db.transaction().execute(async (trx) => {
    const actor = await ensureUser(trx, user);
    const current = existing ? await lockEntity(trx, kind, existing.id) : undefined;
    if (existing && !current) throw notFound(kind.type);
    // A move writes both products' figures (the rollup triggers): both are locked first, in id
    // order, so that two moves in opposite directions queue instead of deadlocking. The budget
    // check below concerns the new product only (the old one only gains).
    if (current && current.product_id !== input.productId) {
      await lockProducts(trx, [current.product_id, input.productId]);
      await refuseMoveBreakingConsumption(trx, kind.kind, current.id, input.productId);
    }
    const { owner, product, budgetEur } = await checkWrite(trx, {
      kind,
      input,
      settings,
      day,
      ...(existing ? { self: existing.id } : {}),
    });
    const values = {
      name: input.name,
      productId: product.id,
      ownerId: owner.id,
      currency: input.currency,
      budget: input.budget,
      budgetEur,
      ...(existing?.status ? { status: existing.status } : {}),
    };
    const written = existing
      ? updateEntity(trx, kind, existing.id, values).then(() => existing.id)
      : insertEntity(trx, kind, values);
    const id = await written.catch((error: unknown) => {
      // Two writes racing past the name check meet the unique index instead.
      if (isUniqueViolation(error)) {
        throw new AppError(409, 'DUPLICATE_NAME', kind.duplicateText, 'name');
      }
      throw error;
    });
    const what = existing ? 'updated' : 'created';
    await notifyOwnerAndActor(
      trx,
      { owner, actor },
      {
        title: `${kind.type} ${what}`,
        message: `${kind.type} '${input.name}' of product '${product.name}' was ${what} with owner ${owner.username}.`,
      },
    );
    await recordActivity(trx, {
      username: user.username,
      action: existing ? 'UPDATE' : 'CREATE',
      entity: kind.kind,
      entityId: id,
      summary: summarize({
        name: input.name,
        product: product.id,
        owner: owner.username,
        currency: input.currency,
        ...budgetSummary(input.budget),
        budget_eur: budgetEur.total,
        status: existing?.status,
      }),
    });
    return id;
  });
}

export async function createEntity(
  ctx: AppContext,
  kind: KindInfo,
  user: CurrentUser,
  body: unknown,
) {
  const input = await validateEntity(requireObject(body));
  return getEntity(ctx, kind, await writeEntity(ctx, kind, user, input));
}

export async function updateEntityById(
  ctx: AppContext,
  kind: KindInfo,
  user: CurrentUser,
  id: number,
  body: unknown,
) {
  const raw = requireObject(body);
  requireIdOfPath(raw.id, id);
  const input = await validateEntity(raw);
  const status = validateStatus(raw);
  await writeEntity(ctx, kind, user, input, { id, ...(status ? { status } : {}) });
  return getEntity(ctx, kind, id);
}
