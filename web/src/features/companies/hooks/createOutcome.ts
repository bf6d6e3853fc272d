// What a create of the companies domain tells its form, from the mutation's user errors: a
// duplicate name (the form clears the name), field messages, or a banner for the rest.
import { TEXTS } from '@cost-steering/schema';
import { companyUserErrorText } from '../companyErrors';

export type FormOutcome<Created> =
  | { status: 'created'; created: Created }
  | { status: 'duplicate' }
  /** Refused by the server's rules: messages by input field. */
  | { status: 'invalid'; fieldErrors: Record<string, string> }
  | { status: 'failed' };

interface UserError {
  field?: string | null;
  message: string;
  code: string;
}

/** The outcome of refused input, with its banner (spec §8: 'ERROR: {server message}'). */
export function refusedOutcome(
  errors: readonly UserError[],
  showBanner: (text: string) => void,
): FormOutcome<never> {
  const duplicate = errors.find((error) => error.code === 'DUPLICATE_NAME');
  if (duplicate) {
    showBanner(TEXTS.companyError(duplicate.message));
    return { status: 'duplicate' };
  }
  const fieldErrors: Record<string, string> = {};
  for (const error of errors) {
    if (error.field && error.code === 'VALIDATION') fieldErrors[error.field] ??= error.message;
    else showBanner(companyUserErrorText(error));
  }
  return { status: 'invalid', fieldErrors };
}
