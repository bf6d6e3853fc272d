// GraphQL inputs of the planning mutations → REST bodies, and REST refusals → user errors on the
// input fields the user sees (a 403 keeps the server's text: who may demand or decide).
import type { CreateFutureBudgetInput } from '../generated/graphql.ts';
import { isRestId } from '../keyed.ts';
import { inputId } from '../writes/input-ids.ts';
import type { WriteRules } from '../writes/write.ts';
import { ENTITY_ID_FIELDS, REST_ENTITY_TYPES } from './mappers.ts';
import type { RestFutureBudgetInput } from './rest.ts';

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
 * How a planning write's refusal reads (write.ts): 400/409 as listed by the REST API, fields
 * renamed (`renamed` first, for a mutation whose input names a field differently), and a 403 as
 * FORBIDDEN with the server's reason — who may demand or decide.
 */
export const planningWrite = (renamed: Record<string, string> = {}): WriteRules => ({
  fields: { ...INPUT_FIELDS, ...renamed },
  forbiddenReason: true,
});

/** The future budget an input names: refused without a call when the id cannot be one. */
export const futureBudgetId = (id: string, field = 'id') =>
  inputId(field, id, 'The future budget does not exist.');
