// Words the planning screens show for the schema's enums, and who may decide (spec §4: Approve
// and Decline only on the proposal route and only when the proposer equals the current user; a
// demand has no proposer, so nobody decides it — rest-api/CONTRACT.md 'Future financials').
import { PLANNING_PROPOSER_ROLES } from '@cost-steering/schema';
import type {
  FutureBudgetFieldsFragment,
  FutureBudgetStatus,
  PlanningEntityType,
} from '../../gql/graphql';
import { hasAnyRole, type CurrentUser } from '../../shared/session/session';

export const ENTITY_TYPE_LABELS: Record<PlanningEntityType, string> = {
  PRODUCT_FAMILY: 'Product Family',
  PRODUCT: 'Product',
  PROJECT: 'Project',
  APPLICATION: 'Application',
};

export const STATUS_LABELS: Record<FutureBudgetStatus, string> = {
  PROPOSED: 'Proposed',
  DECLINED: 'Declined',
  APPROVED: 'Approved',
};

export type PlanningMode = 'proposal' | 'demand';

export const mayPropose = (user: CurrentUser) => hasAnyRole(user, PLANNING_PROPOSER_ROLES);

/** Approve and Decline: a plan in review whose proposer is the current user (a demand has none). */
export function mayDecide(plan: FutureBudgetFieldsFragment, user: CurrentUser): boolean {
  return plan.status === 'PROPOSED' && plan.proposedBy != null && plan.proposedBy === user.username;
}
