// The states of a request (DESIGN.md §4): Draft → Proposed (sent; awaiting a Product Family
// Manager's signature when justification is enabled) → Approved (a purchase order) | Declined |
// Withdrawn; Declined and Withdrawn are the archive, restore makes them Proposed again, and an
// archived request can be deleted for good. Each change locks the request row first, so two
// users acting on one request at once are served one after the other and the second sees the
// first's result (50 concurrent approvals: one order, 49 refusals).
import type { Kysely } from 'kysely';
import {
  compareDecimals,
  declineSchema,
  fields,
  justificationSchema,
  orderNumberRule,
  type JustificationDecision,
} from '@cost-steering/schema';
import { sql } from 'kysely';
import { recordActivity, summarize } from '../activity/index.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database, RequestStatus } from '../db/schema.ts';
import type { CurrentUser } from '../http/auth.ts';
import { forbidden, validationFailed } from '../http/errors.ts';
import { bodyId, requireObject, validateWith } from '../http/validation.ts';
import { ensureUser } from '../reference/index.ts';
import {
  isApprover,
  isProductFamilyManager,
  requireApprover,
  requireEditor,
  requireOwnerOrEditor,
  requireProductFamilyManager,
} from './access.ts';
import { enforceBudget } from './budget-impact.ts';
import { requestNotifications as notify } from './notify.ts';
import { lockEditedFirst, replaceEdited } from './replacement.ts';
import type { LockedRequest } from './repository.ts';
import { conflict, getRequest, lockExisting, requireStatus } from './service.ts';
import { requestSettings, type RequestSettings } from './settings.ts';
import {
  changeState,
  contactOf,
  deleteRequest,
  itemCount,
  itemsEurSum,
  orderNumberTaken,
  undefinedItemCount,
} from './writes.ts';

/** The approval's body (CONTRACT.md 'Purchase requests'): the shared rule, under the REST name. */
const APPROVE_BODY = fields({ ordernumber: orderNumberRule() });

/** Texts of refused transitions (CONTRACT.md 'Purchase requests'). */
export const TRANSITION_TEXTS = {
  noItems: 'Add at least one list item before sending the request.',
  openAmount: (open: string, currency: string) =>
    `The list items must cover the order amount: ${open} ${currency} are still open.`,
  mustBeSigned: 'Must be signed by a Product Family Manager',
  notAwaitingSignature: 'The justification of this request is not awaiting a signature.',
  undefinedItems:
    "Every list item must be typed as Capital or Expense with a cost type before approval ('Undefined' items remain).",
  orderNumberTaken: 'This order number is already used by another purchase order.',
  replaced: (id: number) => `The request has been replaced by request #${id}: restore that one.`,
} as const;

type Trx = Kysely<Database>;

/**
 * One change of request `id` in a transaction holding its row, logged as the caller's. A first
 * send (Send, Restore) also holds the request it edits, locked first (replacement.ts).
 */
async function transition(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
  change: (
    trx: Trx,
    request: LockedRequest,
    actor: { id: number },
    edited: LockedRequest | undefined,
  ) => Promise<string>,
  options: { firstSend?: boolean } = {},
) {
  await ctx.db.transaction().execute(async (trx) => {
    const actor = await ensureUser(trx, user);
    const edited = options.firstSend ? await lockEditedFirst(trx, id) : undefined;
    const request = await lockExisting(trx, user, id);
    const summary = await change(trx, request, actor, edited);
    await recordActivity(trx, {
      username: user.username,
      action: 'UPDATE',
      entity: 'purchaserequest',
      entityId: id,
      summary,
    });
  });
}

/** What Send (and restore) needs: items covering the whole order amount. */
async function requireComplete(trx: Trx, request: LockedRequest) {
  if ((await itemCount(trx, request.id)) === 0) throw conflict(TRANSITION_TEXTS.noItems);
  if (compareDecimals(request.open_amount, '0') !== 0) {
    throw conflict(TRANSITION_TEXTS.openAmount(request.open_amount, request.currency));
  }
}

/** Opens the request: status Proposed, awaiting a signature when justification is enabled. */
async function open(
  trx: Trx,
  request: LockedRequest,
  settings: RequestSettings,
  keepSigned: boolean,
) {
  const signed = keepSigned && request.justification_status === 'Signed';
  const awaiting = settings.justificationEnabled && !signed;
  await changeState(trx, request.id, {
    status: 'Proposed',
    message: null,
    orderamount_eur: itemsEurSum(request.id),
    ...(signed
      ? {}
      : {
          justification_status: awaiting ? 'Proposed' : null,
          justified_by_id: null,
          justification_comment: null,
          justification_date: null,
        }),
  });
  await notify.sent(trx, request);
  if (awaiting) await notify.signatureNeeded(trx, request);
  return awaiting ? 'Proposed' : signed ? 'Signed' : null;
}

