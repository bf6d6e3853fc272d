// Rules and transactions of the platforms domain (CONTRACT.md 'Platforms'): creating a platform
// (spec §5 through the shared yup rules), adding a platform product to it, and allocating a
// project or application of another family as a consumer of a platform product — unique per
// platform product, also under concurrency (the product row is locked; the unique indexes of
// 0001 stay the last word). Every write logs its activity and notifies the platform's owners.
import type { Kysely } from 'kysely';
import {
  isPlatformFamilyName,
  moneyDisplay,
  moneyText,
  PLATFORM_TEXTS,
  platformSchema,
} from '@cost-steering/schema';
import { recordActivity, summarize } from '../activity/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { asText, bodyId, requireObject, throwIfAny, validateWith } from '../http/validation.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound, validationFailed } from '../http/errors.ts';
import type { PageRequest } from '../http/paging.ts';
import { insertNotifications } from '../notifications/index.ts';
import { ensureUser, requireKnownOwner } from '../reference/index.ts';
import {
  consumerExists,
  consumersOf,
  lockEntityWithFamily,
  insertConsumer,
  insertPlatform,
  insertPlatformProduct,
  lockPlatform,
  lockPlatformProduct,
  platformHoldsProduct,
  platformNameTaken,
  platformOwnersOf,
  platformProductsOf,
  platformsOf,
  platformsPage,
  productForPlatform,
  type ConsumerKind,
  type PlatformFilter,
  type PlatformProductFilter,
  type PlatformSortField,
} from './repository.ts';

export const listPlatforms = (db: Kysely<Database>, filter: PlatformFilter) =>
  platformsOf(db, filter);
export const pagePlatforms = (
  db: Kysely<Database>,
  filter: PlatformFilter,
  page: PageRequest<PlatformSortField>,
) => platformsPage(db, filter, page);
export const listPlatformProducts = (db: Kysely<Database>, filter: PlatformProductFilter) =>
  platformProductsOf(db, filter);

/** A platform with its products (A-Z). */
export async function getPlatform(db: Kysely<Database>, id: number) {
  const [platform] = await platformsOf(db, { ids: [id] });
  if (!platform) throw notFound('Platform');
  return { platform, products: await platformProductsOf(db, { platformIds: [id] }) };
}

/** The consumers of one platform product: 404 unless it is a platform product. */
export async function getConsumers(db: Kysely<Database>, kind: ConsumerKind, productId: number) {
  const [product] = await platformProductsOf(db, { ids: [productId] });
  if (!product) throw notFound('Platform');
  return consumersOf(db, kind, [productId]);
}

/**
 * The consumers of several platform products at once (for clients showing many platforms: one
 * call), keyed by consumer id: each row says its kind and its project's or application's id.
 */
export async function listConsumers(db: Kysely<Database>, platformProductIds: number[]) {
  const [projects, applications] = await Promise.all([
    consumersOf(db, 'project', platformProductIds),
    consumersOf(db, 'application', platformProductIds),
  ]);
  const asConsumer = (kind: ConsumerKind) => (row: (typeof projects)[number]) => {
    const { consumer, id, ...rest } = row;
    return { id: consumer, kind, [kind]: id, ...rest };
  };
  return [...projects.map(asConsumer('project')), ...applications.map(asConsumer('application'))];
}

async function notify(
  trx: Kysely<Database>,
  recipients: number[],
  notification: { title: string; message: string },
) {
  const unique = [...new Set(recipients)];
  if (unique.length > 0) {
    await insertNotifications(
      trx,
      unique.map((userId) => ({ userId, ...notification })),
    );
  }
}

const duplicatePlatform = () =>
  new AppError(409, 'DUPLICATE_NAME', PLATFORM_TEXTS.platformDuplicateServer, 'name');

interface PlatformInput {
  name: string;
  budget: string;
  owner: string;
}

export async function createPlatform(db: Kysely<Database>, user: CurrentUser, body: unknown) {
  const given = requireObject(body);
  const input = await validateWith<PlatformInput>(platformSchema(), {
    name: given.name,
    budget: asText(given.budget),
    owner: given.owner,
  });
  const name = input.name.trim();
  const id = await db.transaction().execute(async (trx) => {
    const actor = await ensureUser(trx, user);
    const owner = await requireKnownOwner(trx, input.owner);
    if (await platformNameTaken(trx, name)) throw duplicatePlatform();
    const row = { name, owner_id: owner.id, budget: input.budget };
    const platformId = await insertPlatform(trx, row).catch((error: unknown) => {
      throw isUniqueViolation(error) ? duplicatePlatform() : error;
    });
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'platform',
      entityId: platformId,
      summary: summarize({ name, owner: owner.username, budget: moneyText(input.budget) }),
    });
    await notify(trx, [owner.id, actor.id], {
      title: 'Platform created',
      message: `The platform '${name}' (budget ${moneyDisplay(input.budget, 'EUR')}) is owned by ${owner.username}.`,
    });
    return platformId;
  });
  return getPlatform(db, id);
}

