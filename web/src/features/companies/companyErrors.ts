// Banner texts of the company calls (spec §8): a 404 is 'ERROR: 404 Not Found', any other HTTP
// error 'ERROR: {server message or default}', no answer 'Network error or server not reachable'.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { TEXTS } from '@cost-steering/schema';
import type { UserError, Write, WritePayload } from '../../shared/writes/useWrite';

const DEFAULT_MESSAGE = 'Something went wrong';

export function companyErrorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((item) => item.extensions?.code);
    if (codes.includes('NOT_FOUND')) return TEXTS.companyNotFound;
    if (codes.includes('UPSTREAM_UNAVAILABLE')) return TEXTS.networkError;
    if (codes.includes('FORBIDDEN')) return TEXTS.forbidden;
    return TEXTS.companyError(error.errors[0]?.message || DEFAULT_MESSAGE);
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 404) return TEXTS.companyNotFound;
    if (error.statusCode === 403) return TEXTS.forbidden;
    return TEXTS.companyError(error.message || DEFAULT_MESSAGE);
  }
  if (error instanceof TypeError) return TEXTS.networkError;
  return TEXTS.companyError(
    error instanceof Error && error.message ? error.message : DEFAULT_MESSAGE,
  );
}

/** A user error of a company mutation that is no field's: the same banner rules. */
export function companyUserErrorText(error: UserError): string {
  return error.code === 'NOT_FOUND' ? TEXTS.companyNotFound : TEXTS.companyError(error.message);
}

/**
 * How a company write shows a refusal and a failure: a taken name is one banner
 * ('ERROR: {server message}', the form clears the name); a VALIDATION error with a field is
 * shown at it; every other user error and any failure is a banner of the rules above.
 */
export const COMPANY_WRITE = {
  fields: (field: string) => field,
  fieldCodes: ['VALIDATION'],
  refused: (rest, all) => {
    const duplicate = all.find((error) => error.code === 'DUPLICATE_NAME');
    return duplicate ? TEXTS.companyError(duplicate.message) : rest.map(companyUserErrorText);
  },
  failed: companyErrorText,
} satisfies Pick<
  Write<unknown, WritePayload, unknown>,
  'fields' | 'fieldCodes' | 'refused' | 'failed'
>;
