// Who may do what with a purchase request (spec §6, decisions in CONTRACT.md): checked on the
// server, answering 403 with the contract's message, whatever the web shows or hides.
import { GROUPS, ROLES } from '@cost-steering/schema';
import type { CurrentUser } from '../http/auth.ts';
import { forbidden } from '../http/errors.ts';

export const isEditor = (user: CurrentUser) => user.roles.includes(ROLES.editPurchaseRequest);
export const isApprover = (user: CurrentUser) => user.roles.includes(ROLES.approvePurchaseRequest);
export const isProductFamilyManager = (user: CurrentUser) =>
  user.groups.includes(GROUPS.productFamilyManager);

const sameUser = (user: CurrentUser, username: string) =>
  user.username.toLowerCase() === username.toLowerCase();

/** Create, edit, items, send: role edit-purchase-request. */
export function requireEditor(user: CurrentUser) {
  if (!isEditor(user)) throw forbidden();
}

/** Approve, decline, typing Undefined items: role approve-purchase-request. */
export function requireApprover(user: CurrentUser) {
  if (!isApprover(user)) throw forbidden();
}

/** Signing or declining a justification: group 'Product Family Manager'. */
export function requireProductFamilyManager(user: CurrentUser) {
  if (!isProductFamilyManager(user)) throw forbidden();
}

/**
 * Withdraw (delete by a non-approver), restore, delete from the archive: the request's owner,
 * or anyone holding edit-purchase-request (who may create and edit requests for others too).
 */
export function requireOwnerOrEditor(user: CurrentUser, owner: string) {
  if (!sameUser(user, owner) && !isEditor(user)) throw forbidden();
}
