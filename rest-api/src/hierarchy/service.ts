import type { Kysely } from 'kysely';
import { productFamilySchema, TEXTS } from '@cost-steering/schema';
import { ValidationError } from 'yup';
import { recordActivity } from '../activity/repository.ts';
import { summarize } from '../activity/service.ts';
import type { AppContext } from '../context.ts';
import { MONEY_FORMAT } from '../db/money.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound, validationFailed, type FieldError } from '../http/errors.ts';
import { insertNotifications } from '../notifications/repository.ts';
import { configurationFlag } from '../reference/configuration-file.ts';
import { findUser } from '../reference/repository.ts';
import { ensureUser } from '../reference/service.ts';
import type { FamilyFigureOptions } from './figures.ts';
import { familyNameTaken, findFamilies, insertFamily, type FamilyFilter } from './repository.ts';

/** Figures are for the current calendar year; the cap follows the operator's flag. */
async function figureOptions(ctx: AppContext): Promise<FamilyFigureOptions> {
  const year = ctx.today().getUTCFullYear();
  return {
    year,
    currentYear: year,
    budgetLimitEnabled: await budgetLimitEnabled(ctx),
  };
}

const budgetLimitEnabled = (ctx: AppContext) =>
  configurationFlag(ctx.configFile, 'budget_limit_enabled', false);

export async function listFamilies(ctx: AppContext, filter: FamilyFilter) {
  return findFamilies(ctx.db, await figureOptions(ctx), filter);
}

export async function getFamily(ctx: AppContext, id: number) {
  const [family] = await listFamilies(ctx, { kind: 'id', id });
  if (!family) throw notFound('Product family');
  return family;
}

export interface FamilyInput {
  name: string;
  owner: string;
  year: number;
  budgetLimit?: string | null;
  target?: string | null;
}

/** Spec §5 rules through the shared yup schema, plus what NUMERIC(14,2) can hold. */
async function validateFamily(body: unknown, limitsApply: boolean): Promise<FamilyInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFailed([{ field: '', message: 'The request body must be a JSON object' }]);
  }
  let value: FamilyInput;
  try {
    value = (await productFamilySchema(limitsApply).validate(body, {
      abortEarly: false,
      stripUnknown: true,
    })) as FamilyInput;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = error.inner.length > 0 ? error.inner : [error];
    throw validationFailed(problems.map((p) => ({ field: p.path ?? '', message: p.message })));
  }
  const [field, label] = limitsApply ? ['budgetLimit', 'Budget limit'] : ['target', 'Target'];
  const cap = value[field as 'budgetLimit' | 'target'];
  if (cap != null && !MONEY_FORMAT.test(cap)) {
    throw validationFailed([
      { field, message: `${label} can have at most 12 digits and 2 decimals` },
    ]);
  }
  return value;
}

const duplicateName = () =>
  new AppError(409, 'DUPLICATE_NAME', TEXTS.familyDuplicateServer, 'name');

/**
 * Creates a family, the notifications about it (owner, and creator when different) and its
 * activity-log line in one transaction: all of it or nothing.
 */
export async function createFamily(ctx: AppContext, user: CurrentUser, body: unknown) {
  const limitsApply = await budgetLimitEnabled(ctx);
  const input = await validateFamily(body, limitsApply);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const creator = await ensureUser(trx, user);
    const owner = await findUser(trx, input.owner);
    if (!owner) {
      const problem: FieldError = { field: 'owner', message: 'Owner must be a known user' };
      throw validationFailed([problem]);
    }
    if (await familyNameTaken(trx, input.name)) throw duplicateName();
    const familyId = await insertFamily(trx, {
      name: input.name,
      ownerId: owner.id,
      year: input.year,
      budgetLimit: limitsApply ? (input.budgetLimit ?? null) : null,
      target: limitsApply ? null : (input.target ?? null),
      createdById: creator.id,
    }).catch((error: unknown) => {
      // Two creates racing past the check meet the unique index instead.
      throw isUniqueViolation(error) ? duplicateName() : error;
    });
    await notifyFamilyCreated(trx, input.name, owner, creator);
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'productfamily',
      entityId: familyId,
      summary: summarize({
        name: input.name,
        owner: owner.username,
        year: input.year,
        budget_limit: limitsApply ? input.budgetLimit : undefined,
        target: limitsApply ? undefined : input.target,
      }),
    });
    return familyId;
  });
  return getFamily(ctx, id);
}

async function notifyFamilyCreated(
  trx: Kysely<Database>,
  name: string,
  owner: { id: number; username: string },
  creator: { id: number },
) {
  const recipients = owner.id === creator.id ? [owner.id] : [owner.id, creator.id];
  await insertNotifications(
    trx,
    recipients.map((userId) => ({
      userId,
      title: 'Product family created',
      message: `Product family '${name}' was created with owner ${owner.username}.`,
    })),
  );
}
