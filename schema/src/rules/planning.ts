// Spec §5 'Financial plan' (limits of §9): the proposal/demand form, the decision modal and the
// comment box. The same rules run in the forms (Formik) and in rest-api/src/planning.
import { LIMITS } from '../limits.ts';
import { minMoney } from './money.ts';
import { fields, text } from './typed.ts';

/** The kinds of entity next year's budget is planned for (REST `entity_type`). */
export const PLANNING_ENTITY_TYPES = [
  'productfamily',
  'product',
  'project',
  'application',
] as const;
export type PlanningEntityType = (typeof PLANNING_ENTITY_TYPES)[number];

/** A proposal comes from a controller; a demand from the entity's owner (spec §2, §4). */
export type PlanningMode = 'proposal' | 'demand';

const tooLong = (label: string, max: number) => `${label} can have at most ${max} characters`;

export const PLANNING_MESSAGES = {
  entityTypeRequired: 'Entity type is required',
  entityRequired: 'Entity is required',
  demandTitleRequired: 'Demand title is required',
  demandTitleTooLong: tooLong('Demand title', LIMITS.demandTitleMax),
  demandIdRequired: 'Demand ID is required',
  demandIdTooLong: tooLong('Demand ID', LIMITS.demandIdMax),
  descriptionTooLong: tooLong('Description', LIMITS.financialTextMax),
  commentRequired: 'Comment is required',
  commentTooLong: tooLong('Comment', LIMITS.financialTextMax),
  reasonRequired: 'Decline reason is required',
  reasonTooLong: tooLong('Decline reason', LIMITS.financialTextMax),
} as const;

/**
 * The smallest estimate, proposed and approved amount (spec §9); each is money, so at most 12
 * digits and 2 decimals like every amount (the column's NUMERIC(14,2)).
 */
export const PLANNING_MIN_AMOUNT = 1;

/**
 * Spec §5 'Financial plan': entity type and entity required; in demand mode a demand title
 * (≤ 32), demand ID (≤ 12) and estimate (≥ 1); in proposal mode a proposed amount (≥ 1);
 * description ≤ 240. Demand title and ID are required: a demand is known by them in every list.
 */
export function futureBudgetSchema(mode: PlanningMode) {
  const optionalText = (label: string) =>
    text(label)
      .nullable()
      .transform((value: unknown) => (value === '' ? null : value));
  const base = {
    entityType: text('Entity type')
      .nullable()
      .required(PLANNING_MESSAGES.entityTypeRequired)
      .oneOf([...PLANNING_ENTITY_TYPES], PLANNING_MESSAGES.entityTypeRequired),
    entityId: text('Entity').nullable().required(PLANNING_MESSAGES.entityRequired),
    description: optionalText('Description').max(
      LIMITS.financialTextMax,
      PLANNING_MESSAGES.descriptionTooLong,
    ),
  };
  if (mode === 'proposal') {
    return fields({
      ...base,
      amount: minMoney('Proposed amount', PLANNING_MIN_AMOUNT),
    });
  }
  return fields({
    ...base,
    demandTitle: text('Demand title')
      .nullable()
      .required(PLANNING_MESSAGES.demandTitleRequired)
      .max(LIMITS.demandTitleMax, PLANNING_MESSAGES.demandTitleTooLong),
    demandId: text('Demand ID')
      .nullable()
      .required(PLANNING_MESSAGES.demandIdRequired)
      .max(LIMITS.demandIdMax, PLANNING_MESSAGES.demandIdTooLong),
    amount: minMoney('Estimate', PLANNING_MIN_AMOUNT),
  });
}

/** The decision modal's Approve: an approved amount, required, at least 1, money. */
export function approveFutureBudgetSchema() {
  return fields({ approvedBudget: minMoney('Approved amount', PLANNING_MIN_AMOUNT) });
}

/** The decision modal's Decline: a reason (≤ 240), added to the comments. */
export function declineFutureBudgetSchema() {
  return fields({
    reason: text('Decline reason')
      .nullable()
      .required(PLANNING_MESSAGES.reasonRequired)
      .max(LIMITS.financialTextMax, PLANNING_MESSAGES.reasonTooLong),
  });
}

/** The Details modal's add-comment box (≤ 240). */
export function futureBudgetCommentSchema() {
  return fields({
    message: text('Comment')
      .nullable()
      .required(PLANNING_MESSAGES.commentRequired)
      .max(LIMITS.financialTextMax, PLANNING_MESSAGES.commentTooLong),
  });
}
