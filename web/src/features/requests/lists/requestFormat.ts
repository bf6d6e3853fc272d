// Display helpers shared by the open list, the archive and the modals.
import type { RequestStatus } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money/money';

/** An amount in its own currency (the request's), not converted: '1.234,50 USD'. */
export function ownCurrency(amount: string, currency: string): string {
  return formatMoney(amount, '1', currency);
}

const STATUS_LABEL: Record<RequestStatus, string> = {
  DRAFT: 'Draft',
  PROPOSED: 'Proposed',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  WITHDRAWN: 'Withdrawn',
};

export function statusLabel(status: RequestStatus): string {
  return STATUS_LABEL[status];
}
