// List items of a request (spec §5 'List item'): added to and removed from a Draft, and typed by
// an approver while the request is open. An item never exceeds the request's open amount: the
// amount is compared with the open amount while the request row is locked, so two items added at
// once cannot both take the last euro.
import {
  compareDecimals,
  DEFINED_CLASSIFICATIONS,
  ENTITY_TYPES,
  LIST_ITEM_MESSAGES,
  MONEY_FORMAT,
  listItemAmount,
  listItemSchema,
  parseCostClassification,
  type EntityType,
} from '@cost-steering/schema';
import { recordActivity, summarize } from '../activity/index.ts';
import type { AppContext } from '../context.ts';
import type { CurrentUser } from '../http/auth.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import {
  asText,
  bodyId,
  requireObject,
  validateWith,
  type JsonObject,
} from '../http/validation.ts';
import { ensureUser } from '../reference/index.ts';
import { itemRows } from './repository.ts';
import { conflict, getRequest, lockExisting, requireStatus } from './service.ts';
import { requestSettings } from './settings.ts';
import { toListItem } from './shape.ts';
import {
  classifyItem,
  deleteItem,
  entityName,
  insertItem,
  itemAt,
  itemById,
  nextPosition,
  type ItemValues,
} from './writes.ts';

const ENTITY_TABLES: Record<EntityType, 'products' | 'projects' | 'applications'> = {
  Product: 'products',
  Project: 'projects',
  Application: 'applications',
};

const CLASSIFICATIONS = [...DEFINED_CLASSIFICATIONS, 'Undefined'];

/** GET /purchaserequests/{id}/listitems: the items by position (404 for an unknown request). */
export async function listItems(ctx: AppContext, user: CurrentUser, requestId: number) {
  await getRequest(ctx, user, requestId);
  const { currentYear } = await requestSettings(ctx);
  return (await itemRows(ctx.db, [requestId], currentYear)).map(toListItem);
}

const problem = (field: string, message: string) => validationFailed([{ field, message }]);

/** Schema field → the REST field of the payload. */
const FIELD_NAMES: Record<string, string> = {
  entityType: 'type',
  entityId: 'idoftype',
  type: 'costtype',
  costType: 'costtype',
  resourceName: 'resourcename',
  dailyRate: 'daily_rate',
};

interface ItemInput {
  entityType: EntityType;
  entityId: number;
  values: Omit<
    ItemValues,
    'position' | 'name' | 'currency' | 'product_id' | 'project_id' | 'application_id'
  >;
  timeAndMaterial: boolean;
}

/**
 * The payload of spec §3 'Request list item payload': `type` is the entity kind and `idoftype`
 * its id; `costtype` is the item's type and cost type as the spec displays them ('Capital
 * Infrastructure', …, or 'Undefined'). Time & material when any of resourcename, quantity and
 * daily_rate is given: amount = quantity × daily_rate, exactly, rounded once to cents.
 */
async function validateItem(raw: JsonObject, undefinedEnabled: boolean): Promise<ItemInput> {
  if (raw.type === 'Undefined') {
    throw problem('type', 'A list item is booked on a Product, Project or Application');
  }
  if (raw.type != null && !ENTITY_TYPES.includes(raw.type as EntityType)) {
    throw problem('type', `type must be one of ${ENTITY_TYPES.join(', ')}`);
  }
  const classification = raw.costtype == null ? undefined : parseCostClassification(raw.costtype);
  if (raw.costtype != null && !classification) {
    throw problem('costtype', `costtype must be one of ${CLASSIFICATIONS.join(', ')}`);
  }
  const timeAndMaterial = [raw.resourcename, raw.quantity, raw.daily_rate].some((v) => v != null);
  const schemaInput = {
    entityType: raw.type,
    entityId: asText(raw.idoftype),
    type: classification?.type ?? null,
    costType: classification?.costType ?? null,
    timeAndMaterial,
    resourceName: raw.resourcename,
    quantity: asText(raw.quantity),
    dailyRate: asText(raw.daily_rate),
    amount: asText(raw.amount),
  };
  // The open amount is checked under the request's lock; here the item's own rules.
  await validateWith(
    listItemSchema({ openAmount: null, undefinedEnabled }),
    schemaInput,
    FIELD_NAMES,
  );
  const amount = listItemAmount(schemaInput as Parameters<typeof listItemAmount>[0])!;
  // Person days × daily rate can outgrow what an amount holds (12 digits before the point).
  if (!MONEY_FORMAT.test(amount)) throw problem('amount', LIST_ITEM_MESSAGES.amountDecimals);
  const given = asText(raw.amount);
  if (
    timeAndMaterial &&
    given != null &&
    given !== '' &&
    compareDecimals(String(given), amount) !== 0
  ) {
    throw problem('amount', `amount must be quantity × daily_rate (${amount}) or left out`);
  }
  const entityId = bodyId(raw.idoftype);
  if (entityId === undefined) throw problem('idoftype', LIST_ITEM_MESSAGES.entityRequired);
  return {
    entityType: raw.type as EntityType,
    entityId,
    timeAndMaterial,
    values: {
      type: classification!.type,
      costtype: classification!.costType,
      resourcename: timeAndMaterial ? String(raw.resourcename).trim() : null,
      quantity: timeAndMaterial ? String(asText(raw.quantity)).trim() : null,
      daily_rate: timeAndMaterial ? String(asText(raw.daily_rate)).trim() : null,
      amount,
    },
  };
}

