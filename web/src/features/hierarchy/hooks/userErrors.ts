// Splitting a mutation's user errors (DESIGN.md §5) into those a form shows at its fields and the
// rest, which go to the banner.
export interface UserErrorLike {
  field?: string | null;
  message: string;
  code: string;
}

export interface SplitErrors {
  /** Messages by form field (the first one per field). */
  fieldErrors: Record<string, string>;
  /** Messages that belong to no field the form shows. */
  other: string[];
}

export function splitUserErrors(
  errors: readonly UserErrorLike[],
  formFields: readonly string[],
): SplitErrors {
  const fieldErrors: Record<string, string> = {};
  const other: string[] = [];
  for (const error of errors) {
    if (error.field && formFields.includes(error.field)) fieldErrors[error.field] ??= error.message;
    else other.push(error.message);
  }
  return { fieldErrors, other };
}
