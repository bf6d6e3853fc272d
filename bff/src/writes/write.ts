// The one way a mutation turns its write into a payload (DESIGN.md §5, §10): the write's value and
// no errors, or no value and the user errors of an expected failure — the REST API's refusal
// (400/409/413/415/422) with its fields renamed to the mutation's GraphQL input paths, an input id
// that cannot be one (InputIdError), and, where the mutation says so, a 404 of what it changes
// (removed meanwhile) and a 403 whose reason the user must read. Everything else stays a GraphQL
// error (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, UPSTREAM_UNAVAILABLE, INTERNAL).
import { GraphQLError } from 'graphql';
import { ERROR_CODES, NotFoundError, RestUserError } from '../errors.ts';
import type { UserError } from '../generated/graphql.ts';
import { InputIdError } from './input-ids.ts';

/** REST field names → GraphQL input paths: a map of whole names, or a function for patterns. */
export type FieldNames = Readonly<Record<string, string>> | ((field: string) => string);

export interface WriteRules {
  /** How the REST API's field names read in this mutation's input. */
  fields?: FieldNames;
  /** Rewrites a renamed user error, e.g. a duplicate name to the spec's text (§8). */
  text?: (error: UserError) => UserError;
  /**
   * A 404 from the write: what it changes was removed meanwhile. `rest-text`: a NOT_FOUND user
   * error with the REST API's text and no field; a UserError: that one. Unset: a GraphQL error.
   */
  gone?: 'rest-text' | UserError;
  /** A 403 carrying the REST API's reason (who may decide) as a FORBIDDEN user error. */
  forbiddenReason?: boolean;
  /** Runs after a successful write, e.g. to drop the loaders' answers it made stale. */
  afterWrite?: () => void;
}

export type WriteResult<T> = { value: T; errors: [] } | { value: null; errors: UserError[] };

/** A PUT's object is `[0]`: the REST API names its problems `[0].field`. */
const withoutPutIndex = (field: string) => field.replace(/^\[0\]\./, '');

export function renameFields(errors: readonly UserError[], names: FieldNames = {}): UserError[] {
  const rename = typeof names === 'function' ? names : (field: string) => names[field] ?? field;
  return errors.map((error) => ({
    ...error,
    field: error.field ? rename(withoutPutIndex(error.field)) : null,
  }));
}

function forbiddenReasonOf(error: unknown): string | undefined {
  if (!(error instanceof GraphQLError) || error.extensions.code !== ERROR_CODES.forbidden) return;
  const reason = error.extensions.reason;
  return typeof reason === 'string' && reason ? reason : error.message;
}

/** The user errors of an expected failure, or undefined: the error is not the user's to fix. */
function expectedUserErrors(error: unknown, rules: WriteRules): UserError[] | undefined {
  if (error instanceof InputIdError) return error.userErrors;
  if (error instanceof RestUserError) {
    const renamed = renameFields(error.userErrors, rules.fields);
    return rules.text ? renamed.map(rules.text) : renamed;
  }
  if (error instanceof NotFoundError && rules.gone) {
    return [
      rules.gone === 'rest-text'
        ? { field: null, message: error.message, code: ERROR_CODES.notFound }
        : rules.gone,
    ];
  }
  const reason = rules.forbiddenReason ? forbiddenReasonOf(error) : undefined;
  if (reason) return [{ field: null, message: reason, code: 'FORBIDDEN' }];
  return undefined;
}

export async function write<T>(
  run: () => Promise<T>,
  rules: WriteRules = {},
): Promise<WriteResult<T>> {
  try {
    const value = await run();
    rules.afterWrite?.();
    return { value, errors: [] };
  } catch (error) {
    const errors = expectedUserErrors(error, rules);
    if (!errors) throw error;
    return { value: null, errors };
  }
}
