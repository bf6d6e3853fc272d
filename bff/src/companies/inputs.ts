// GraphQL inputs of the companies mutations → REST bodies, and REST user errors → the input
// fields the user sees. Duplicates keep the server's text (spec §8 shows company failures as
// 'ERROR: {server message}'; the web adds the prefix).
import type { CreateCompanyInput, CreateContactInput } from '../generated/graphql.ts';
import { inputId } from '../writes/input-ids.ts';
import type { RestCompanyInput, RestContactInput } from './rest.ts';

/** Blank is not given: street and house number both null mean 'Use Postal Code only'. */
const given = (value: string | null | undefined) => (value?.trim() ? value : null);

export function toRestCompanyInput(input: CreateCompanyInput): RestCompanyInput {
  return {
    name: input.name,
    city: input.city,
    country: input.country,
    street: given(input.street),
    house_number: given(input.houseNumber),
    postal_code: input.postalCode,
  };
}

/** A company id that cannot name a REST company is refused without a call (InputIdError). */
export function toRestContactInput(input: CreateContactInput): RestContactInput {
  const companyId = inputId('companyId', input.companyId, 'The company does not exist.');
  const phone = given(input.phone);
  const email = given(input.email);
  // Spec §5: phone and email are sent only when filled.
  return {
    name: input.name,
    company_id: Number(companyId),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}

/** REST field names → GraphQL input fields. */
export const INPUT_FIELDS: Record<string, string> = {
  house_number: 'houseNumber',
  postal_code: 'postalCode',
  company_id: 'companyId',
};
