// What a platform write tells its form, from the mutation's user errors: messages by input field
// (the form shows them), or banner texts for the rest (spec §8: the server's text as 'Error: …'
// unless it already is a spec text starting with 'Error: ').
export type PlatformOutcome<Done> =
  | { status: 'done'; done: Done }
  | { status: 'refused'; fieldErrors: Record<string, string> }
  | { status: 'failed' };

interface UserError {
  field?: string | null;
  message: string;
  code: string;
}

export const bannerText = (message: string) =>
  message.startsWith('Error: ') ? message : `Error: ${message}`;

export function refused(
  errors: readonly UserError[],
  showBanner: (text: string) => void,
  formFields: readonly string[],
): PlatformOutcome<never> {
  const fieldErrors: Record<string, string> = {};
  for (const error of errors) {
    if (error.field && error.code === 'VALIDATION' && formFields.includes(error.field)) {
      fieldErrors[error.field] ??= error.message;
    } else showBanner(bannerText(error.message));
  }
  return { status: 'refused', fieldErrors };
}
