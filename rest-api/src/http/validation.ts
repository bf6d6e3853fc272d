// Request bodies through the shared yup schemas of @cost-steering/schema (the same rules the
// forms run), with every problem reported on the REST field name the client sent.
import { ValidationError, type Schema } from 'yup';
import { MONEY_FORMAT, moneyFormatMessage } from '@cost-steering/schema';
import { validationFailed, type FieldError } from './errors.ts';
import { parseId } from './input-types.ts';

export type JsonObject = Record<string, unknown>;

export function requireObject(body: unknown): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFailed([{ field: '', message: 'The request body must be a JSON object' }]);
  }
  return body as JsonObject;
}

/**
 * Validates `input` (already mapped to the schema's field names); `fieldNames` maps a schema
 * path back to the REST field (unmapped paths keep their name).
 */
export async function validateWith<T>(
  schema: Schema,
  input: JsonObject,
  fieldNames: Record<string, string> = {},
): Promise<T> {
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = error.inner.length > 0 ? error.inner : [error];
    throw validationFailed(
      problems.map((p) => ({
        field: fieldNames[p.path ?? ''] ?? p.path ?? '',
        message: p.message,
      })),
    );
  }
}

/** JSON numbers and strings as the decimal/id strings the schemas read; anything else as is. */
export const asText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : value;

/**
 * What NUMERIC(14,2) can hold, for the amounts whose shared schema does not check it (a
 * project's budget codes, a platform cost): the rule and text of `minMoney`.
 */
export function moneyProblem(field: string, label: string, value: string | null | undefined) {
  return value != null && !MONEY_FORMAT.test(value)
    ? { field, message: moneyFormatMessage(label) }
    : undefined;
}

export function throwIfAny(problems: Array<FieldError | undefined>) {
  const present = problems.filter((p): p is FieldError => Boolean(p));
  if (present.length > 0) throw validationFailed(present);
}

/** An id the body names (a number or a digit string), or undefined when it cannot be one. */
export const bodyId = parseId;

/** A body's own id, when given, must be the path's: 400 on `field` otherwise. */
export function requireIdOfPath(given: unknown, pathId: number, field = 'id') {
  if (given != null && bodyId(given) !== pathId) {
    throw validationFailed([{ field, message: 'The id must be the id of the path' }]);
  }
}
