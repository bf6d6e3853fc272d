// Products: lists with their figures, creation under the family's cap, platform cost.
import {
  compareDecimals,
  isPlatformFamilyName,
  moneyDisplay,
  moneyText,
  PRODUCT_MESSAGES,
  productSchema,
  TEXTS,
} from '@cost-steering/schema';
import { recordActivity, summarize } from '../../activity/index.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { keyedJsonList } from '../../db/json.ts';
import type { CurrentUser } from '../../http/auth.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import { insertNotifications } from '../../notifications/index.ts';
import { platformOwnersOf } from '../../platforms/index.ts';
import { ensureUser, requireKnownOwner } from '../../reference/index.ts';
import { nameTaken, requireKnownImage, requireKnownRegion } from '../lookups.ts';
import { notifyOwnerAndActor } from '../notify.ts';
import { hierarchySettings, type HierarchySettings } from '../settings.ts';
import {
  asText,
  bodyId,
  moneyProblem,
  requireObject,
  throwIfAny,
  validateWith,
} from '../../http/validation.ts';
import {
  familyAvailableBudgetForUpdate,
  insertProduct,
  lockProduct,
  productScope,
  productsWithFigures,
  setPlatformCost,
  type ProductFilter,
} from './repository.ts';
import { PRODUCT_ORDER, productLayout, type Product } from './shape.ts';

/** Products in scope with every figure, as the JSON text of the keyed list (CONTRACT.md). */
export async function productListJson(ctx: AppContext, filter: ProductFilter): Promise<string> {
  const settings = await hierarchySettings(ctx);
  const rows = productsWithFigures(ctx.db, settings, productScope(filter));
  const list = keyedJsonList(rows, productLayout(settings.currentYear), PRODUCT_ORDER);
  const {
    rows: [result],
  } = await list.execute(ctx.db);
  return result!.body;
}

export async function getProduct(ctx: AppContext, id: number): Promise<Product> {
  const keyed = JSON.parse(await productListJson(ctx, { id: [id] })) as Record<string, Product>;
  const product = keyed[String(id)];
  if (!product) throw notFound('Product');
  return product;
}

interface ProductInput {
  productFamilyId: string;
  name: string;
  owner: string;
  regionId?: string | null;
  budgetLimit?: string | null;
  target?: string | null;
  isPlatform: boolean;
  platformCost?: string | null;
}

/** REST field names of the schema's paths. */
const PRODUCT_FIELDS = {
  productFamilyId: 'productfamily',
  regionId: 'region',
  platformCost: 'platform_cost',
};

async function validateProduct(body: unknown, settings: HierarchySettings) {
  const raw = requireObject(body);
  const value = await validateWith<ProductInput>(
    // The family's remaining budget is checked under its row lock, in the transaction.
    productSchema({ ...settings, familyAvailableBudget: null }),
    {
      productFamilyId: asText(raw.productfamily),
      name: raw.name,
      owner: raw.owner,
      regionId: asText(raw.region),
      budgetLimit: asText(raw.budgetLimit),
      target: asText(raw.target),
      // A platform cost given (even 0) makes a platform (CONTRACT.md).
      isPlatform: raw.platform_cost != null,
      platformCost: asText(raw.platform_cost),
    },
    PRODUCT_FIELDS,
  );
  const familyId = bodyId(value.productFamilyId);
  const regionId =
    value.regionId == null || value.regionId === '' ? undefined : bodyId(value.regionId);
  const imageId = raw.image == null ? undefined : bodyId(raw.image);
  throwIfAny([
    familyId === undefined
      ? { field: 'productfamily', message: 'Product family must be a known product family' }
      : undefined,
    value.regionId && regionId === undefined
      ? { field: 'region', message: 'Region must be a known region' }
      : undefined,
    raw.image != null && imageId === undefined
      ? { field: 'image', message: 'Image must be a stored image' }
      : undefined,
    value.isPlatform
      ? moneyProblem('platform_cost', 'Platform cost', value.platformCost)
      : undefined,
  ]);
  return { ...value, familyId: familyId!, regionId, imageId };
}

const duplicateName = () =>
  new AppError(409, 'DUPLICATE_NAME', TEXTS.productDuplicateServer, 'name');
const overBudget = (message: string) => new AppError(422, 'OVER_BUDGET', message, 'budgetLimit');

