import type { Kysely } from 'kysely';
import { productFamilySchema, TEXTS } from '@cost-steering/schema';
import { recordActivity, summarize } from '../activity/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound } from '../http/errors.ts';
import { nameTaken } from './lookups.ts';
import { notifyOwnerAndActor } from './notify.ts';
import { requireObject, validateWith } from '../http/validation.ts';
import { configurationFlag, ensureUser, requireKnownOwner } from '../reference/index.ts';
import type { FamilyFigureOptions } from './figures.ts';
import {
  familyPage,
  familyTotals,
  type FamilyListFilter,
  type FamilySortField,
} from './family-list.ts';
import { findFamilies, insertFamily, type FamilyFilter } from './repository.ts';
import type { PageRequest } from '../http/paging.ts';

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

export async function pageFamilies(
  ctx: AppContext,
  filter: FamilyListFilter,
  page: PageRequest<FamilySortField>,
) {
  return familyPage(ctx.db, await figureOptions(ctx), filter, page);
}

export async function totalFamilies(ctx: AppContext, filter: FamilyListFilter) {
  return familyTotals(ctx.db, await figureOptions(ctx), filter);
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

/** Spec §5 rules through the shared yup schema (its money rule: what NUMERIC(14,2) can hold). */
async function validateFamily(body: unknown, limitsApply: boolean): Promise<FamilyInput> {
  const value = await validateWith<FamilyInput>(
    productFamilySchema(limitsApply),
    requireObject(body),
  );
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
    const owner = await requireKnownOwner(trx, input.owner);
    if (await nameTaken(trx, 'product_families', input.name)) throw duplicateName();
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

function notifyFamilyCreated(
  trx: Kysely<Database>,
  name: string,
  owner: { id: number; username: string },
  creator: { id: number },
) {
  return notifyOwnerAndActor(
    trx,
    { owner, actor: creator },
    {
      title: 'Product family created',
      message: `Product family '${name}' was created with owner ${owner.username}.`,
    },
  );
}