/** PATCH { status: 'Proposed' }: Send Request. */
async function send(ctx: AppContext, user: CurrentUser, id: number) {
  requireEditor(user);
  const settings = await requestSettings(ctx);
  await transition(
    ctx,
    user,
    id,
    async (trx, request, _actor, edited) => {
      requireStatus(request, ['Draft']);
      await requireComplete(trx, request);
      // The replaced request leaves what is pending before the budget check counts it.
      await replaceEdited(trx, request, edited, user.username);
      await enforceBudget(trx, id, settings);
      const justification = await open(trx, request, settings, false);
      return summarize({ status: 'Proposed', justification_status: justification });
    },
    { firstSend: true },
  );
}

const JUSTIFICATION_FIELDS = { comment: 'justification_comment', date: 'justification_date' };

/**
 * The review of a Product Family Manager (spec §4 'Justification'): Signed (with date and
 * comment) leaves the request open for the approvers; Declined (a comment) declines the request.
 */
async function reviewJustification(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
  decision: JustificationDecision,
  input: { comment: unknown; date: unknown },
) {
  requireProductFamilyManager(user);
  const value = await validateWith<{ comment: string; date?: string | null }>(
    justificationSchema(decision),
    input,
    JUSTIFICATION_FIELDS,
  );
  const settings = await requestSettings(ctx);
  await transition(ctx, user, id, async (trx, request, actor) => {
    requireStatus(request, ['Proposed']);
    if (request.justification_status !== 'Proposed') {
      throw conflict(TRANSITION_TEXTS.notAwaitingSignature);
    }
    const review = {
      justification_status: decision,
      justified_by_id: actor.id,
      justification_comment: value.comment,
      justification_date: value.date || settings.today,
    } as const;
    if (decision === 'Signed') {
      await changeState(trx, id, review);
      await notify.signed(trx, request, user.username);
    } else {
      await changeState(trx, id, { ...review, status: 'Declined', message: value.comment });
      await notify.declined(trx, request, user.username, value.comment);
    }
    return summarize({
      justification_status: decision,
      justification_comment: value.comment,
      ...(decision === 'Declined' ? { status: 'Declined' } : {}),
    });
  });
}

/**
 * PATCH /purchaserequests/{id}: `{ status: 'Proposed' }` sends a Draft; the justification
 * payload (`isJustification: true`, `justification_status` Signed | Declined,
 * `justification_comment`, `justification_date`) is a Product Family Manager's review.
 */
export async function patchRequest(ctx: AppContext, user: CurrentUser, id: number, body: unknown) {
  const raw = requireObject(body);
  if (raw.prID != null && bodyId(raw.prID) !== id) {
    throw validationFailed([{ field: 'prID', message: 'prID must be the id of the path' }]);
  }
  const isReview = raw.isJustification === true || raw.justification_status != null;
  if (isReview) {
    const decision = raw.justification_status;
    if (decision !== 'Signed' && decision !== 'Declined') {
      throw validationFailed([
        {
          field: 'justification_status',
          message: 'justification_status must be Signed or Declined',
        },
      ]);
    }
    const expected: RequestStatus = decision === 'Signed' ? 'Proposed' : 'Declined';
    if (raw.status != null && raw.status !== expected) {
      throw validationFailed([
        { field: 'status', message: `status must be ${expected} with justification ${decision}` },
      ]);
    }
    await reviewJustification(ctx, user, id, decision, {
      comment: raw.justification_comment,
      date: raw.justification_date,
    });
  } else if (raw.status === 'Proposed') {
    await send(ctx, user, id);
  } else {
    throw validationFailed([
      {
        field: 'status',
        message: 'status must be Proposed (Send Request); other changes have calls of their own',
      },
    ]);
  }
  return getRequest(ctx, user, id);
}

/**
 * DELETE /purchaserequests/{id} `{ message }`: an approver declines an open request. While the
 * justification awaits a signature only a Product Family Manager can decline it (the decline
 * of the justification, message as its comment); an approver is told it must be signed first.
 */
export async function declineRequest(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
  body: unknown,
) {
  if (!isApprover(user) && !isProductFamilyManager(user)) throw forbidden();
  const raw = requireObject(body);
  const { message } = await validateWith<{ message: string }>(declineSchema(), {
    message: raw.message,
  });
  const pending = await ctx.db
    .selectFrom('purchase_requests')
    .select('justification_status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (pending?.justification_status === 'Proposed' && isProductFamilyManager(user)) {
    await reviewJustification(ctx, user, id, 'Declined', { comment: message, date: null });
    return getRequest(ctx, user, id);
  }
  requireApprover(user);
  await transition(ctx, user, id, async (trx, request) => {
    requireStatus(request, ['Proposed']);
    if (request.justification_status === 'Proposed') throw conflict(TRANSITION_TEXTS.mustBeSigned);
    await changeState(trx, id, { status: 'Declined', message });
    await notify.declined(trx, request, user.username, message);
    return summarize({ status: 'Declined', message });
  });
  return getRequest(ctx, user, id);
}