/** POST /purchaserequests/{id}/listitems: adds an item to a Draft. */
export async function addItem(
  ctx: AppContext,
  user: CurrentUser,
  requestId: number,
  body: unknown,
) {
  const raw = requireObject(body);
  if (raw.purchaserequest != null && bodyId(raw.purchaserequest) !== requestId) {
    throw problem('purchaserequest', 'purchaserequest must be the id of the path');
  }
  const settings = await requestSettings(ctx);
  const input = await validateItem(raw, settings.undefinedEnabled);
  const itemId = await ctx.db.transaction().execute(async (trx) => {
    await ensureUser(trx, user);
    const request = await lockExisting(trx, user, requestId);
    requireStatus(request, ['Draft']);
    if (raw.currency != null && String(raw.currency).toUpperCase() !== request.currency) {
      throw problem('currency', `A list item is in the request's currency (${request.currency})`);
    }
    const table = ENTITY_TABLES[input.entityType];
    const entity = await entityName(trx, table, input.entityId);
    if (entity === undefined) {
      throw problem('idoftype', `${input.entityType} ${input.entityId} does not exist`);
    }
    if (compareDecimals(input.values.amount, request.open_amount) > 0) {
      throw problem('amount', LIST_ITEM_MESSAGES.overOpenAmount);
    }
    const position = await positionFor(trx, requestId, raw.position);
    const name = typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name.trim() : entity;
    if (name.length > 64) throw problem('name', 'name can have at most 64 characters');
    const id = await insertItem(
      trx,
      requestId,
      {
        ...input.values,
        position,
        name,
        currency: request.currency,
        product_id: input.entityType === 'Product' ? input.entityId : null,
        project_id: input.entityType === 'Project' ? input.entityId : null,
        application_id: input.entityType === 'Application' ? input.entityId : null,
      },
      settings.today,
    );
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'listitem',
      entityId: id,
      summary: summarize({
        purchaserequest: requestId,
        position,
        entity: `${input.entityType} ${input.entityId}`,
        type: input.values.type,
        costtype: input.values.costtype,
        resourcename: input.values.resourcename,
        quantity: input.values.quantity,
        daily_rate: input.values.daily_rate,
        amount: input.values.amount,
      }),
    });
    return id;
  });
  const items = await listItems(ctx, user, requestId);
  return items.find((item) => item.id === itemId)!;
}

/** The position asked for (it must be free), else the one after the last. */
async function positionFor(
  trx: Parameters<typeof nextPosition>[0],
  requestId: number,
  asked: unknown,
) {
  if (asked == null) return nextPosition(trx, requestId);
  const position = Number(asked);
  if (!Number.isSafeInteger(position) || position < 1) {
    throw problem('position', 'position must be a whole number of at least 1');
  }
  if (await itemAt(trx, requestId, position)) {
    throw conflict(`The request already has an item at position ${position}.`, 'position');
  }
  return position;
}

/** DELETE /purchaserequests/{id}/listitems/{position}: removes an item of a Draft. */
export async function removeItem(
  ctx: AppContext,
  user: CurrentUser,
  requestId: number,
  position: number,
) {
  await ctx.db.transaction().execute(async (trx) => {
    await ensureUser(trx, user);
    const request = await lockExisting(trx, user, requestId);
    requireStatus(request, ['Draft']);
    const item = await itemAt(trx, requestId, position);
    if (!item) throw notFound('List item');
    await deleteItem(trx, item.id);
    await recordActivity(trx, {
      username: user.username,
      action: 'DELETE',
      entity: 'listitem',
      entityId: item.id,
      summary: summarize({
        purchaserequest: requestId,
        position,
        name: item.name,
        amount: item.amount,
      }),
    });
  });
}

/**
 * POST /purchaserequests/assigntocosttype/{itemId} `{ costtype: 'Capital Infrastructure' }`: an
 * approver types an item (spec §5 'Approve': every Undefined item must become one of the six)
 * while its request is a Draft or open.
 */
export async function assignCostType(
  ctx: AppContext,
  user: CurrentUser,
  itemId: number,
  body: unknown,
) {
  const raw = requireObject(body);
  const classification = parseCostClassification(raw.costtype);
  if (!classification || classification.type === 'Undefined') {
    throw problem('costtype', `costtype must be one of ${DEFINED_CLASSIFICATIONS.join(', ')}`);
  }
  const requestId = await ctx.db.transaction().execute(async (trx) => {
    await ensureUser(trx, user);
    const seen = await itemById(trx, itemId);
    if (!seen) throw notFound('List item');
    const request = await lockExisting(trx, user, seen.purchase_request_id);
    // Read again under the request's lock: a removal or another typing of the item that
    // committed meanwhile is seen (a gone item is 404, and the log's 'from' is the current type).
    const found = await itemById(trx, itemId);
    if (!found) throw notFound('List item');
    requireStatus(request, ['Draft', 'Proposed']);
    await classifyItem(trx, itemId, classification.type, classification.costType!);
    await recordActivity(trx, {
      username: user.username,
      action: 'UPDATE',
      entity: 'listitem',
      entityId: itemId,
      summary: summarize({
        purchaserequest: request.id,
        from: found.type === 'Undefined' ? 'Undefined' : `${found.type} ${found.costtype}`,
        costtype: `${classification.type} ${classification.costType}`,
      }),
    });
    return request.id;
  });
  const items = await listItems(ctx, user, requestId);
  return items.find((item) => item.id === itemId)!;
}
