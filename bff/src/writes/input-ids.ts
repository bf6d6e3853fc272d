// Ids of a mutation's input that cannot name a REST entity (REST ids are positive whole numbers):
// refused before any call, as a NOT_FOUND user error on the input field — the same answer the
// REST API would give for an unknown id, without asking it. `write()` turns the error into the
// payload's errors.
import { ERROR_CODES } from '../errors.ts';
import type { UserError } from '../generated/graphql.ts';
import { isRestId } from '../keyed.ts';

export class InputIdError extends Error {
  constructor(readonly userErrors: [UserError, ...UserError[]]) {
    super(userErrors[0].message);
  }
}

const notFound = (field: string, message: string): UserError => ({
  field,
  message,
  code: ERROR_CODES.notFound,
});

/** The REST id of one input field (trimmed), else InputIdError on that field with `message`. */
export function inputId(field: string, id: string, message = 'Not found.'): string {
  const trimmed = id.trim();
  if (!isRestId(trimmed)) throw new InputIdError([notFound(field, message)]);
  return trimmed;
}

/** Several input ids at once: every one that cannot be an id is named, not just the first. */
export function inputIds<F extends string>(
  ids: Record<F, string>,
  message = 'Not found.',
): Record<F, string> {
  const entries = Object.entries<string>(ids).map(([field, id]) => [field, id.trim()] as const);
  const refused = entries.filter(([, id]) => !isRestId(id)).map(([f]) => notFound(f, message));
  const [first, ...rest] = refused;
  if (first) throw new InputIdError([first, ...rest]);
  return Object.fromEntries(entries) as Record<F, string>;
}