/** DELETE /purchaserequests/delete/{id}: the owner or an editor withdraws a Draft or open request. */
export async function withdrawRequest(ctx: AppContext, user: CurrentUser, id: number) {
  await transition(ctx, user, id, async (trx, request) => {
    requireOwnerOrEditor(user, request.prowner);
    requireStatus(request, ['Draft', 'Proposed']);
    await changeState(trx, id, { status: 'Withdrawn' });
    await notify.deleted(trx, request, user.username, false);
    return summarize({ status: 'Withdrawn' });
  });
  return getRequest(ctx, user, id);
}

/**
 * PUT /purchaserequests/switchtopurchaseorder/{id} `{ ordernumber, company_contact_id }`: the
 * approval, in one transaction holding the request row: still open, signed when a signature is
 * needed, no 'Undefined' item, a free order number (any letter case), and in `block` mode within
 * the budget of every entity (its products locked too).
 */
export async function approveRequest(
  ctx: AppContext,
  user: CurrentUser,
  id: number,
  body: unknown,
) {
  const raw = requireObject(body);
  const { ordernumber: orderNumber } = await validateWith<{ ordernumber: string }>(
    APPROVE_BODY,
    raw,
  );
  const contactId = raw.company_contact_id == null ? undefined : bodyId(raw.company_contact_id);
  const settings = await requestSettings(ctx);
  try {
    await transition(ctx, user, id, async (trx, request, actor) => {
      requireStatus(request, ['Proposed']);
      if (request.justification_status === 'Proposed') {
        throw conflict(TRANSITION_TEXTS.mustBeSigned);
      }
      if ((await undefinedItemCount(trx, id)) > 0) throw conflict(TRANSITION_TEXTS.undefinedItems);
      if (await orderNumberTaken(trx, orderNumber)) {
        throw conflict(TRANSITION_TEXTS.orderNumberTaken, 'ordernumber');
      }
      const contact = contactId === undefined ? undefined : await contactOf(trx, contactId);
      if (raw.company_contact_id != null && !contact) {
        throw validationFailed([
          { field: 'company_contact_id', message: 'Company contact must be a known contact' },
        ]);
      }
      await enforceBudget(trx, id, settings);
      await changeState(trx, id, {
        status: 'Approved',
        ordernumber: orderNumber,
        approved_by_id: actor.id,
        approved_at: sql<Date>`now()`,
        orderamount_eur: itemsEurSum(id),
        ...(contact ? { company_id: contact.company_id, company_contact_id: contact.id } : {}),
      });
      await notify.approved(trx, request, orderNumber);
      return summarize({
        status: 'Approved',
        ordernumber: orderNumber,
        company_contact_id: contact?.id ?? request.company_contact_id,
      });
    });
  } catch (error) {
    // Two approvals of different requests racing past the check meet the unique index.
    if (isUniqueViolation(error)) throw conflict(TRANSITION_TEXTS.orderNumberTaken, 'ordernumber');
    throw error;
  }
  return getRequest(ctx, user, id);
}

/** GET /archive/{id}/restore: an archived request becomes open again (Send's rules apply). */
export async function restoreRequest(ctx: AppContext, user: CurrentUser, id: number) {
  const settings = await requestSettings(ctx);
  await transition(
    ctx,
    user,
    id,
    async (trx, request, _actor, edited) => {
      requireOwnerOrEditor(user, request.prowner);
      requireStatus(request, ['Declined', 'Withdrawn']);
      if (request.replaced_by_id !== null) {
        throw conflict(TRANSITION_TEXTS.replaced(request.replaced_by_id));
      }
      await requireComplete(trx, request);
      // An edit withdrawn before it was ever sent replaces the request it edits now.
      await replaceEdited(trx, request, edited, user.username);
      await enforceBudget(trx, id, settings);
      const justification = await open(trx, request, settings, true);
      return summarize({
        status: 'Proposed',
        restored_from: request.status,
        justification_status: justification,
      });
    },
    { firstSend: true },
  );
  return getRequest(ctx, user, id);
}

/** DELETE /archive/{id}: an archived request is deleted for good, its items with it. */
export async function deleteArchived(ctx: AppContext, user: CurrentUser, id: number) {
  await ctx.db.transaction().execute(async (trx) => {
    await ensureUser(trx, user);
    // Deleting an edit frees the request it replaced (its replaced_by_id): that row first.
    await lockEditedFirst(trx, id);
    const request = await lockExisting(trx, user, id);
    requireOwnerOrEditor(user, request.prowner);
    requireStatus(request, ['Declined', 'Withdrawn']);
    await notify.deleted(trx, request, user.username, true);
    await deleteRequest(trx, id);
    await recordActivity(trx, {
      username: user.username,
      action: 'DELETE',
      entity: 'purchaserequest',
      entityId: id,
      summary: summarize({ ordertext: request.ordertext, status: request.status }),
    });
  });
}
