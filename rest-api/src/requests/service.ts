// Purchase requests: the lists (open requests, archive), one request, and the writes of a Draft
// (create — also as the edit of an earlier request — and change). State changes are in
// transitions.ts, list items in items-service.ts. Every write: one transaction, the request row
// locked first, its activity-log line and notifications inside.
import type { Kysely } from 'kysely';
import {
  compareDecimals as compare,
  moneyDisplay,
  moneyText,
  REQUEST_MESSAGES,
  subtractDecimals as subtract,
} from '@cost-steering/schema';
import { recordActivity, summarize } from '../activity/index.ts';
import type { AppContext } from '../context.ts';
import type { Database, RequestStatus } from '../db/schema.ts';
import type { CurrentUser } from '../http/auth.ts';
import { AppError, notFound, validationFailed } from '../http/errors.ts';
import type { PageRequest } from '../http/paging.ts';
import { ensureUser } from '../reference/index.ts';
import { bodyId, requireIdOfPath, requireObject, type JsonObject } from '../http/validation.ts';
import {
  itemRows,
  lockRequest,
  requestPage,
  requestRows,
  type LockedRequest,
  type RequestFilter,
  type RequestSortField,
} from './repository.ts';
import { resolveReferences, validateRequestBody } from './request-input.ts';
import { requestSettings } from './settings.ts';
import { nestItems, type PurchaseRequest } from './shape.ts';
import { insertRequest, updateRequestFields, type RequestValues } from './writes.ts';

export const OPEN_STATUSES: readonly RequestStatus[] = ['Proposed'];
export const ARCHIVE_STATUSES: readonly RequestStatus[] = ['Declined', 'Withdrawn'];
export const ALL_STATUSES: readonly RequestStatus[] = [
  'Draft',
  'Proposed',
  'Approved',
  'Declined',
  'Withdrawn',
];

async function withItems(
  db: Kysely<Database>,
  rows: Parameters<typeof nestItems>[0],
  year: number,
) {
  return nestItems(
    rows,
    await itemRows(
      db,
      rows.map((row) => row.id),
      year,
    ),
  );
}

/** A Draft is its owner's alone (CONTRACT.md 'Drafts'); any other request everyone's. */
const mayRead = (user: CurrentUser, request: { status: RequestStatus; prowner: string }) =>
  request.status !== 'Draft' || request.prowner === user.username;

export async function listRequests(ctx: AppContext, filter: RequestFilter) {
  const calendar = await requestSettings(ctx);
  return withItems(ctx.db, await requestRows(ctx.db, filter, calendar), calendar.currentYear);
}

export async function pageRequests(
  ctx: AppContext,
  filter: RequestFilter,
  page: PageRequest<RequestSortField>,
) {
  const calendar = await requestSettings(ctx);
  const { rows, totalCount } = await requestPage(ctx.db, filter, calendar, page);
  return { rows: await withItems(ctx.db, rows, calendar.currentYear), totalCount };
}

/**
 * One request in any state (an approved one is the purchase order) as `viewer` may read it: a
 * Draft of another owner is not found (404), as if it did not exist. Null: the answer of a
 * create or edit, whose writer may have made another user the Draft's owner.
 */
export async function getRequest(
  ctx: AppContext,
  viewer: CurrentUser | null,
  id: number,
): Promise<PurchaseRequest> {
  const filter = { statuses: ALL_STATUSES, id: [id], viewer: viewer?.username ?? null };
  const [request] = await listRequests(ctx, filter);
  if (!request) throw notFound('Purchase request');
  return request;
}

/** The request locked for a write; 404 when it does not exist or is another owner's Draft. */
export async function lockExisting(
  trx: Kysely<Database>,
  user: CurrentUser,
  id: number,
): Promise<LockedRequest> {
  const request = await lockRequest(trx, id);
  if (!request || !mayRead(user, request)) throw notFound('Purchase request');
  return request;
}

export const conflict = (message: string, field?: string) =>
  new AppError(409, 'CONFLICT', message, field);

export function requireStatus(request: LockedRequest, allowed: readonly RequestStatus[]) {
  if (!allowed.includes(request.status)) {
    throw conflict(STATE_TEXTS[request.status] ?? `The request is ${request.status}.`);
  }
}

/** Why a request in this state cannot take the change asked for. */
const STATE_TEXTS: Partial<Record<RequestStatus, string>> = {
  Draft: 'The request has not been sent yet.',
  Proposed: 'The request has been sent: it can no longer be changed.',
  Approved: 'The request has already been approved as a purchase order.',
  Declined: 'The request has been declined.',
  Withdrawn: 'The request has been deleted.',
};

/** Every field of the request's row that a write sets, the owner by username. */
const valuesSummary = ({ values, owner }: { values: RequestValues; owner: string }) =>
  summarize({
    ordertext: values.ordertext,
    owner,
    podate: values.podate,
    deliverydate: values.deliverydate,
    orderamount: moneyText(values.orderamount),
    currency: values.currency,
    company_contact_id: values.company_contact_id,
    supplier: values.supplier_id,
    sbu: values.sbu_id,
    buying_unit: values.buying_unit_id,
    accountingelement: values.accountingelement,
    comments: values.comments,
  });

/**
 * POST /purchaserequests: a new Draft (spec 'Next'). With `supersedes` it is the edit of that
 * request (spec §4): the new one points to it, and declines it when first sent (replacement.ts);
 * until then the edited request stays as it is, so a Draft left behind changes nothing. With `renews` it is the renewal of that order (the
 * expiration list's Renew); an edit of a renewal renews the same order unless it names another.
 */
