// REST future budgets → GraphQL (snake_case, lower-case statuses and keyed comments stay here),
// and the planning picture with its growth and totals summed exactly (decimal strings).
import { compareDecimals, subtractDecimals, sumDecimals } from '@cost-steering/schema';
import type {
  FutureBudgetKind,
  FutureBudgetStatus,
  PlanningEntityType,
  PlanningPicture,
  PlanningPictureRow,
} from '../generated/graphql.ts';
import { valuesById } from '../keyed.ts';
import type {
  RestFutureBudget,
  RestFutureBudgetComment,
  RestPicture,
  RestPictureRow,
  RestPlanningEntityType,
} from './rest.ts';

export const ENTITY_TYPES: Record<RestPlanningEntityType, PlanningEntityType> = {
  productfamily: 'PRODUCT_FAMILY',
  product: 'PRODUCT',
  project: 'PROJECT',
  application: 'APPLICATION',
};
export const REST_ENTITY_TYPES: Record<PlanningEntityType, RestPlanningEntityType> = {
  PRODUCT_FAMILY: 'productfamily',
  PRODUCT: 'product',
  PROJECT: 'project',
  APPLICATION: 'application',
};
/** The REST id field of each entity type (CONTRACT.md: one entity id field by type). */
export const ENTITY_ID_FIELDS: Record<PlanningEntityType, string> = {
  PRODUCT_FAMILY: 'product_family_id',
  PRODUCT: 'product_id',
  PROJECT: 'project_id',
  APPLICATION: 'application_id',
};

export const toStatus = (status: RestFutureBudget['status']) =>
  status.toUpperCase() as FutureBudgetStatus;
export const toRestStatus = (status: FutureBudgetStatus) => status.toLowerCase();

/** The plain fields of a FutureBudget. */
export const futureBudgetFields = {
  id: (plan: RestFutureBudget) => String(plan.id),
  kind: (plan: RestFutureBudget): FutureBudgetKind =>
    plan.kind === 'demand' ? 'DEMAND' : 'PROPOSAL',
  status: (plan: RestFutureBudget) => toStatus(plan.status),
  entityType: (plan: RestFutureBudget) => ENTITY_TYPES[plan.entity_type],
  entityId: (plan: RestFutureBudget) => String(plan.entity_id),
  entityName: (plan: RestFutureBudget) => plan.entity_name,
  owner: (plan: RestFutureBudget) => plan.owner,
  year: (plan: RestFutureBudget) => plan.year,
  demandId: (plan: RestFutureBudget) => plan.demand_id,
  demandTitle: (plan: RestFutureBudget) => plan.demand_title,
  demandedBudget: (plan: RestFutureBudget) => plan.demanded_budget,
  proposedBudget: (plan: RestFutureBudget) => plan.proposed_budget,
  approvedBudget: (plan: RestFutureBudget) => plan.approved_budget,
  proposedBy: (plan: RestFutureBudget) => plan.proposed_by,
  sender: (plan: RestFutureBudget) => plan.sender_id,
  description: (plan: RestFutureBudget) => plan.description,
  created: (plan: RestFutureBudget) => plan.created,
  /** Oldest first, as written (ids grow with time; a keyed object parses in id order). */
  comments: (plan: RestFutureBudget) => valuesById(plan.comments ?? {}).sort((a, b) => a.id - b.id),
};

export const commentFields = {
  id: (comment: RestFutureBudgetComment) => String(comment.id),
  time: (comment: RestFutureBudgetComment) => comment.time,
  sender: (comment: RestFutureBudgetComment) => comment.sender_id,
  message: (comment: RestFutureBudgetComment) => comment.message,
};

const MONEY_COLUMNS = [
  ['lastYearActuals', 'last_year_actuals'],
  ['currentYearBudget', 'current_year_budget'],
  ['currentYearForecast', 'current_year_forecast'],
  ['nextYearDemanded', 'next_year_demanded'],
  ['nextYearProposed', 'next_year_proposed'],
  ['nextYearApproved', 'next_year_approved'],
] as const;

function toPictureRow(row: RestPictureRow): PlanningPictureRow {
  return {
    productFamilyId: String(row.productfamily_id),
    productFamilyName: row.productfamily_name,
    productId: row.product_id === null ? null : String(row.product_id),
    productName: row.product_name,
    lastYearActuals: row.last_year_actuals,
    currentYearBudget: row.current_year_budget,
    currentYearForecast: row.current_year_forecast,
    nextYearDemanded: row.next_year_demanded,
    nextYearProposed: row.next_year_proposed,
    nextYearApproved: row.next_year_approved,
    growth: subtractDecimals(row.next_year_approved, row.current_year_budget),
    hasNextYearBudget: compareDecimals(row.next_year_approved, '0') !== 0,
  };
}

export function toPlanningPicture(picture: RestPicture): PlanningPicture {
  const rows = picture.rows.map(toPictureRow);
  const sums = Object.fromEntries(
    MONEY_COLUMNS.map(([field, column]) => [
      field,
      sumDecimals(picture.rows.map((r) => r[column])),
    ]),
  ) as Record<(typeof MONEY_COLUMNS)[number][0], string>;
  return {
    year: picture.year,
    rows,
    totals: {
      productFamilyId: 'total',
      productFamilyName: 'Total',
      productId: 'total',
      productName: null,
      ...sums,
      growth: subtractDecimals(sums.nextYearApproved, sums.currentYearBudget),
      hasNextYearBudget: compareDecimals(sums.nextYearApproved, '0') !== 0,
    },
  };
}