/**
 * Creates a product in one transaction: the family row is locked first, so two products created
 * at once can never together exceed the family's remaining budget.
 */
export async function createProduct(ctx: AppContext, user: CurrentUser, body: unknown) {
  const settings = await hierarchySettings(ctx);
  const input = await validateProduct(body, settings);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const creator = await ensureUser(trx, user);
    const owner = await requireKnownOwner(trx, input.owner);
    const family = await familyAvailableBudgetForUpdate(trx, input.familyId, settings);
    if (!family) {
      throw validationFailed([{ field: 'productfamily', message: 'Product family not found' }]);
    }
    if (input.regionId !== undefined) await requireKnownRegion(trx, input.regionId);
    if (input.imageId !== undefined) await requireKnownImage(trx, input.imageId);
    if (await nameTaken(trx, 'products', input.name)) throw duplicateName();
    if (settings.budgetLimitEnabled) {
      if (compareDecimals(family.available, '0') <= 0) {
        throw overBudget(PRODUCT_MESSAGES.noFamilyBudget);
      }
      if (compareDecimals(input.budgetLimit!, family.available) > 0) {
        throw overBudget(PRODUCT_MESSAGES.overFamilyBudget);
      }
    }
    const platformCost = input.isPlatform ? input.platformCost! : null;
    const productId = await insertProduct(trx, {
      name: input.name,
      familyId: input.familyId,
      regionId: input.regionId ?? null,
      ownerId: owner.id,
      imageId: input.imageId ?? null,
      budgetLimit: settings.budgetLimitEnabled ? input.budgetLimit! : null,
      target: settings.budgetLimitEnabled ? null : input.target!,
      platformCost,
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? duplicateName() : error;
    });
    await notifyOwnerAndActor(
      trx,
      { owner, actor: creator },
      {
        title: 'Product created',
        message: `Product '${input.name}' was created in product family '${family.name}' with owner ${owner.username}.`,
      },
    );
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'product',
      entityId: productId,
      summary: summarize({
        name: input.name,
        productfamily: input.familyId,
        owner: owner.username,
        region: input.regionId,
        image: input.imageId,
        budget_limit: settings.budgetLimitEnabled ? input.budgetLimit : undefined,
        target: settings.budgetLimitEnabled ? undefined : input.target,
        platform_cost: platformCost ?? undefined,
        platform_family: isPlatformFamilyName(family.name) ? 'yes' : undefined,
      }),
    });
    return productId;
  });
  return getProduct(ctx, id);
}

/** PUT /products/{id} { platform_cost }: sets (or changes) the cost of a platform. */
export async function updatePlatformCost(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
  body: unknown,
) {
  const raw = requireObject(body);
  const cost = asText(raw.platform_cost);
  if (typeof cost !== 'string' || cost.trim() === '') {
    throw validationFailed([
      { field: 'platform_cost', message: PRODUCT_MESSAGES.platformCostRequired },
    ]);
  }
  const value = cost.trim();
  if (value.startsWith('-') && /^-\d+(\.\d+)?$/.test(value)) {
    throw validationFailed([
      { field: 'platform_cost', message: PRODUCT_MESSAGES.platformCostNegative },
    ]);
  }
  throwIfAny([moneyProblem('platform_cost', 'Platform cost', value)]);
  await ctx.db.transaction().execute(async (trx) => {
    const actor = await ensureUser(trx, user);
    const product = await lockProduct(trx, id);
    if (!product) throw notFound('Product');
    await setPlatformCost(trx, id, value);
    const notification = {
      title: 'Platform cost updated',
      message: `The platform cost of '${product.name}' is now ${moneyDisplay(value, 'EUR')}.`,
    };
    await notifyOwnerAndActor(trx, { owner: { id: product.owner_id }, actor }, notification);
    // And the owners of the platforms holding it (CONTRACT.md 'Platforms'), once each.
    const platformOwners = (await platformOwnersOf(trx, id)).filter(
      (owner) => owner !== product.owner_id && owner !== actor.id,
    );
    if (platformOwners.length > 0) {
      await insertNotifications(
        trx,
        platformOwners.map((userId) => ({ userId, ...notification })),
      );
    }
    await recordActivity(trx, {
      username: user.username,
      action: 'UPDATE',
      entity: 'product',
      entityId: id,
      summary: summarize({ platform_cost: moneyText(value), previous: product.platform_cost }),
    });
  });
  return getProduct(ctx, id);
}
