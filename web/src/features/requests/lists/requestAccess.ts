// Who sees the request lists' actions (spec §6; rest-api requests/access.ts decides the same):
// withdraw, restore and delete for good are the request owner's, or anyone's holding
// edit-purchase-request. The server checks again.
import { ROLES } from '@cost-steering/schema';
import { hasAnyRole, type CurrentUser } from '../../../shared/session/session';

export const isRequestEditor = (user: CurrentUser) => hasAnyRole(user, [ROLES.editPurchaseRequest]);

/** The owner (any letter case, as the server compares) or an editor. */
export const ownsOrEdits = (user: CurrentUser, owner: string) =>
  isRequestEditor(user) || owner.toLowerCase() === user.username.toLowerCase();
