// REST shapes of the hierarchy domain → GraphQL types, and GraphQL input → REST body.
import { TEXTS } from '@cost-steering/schema';
import type { CreateProductFamilyInput, ProductFamily, UserError } from '../generated/graphql.ts';
import type { RestFamily, RestFamilyInput } from './rest.ts';

export function toProductFamily(family: RestFamily): ProductFamily {
  return {
    id: String(family.id),
    name: family.name,
    owner: family.owner,
    year: family.year,
    budget: family.budget,
    budgetLimit: family.budget_limit ?? null,
    target: family.target ?? null,
    forecast: family.forecast,
    actuals: family.actuals,
    availableBudget: family.available_budget,
  };
}

/** Empty decimal inputs mean "not given": the REST rules then say which one is required. */
function optionalDecimal(value: string | null | undefined): string | null {
  return value == null || value.trim() === '' ? null : value.trim();
}

export function toRestFamilyInput(input: CreateProductFamilyInput): RestFamilyInput {
  return {
    name: input.name,
    owner: input.owner,
    year: input.year,
    budgetLimit: optionalDecimal(input.budgetLimit),
    target: optionalDecimal(input.target),
  };
}

/** The server's duplicate text is replaced by the one the user sees (spec §8), on the name field. */
export function toFamilyUserErrors(errors: UserError[]): UserError[] {
  return errors.map((error) =>
    error.code === 'DUPLICATE_NAME'
      ? { field: 'name', message: TEXTS.familyDuplicate, code: error.code }
      : error,
  );
}
