// GraphQL inputs of the planning mutations → REST bodies, and REST refusals → user errors on the
// input fields the user sees (a 403 keeps the server's text: who may demand or decide).
import { GraphQLError } from 'graphql';
import type { CreateFutureBudgetInput, UserError } from '../generated/graphql.ts';
import { ERROR_CODES, userErrorsOf } from '../errors.ts';
import { isRestId } from '../keyed.ts';
import { ENTITY_ID_FIELDS, REST_ENTITY_TYPES } from './mappers.ts';
import type { RestFutureBudgetInput } from './rest.ts';

export const UNKNOWN_FUTURE_BUDGET: UserError = {
  field: 'id',
  message: 'The future budget does not exist.',
  code: 'NOT_FOUND',
};

/** Null when the entity id cannot name a REST entity (refused without a call). */
export function toRestFutureBudgetInput(
  input: CreateFutureBudgetInput,
  username: string,
): RestFutureBudgetInput | null {
  const entityId = input.entityId.trim();
  if (!isRestId(entityId)) return null;
  const common = {
    entity_type: REST_ENTITY_TYPES[input.entityType],
    [ENTITY_ID_FIELDS[input.entityType]]: Number(entityId),
    status: 'proposed',
    sender_id: username,
    description: input.description?.trim() ? input.description : null,
  };
  return input.kind === 'PROPOSAL'
    ? { ...common, proposed_budget: input.amount, proposed_by: username }
    : {
        ...common,
        demand_title: input.demandTitle ?? null,
        demand_id: input.demandId ?? null,
        demanded_budget: input.amount,
      };
}

const INPUT_FIELDS: Record<string, string> = {
  entity_type: 'entityType',
  product_family_id: 'entityId',
  product_id: 'entityId',
  project_id: 'entityId',
  application_id: 'entityId',
  demand_title: 'demandTitle',
  demand_id: 'demandId',
  demanded_budget: 'amount',
  proposed_budget: 'amount',
  approved_budget: 'approvedBudget',
  future_budget_id: 'futureBudgetId',
};

/**
 * The user errors of a refused write: 400/409 as listed by the REST API (fields renamed), a 403
 * as FORBIDDEN with the server's reason. Anything else is rethrown.
 */
export function planningUserErrors(
  error: unknown,
  renamed: Record<string, string> = {},
): UserError[] {
  if (error instanceof GraphQLError && error.extensions.code === ERROR_CODES.forbidden) {
    const reason = error.extensions.reason;
    return [
      {
        field: null,
        message: typeof reason === 'string' && reason ? reason : error.message,
        code: 'FORBIDDEN',
      },
    ];
  }
  return userErrorsOf(error).map((problem) => {
    const field = problem.field ?? null;
    return {
      ...problem,
      field: field ? (renamed[field] ?? INPUT_FIELDS[field] ?? field) : null,
    };
  });
}