export async function createRequest(ctx: AppContext, user: CurrentUser, body: unknown) {
  const raw = requireObject(body);
  const settings = await requestSettings(ctx);
  const input = await validateRequestBody(raw, settings, settings.today);
  const supersedes = bodyId(raw.supersedes) ?? null;
  const renews = bodyId(raw.renews) ?? null;
  const id = await ctx.db.transaction().execute(async (trx) => {
    await ensureUser(trx, user);
    const old = supersedes === null ? null : await lockReplaced(trx, supersedes);
    const renewsId = renews === null ? (old?.renews_id ?? null) : await requireOrder(trx, renews);
    const resolved = await resolveReferences(trx, input, user, settings.today);
    const id = await insertRequest(
      trx,
      { ...resolved.values, supersedes_id: old?.id ?? null, renews_id: renewsId },
      settings.today,
    );
    await recordActivity(trx, {
      username: user.username,
      action: 'CREATE',
      entity: 'purchaserequest',
      entityId: id,
      summary:
        valuesSummary(resolved) +
        (old ? `; supersedes=${old.id}` : '') +
        (renewsId === null ? '' : `; renews=${renewsId}`),
    });
    return id;
  });
  return getRequest(ctx, null, id);
}

/** The order a renewal renews: an approved request (a purchase order). */
async function requireOrder(trx: Kysely<Database>, id: number): Promise<number> {
  const order = await trx
    .selectFrom('purchase_requests')
    .select(['id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!order) {
    throw validationFailed([{ field: 'renews', message: 'The order to renew does not exist' }]);
  }
  if (order.status !== 'Approved') {
    throw conflict(
      `Only a purchase order can be renewed: request #${id} is ${order.status}.`,
      'renews',
    );
  }
  return order.id;
}

/** The request an edit will replace: any but an order, and one not replaced yet. */
async function lockReplaced(trx: Kysely<Database>, id: number) {
  const old = await lockRequest(trx, id);
  if (!old) {
    throw validationFailed([
      { field: 'supersedes', message: 'The request to edit does not exist' },
    ]);
  }
  if (old.status === 'Approved') {
    throw conflict(REQUEST_MESSAGES.editOrder, 'supersedes');
  }
  if (old.replaced_by_id !== null) {
    throw conflict(REQUEST_MESSAGES.editReplaced(old.replaced_by_id), 'supersedes');
  }
  return old;
}

/** The stored fields under their REST names, for merging a PUT into them. */
function storedBody(request: LockedRequest): JsonObject {
  return {
    company_id: request.company_id,
    company_contact_id: request.company_contact_id,
    podate: request.podate,
    deliverydate: request.deliverydate,
    ordertext: request.ordertext,
    accountingelement: request.accountingelement,
    owner: request.prowner,
    orderamount: request.orderamount,
    comments: request.comments,
    currency: request.currency,
    supplier: request.supplier_id,
    sbu: request.sbu_id,
    buying_unit: request.buying_unit_id,
  };
}

/**
 * PUT /purchaserequests/{id} `[{ … }]`: changes a Draft. The object is a partial change: the
 * fields it names replace the stored ones (the spec's 'Modify PR order amount' is `[{ id,
 * orderamount }]`). The amount cannot fall below the items already added, and the currency
 * cannot change once items exist (they are in the request's currency).
 */
export async function updateRequest(ctx: AppContext, user: CurrentUser, id: number, body: unknown) {
  const change = requireObject(Array.isArray(body) ? body[0] : body);
  requireIdOfPath(change.id, id, '[0].id');
  const settings = await requestSettings(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await ensureUser(trx, user);
    const request = await lockExisting(trx, user, id);
    requireStatus(request, ['Draft']);
    const given = Object.fromEntries(Object.entries(change).filter(([key]) => key !== 'id'));
    const merged = { ...storedBody(request), ...given };
    // One of company and contact changed alone: the other one follows it (a contact names its
    // company; a company without a contact leaves the contact to be chosen).
    if ('company_id' in given && !('company_contact_id' in given)) delete merged.company_contact_id;
    if ('company_contact_id' in given && !('company_id' in given)) delete merged.company_id;
    const startChanged = 'podate' in given && given.podate !== request.podate;
    const input = await validateRequestBody(merged, settings, startChanged ? settings.today : null);
    const resolved = await resolveReferences(trx, input, user, settings.today);
    checkAgainstItems(request, resolved.values);
    await updateRequestFields(trx, id, resolved.values, settings.today);
    await recordActivity(trx, {
      username: user.username,
      action: 'UPDATE',
      entity: 'purchaserequest',
      entityId: id,
      summary: valuesSummary(resolved),
    });
  });
  return getRequest(ctx, null, id);
}

function checkAgainstItems(request: LockedRequest, values: RequestValues) {
  // open = amount − items, so items = amount − open (exact: both are NUMERIC text).
  const itemsTotal = subtract(request.orderamount, request.open_amount);
  if (compare(values.orderamount, itemsTotal) < 0) {
    throw validationFailed([
      {
        field: 'orderamount',
        message: REQUEST_MESSAGES.orderAmountBelowItems(moneyDisplay(itemsTotal, request.currency)),
      },
    ]);
  }
  if (values.currency !== request.currency && compare(itemsTotal, '0') !== 0) {
    throw validationFailed([{ field: 'currency', message: REQUEST_MESSAGES.currencyWithItems }]);
  }
}
