// GraphQL inputs of the companies mutations → REST bodies, and REST user errors → the input
// fields the user sees. Duplicates keep the server's text (spec §8 shows company failures as
// 'ERROR: {server message}'; the web adds the prefix).
import type { CreateCompanyInput, CreateContactInput, UserError } from '../generated/graphql.ts';
import { ERROR_CODES } from '../errors.ts';
import { isRestId } from '../keyed.ts';
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

export const UNKNOWN_COMPANY: UserError = {
  field: 'companyId',
  message: 'The company does not exist.',
  code: ERROR_CODES.notFound,
};

/** Null when the company id cannot name a REST company (refused without a call). */
export function toRestContactInput(input: CreateContactInput): RestContactInput | null {
  if (!isRestId(input.companyId.trim())) return null;
  const phone = given(input.phone);
  const email = given(input.email);
  // Spec §5: phone and email are sent only when filled.
  return {
    name: input.name,
    company_id: Number(input.companyId.trim()),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}

const INPUT_FIELDS: Record<string, string> = {
  house_number: 'houseNumber',
  postal_code: 'postalCode',
  company_id: 'companyId',
};

/** REST field names → GraphQL input fields. */
export function onInputFields(errors: UserError[]): UserError[] {
  return errors.map((error) => ({
    ...error,
    field: error.field ? (INPUT_FIELDS[error.field] ?? error.field) : null,
  }));
}
