// An edit (POST /purchaserequests `supersedes`) replaces the request it edits when it is first
// sent — by Send, or by Restore of an edit withdrawn before it was ever sent — not when its Draft
// is made. A Draft left behind (a reload, a closed tab, a crash) is listed nowhere; it must not
// keep the edited request declined and unrestorable (CONTRACT.md 'Purchase requests', Edit).
//
// Lock order: the edited request before its edit (the older before the newer). Deleting a request
// for good updates the rows of its edits, so every transaction holding both takes them so.
import type { Kysely } from 'kysely';
import { recordActivity, summarize } from '../activity/index.ts';
import type { Database } from '../db/schema.ts';
import { lockRequest, type LockedRequest } from './repository.ts';
import { conflict } from './service.ts';
import { changeState } from './writes.ts';

export const REPLACEMENT_TEXTS = {
  replaced: (id: number) => `Replaced by request #${id}.`,
  alreadyReplaced: (edited: number, by: number) =>
    `Request #${edited} has already been replaced by request #${by}: this edit can no longer replace it.`,
  becameOrder: (edited: number) =>
    `Request #${edited} has become a purchase order meanwhile: this edit can no longer replace it.`,
} as const;

/** Locks the request that request `id` edits, if any; to be called before `id` is locked. */
export async function lockEditedFirst(
  trx: Kysely<Database>,
  id: number,
): Promise<LockedRequest | undefined> {
  const edit = await trx
    .selectFrom('purchase_requests')
    .select('supersedes_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return edit?.supersedes_id ? lockRequest(trx, edit.supersedes_id) : undefined;
}

/**
 * The first send of `edit`: the request it edits (`edited`, locked by `lockEditedFirst`) is
 * declined as replaced. Nothing when it is not an edit, the edited request was deleted for good,
 * or this edit replaced it already (a restore after a withdraw). Another edit sent first, or an
 * approval meanwhile, refuses the send (409 on `supersedes`): a request is replaced once, and
 * never once it is a purchase order.
 */
export async function replaceEdited(
  trx: Kysely<Database>,
  edit: LockedRequest,
  edited: LockedRequest | undefined,
  username: string,
): Promise<void> {
  if (!edited || edit.supersedes_id !== edited.id || edited.replaced_by_id === edit.id) return;
  if (edited.replaced_by_id !== null) {
    throw conflict(
      REPLACEMENT_TEXTS.alreadyReplaced(edited.id, edited.replaced_by_id),
      'supersedes',
    );
  }
  if (edited.status === 'Approved') {
    throw conflict(REPLACEMENT_TEXTS.becameOrder(edited.id), 'supersedes');
  }
  await changeState(trx, edited.id, {
    status: 'Declined',
    message: REPLACEMENT_TEXTS.replaced(edit.id),
    replaced_by_id: edit.id,
  });
  await recordActivity(trx, {
    username,
    action: 'UPDATE',
    entity: 'purchaserequest',
    entityId: edited.id,
    summary: summarize({ status: 'Declined', superseded_by: edit.id }),
  });
}
