// Words the planning screens show for the schema's enums, and who may decide (spec §4: Approve
// and Decline only on the proposal route and only for the proposer; a demand has no proposer,
// so its deciders are the other controllers — rest-api/CONTRACT.md 'Future financials').
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

/**
 * Approve and Decline: a proposal by its proposer; a demand by a controller who neither raised it
 * nor owns its entity (segregation of duties, as the REST API checks).
 */
export function mayDecide(plan: FutureBudgetFieldsFragment, user: CurrentUser): boolean {
  if (plan.status !== 'PROPOSED') return false;
  if (plan.kind === 'PROPOSAL') return plan.proposedBy === user.username;
  return mayPropose(user) && plan.sender !== user.username && plan.owner !== user.username;
}
