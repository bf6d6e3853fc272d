// GraphQL inputs of the planning mutations → REST bodies, and REST refusals → user errors on the
// input fields the user sees (a 403 keeps the server's text: who may demand or decide).
import type { CreateFutureBudgetInput, UserError } from '../generated/graphql.ts';
import { isRestId } from '../keyed.ts';
import { inputId } from '../writes/input-ids.ts';
import type { WriteRules } from '../writes/write.ts';
import { ENTITY_ID_FIELDS, REST_ENTITY_TYPES } from './mappers.ts';
import type { RestFutureBudgetInput } from './rest.ts';

/**
 * Decided here: a proposal naming a demand's fields is refused on those fields (the REST API
 * refuses the same mixture), not sent without them.
 */
export const PROPOSAL_DEMAND_FIELDS = {
  demandTitle: 'A proposal has no demand title',
  demandId: 'A proposal has no demand ID',
} as const;

/**
 * The REST body, or the user errors refused without a call: an entity id that cannot name a
 * REST entity, a proposal's demand fields.
 */
export function toRestFutureBudgetInput(
  input: CreateFutureBudgetInput,
  username: string,
): RestFutureBudgetInput | UserError[] {
  const entityId = input.entityId.trim();
  const refused: UserError[] = [
    ...(isRestId(entityId)
      ? []
      : [{ field: 'entityId', message: 'Entity is required', code: 'VALIDATION' as const }]),
    ...(input.kind === 'PROPOSAL'
      ? (['demandTitle', 'demandId'] as const)
          .filter((field) => input[field] != null)
          .map((field) => ({
            field,
            message: PROPOSAL_DEMAND_FIELDS[field],
            code: 'VALIDATION' as const,
          }))
      : []),
  ];
  if (refused.length > 0) return refused;
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
