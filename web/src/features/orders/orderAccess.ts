// Who sees the order screens' actions (spec §6): Invoice needs role edit-invoice and the
// create_invoice_enabled flag; Renew needs edit-purchase-request. The server checks again.
import { ROLES } from '@cost-steering/schema';
import { hasAnyRole, type Session } from '../../shared/session/session';

export function canInvoice({ user, configuration }: Pick<Session, 'user' | 'configuration'>) {
  return hasAnyRole(user, [ROLES.editInvoice]) && configuration.flags.createInvoiceEnabled;
}

export function canRenew({ user }: Pick<Session, 'user'>) {
  return hasAnyRole(user, [ROLES.editPurchaseRequest]);
}

/** /create-invoice for an order (the route guard sends anything else to /all-orders). */
export const createInvoicePath = (orderId: string) =>
  `/create-invoice?order=${encodeURIComponent(orderId)}`;

/** /renew-purchase-request for an order: an order is the approved request with the same id. */
export const renewPath = (orderId: string) =>
  `/renew-purchase-request?request=${encodeURIComponent(orderId)}`;