const productField = (message: string) => validationFailed([{ field: 'product', message }]);

/** POST /platforms/{id}/products { product }: a platform product joins the platform. */
export async function addProductToPlatform(
  db: Kysely<Database>,
  user: CurrentUser,
  platformId: number,
  body: unknown,
) {
  const productId = bodyId(asText(requireObject(body).product));
  if (productId === undefined) throw productField('Product is required');
  await db.transaction().execute(async (trx) => {
    await ensureUser(trx, user);
    // Locked: two adds of the same product meet here, the second finds the first's row.
    const platform = await lockPlatform(trx, platformId);
    if (!platform) throw notFound('Platform');
    const product = await productForPlatform(trx, productId);
    if (!product) throw productField('Product must be a known product');
    if (product.platform_cost === null) {
      throw productField(PLATFORM_TEXTS.notAPlatformProductServer);
    }
    const already = () =>
      new AppError(409, 'CONFLICT', PLATFORM_TEXTS.productAlreadyInPlatformServer, 'product');
    if (await platformHoldsProduct(trx, platformId, productId)) throw already();
    await insertPlatformProduct(trx, platformId, productId).catch((error: unknown) => {
      throw isUniqueViolation(error) ? already() : error;
    });
    await recordActivity(trx, {
      username: user.username,
      action: 'UPDATE',
      entity: 'platform',
      entityId: platformId,
      summary: summarize({ added_product: productId, product_name: product.name }),
    });
    await notify(trx, [platform.owner_id], {
      title: 'Product added to platform',
      message: `'${product.name}' is now part of the platform '${platform.name}'.`,
    });
  });
  return getPlatform(db, platformId);
}

const ALREADY_ADDED: Record<ConsumerKind, string> = {
  project: PLATFORM_TEXTS.projectAlreadyAddedServer,
  application: PLATFORM_TEXTS.applicationAlreadyAddedServer,
};
const LABEL: Record<ConsumerKind, string> = { project: 'Project', application: 'Application' };

/**
 * POST /products/platformProj { platform, project } and /platformApp { platform, application }:
 * the project or application becomes a consumer of the platform product and carries an equal
 * share of its cost. Answers the consumer with its share and the shares of the others.
 */
export async function addConsumer(
  db: Kysely<Database>,
  user: CurrentUser,
  kind: ConsumerKind,
  body: unknown,
) {
  const given = requireObject(body);
  const platformId = bodyId(asText(given.platform));
  const entityId = bodyId(asText(given[kind]));
  throwIfAny([
    platformId === undefined ? { field: 'platform', message: 'Platform is required' } : undefined,
    entityId === undefined ? { field: kind, message: `${LABEL[kind]} is required` } : undefined,
  ]);
  const already = () => new AppError(409, 'CONFLICT', ALREADY_ADDED[kind], kind);
  await db.transaction().execute(async (trx) => {
    await ensureUser(trx, user);
    // The entity first, as a move of it locks it before its products (no deadlock when it moves
    // into or out of the platform product); its family cannot change until this commits.
    const entity = await lockEntityWithFamily(trx, kind, entityId!);
    // Locked: concurrent adds of one platform's consumers run one after the other, so the
    // check below sees every committed consumer (the unique index catches anything else).
    const platform = await lockPlatformProduct(trx, platformId!);
    if (!platform || platform.platform_cost === null) {
      throw validationFailed([
        { field: 'platform', message: 'Platform must be a platform product' },
      ]);
    }
    if (!entity) {
      throw validationFailed([{ field: kind, message: `${LABEL[kind]} must be a known ${kind}` }]);
    }
    if (entity.family_id === platform.family_id) {
      throw validationFailed([{ field: kind, message: PLATFORM_TEXTS.ownFamilyConsumerServer }]);
    }
    if (isPlatformFamilyName(entity.family_name)) {
      throw validationFailed([
        { field: kind, message: PLATFORM_TEXTS.platformFamilyConsumerServer },
      ]);
    }
    if (await consumerExists(trx, kind, platform.id, entity.id)) throw already();
    const consumerId = await insertConsumer(trx, kind, platform.id, entity.id).catch(
      (error: unknown) => {
        throw isUniqueViolation(error) ? already() : error;
      },
    );
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'platformconsumer',
      entityId: consumerId,
      summary: summarize({ platform: platform.id, [kind]: entity.id, name: entity.name }),
    });
    await notify(trx, [platform.owner_id, ...(await platformOwnersOf(trx, platform.id))], {
      title: 'Consumer added to platform',
      message: `The ${kind} '${entity.name}' now carries a share of the cost of '${platform.name}'.`,
    });
  });
  const consumers = await consumersOf(db, kind, [platformId!]);
  return consumers.find((consumer) => consumer.id === entityId)!;
}
