// Error codes the bff puts in extensions.code, and the one translation of a REST error response
// into either a GraphQL error (unexpected) or user errors (expected business failures, DESIGN.md §5).
import { GraphQLError } from 'graphql';
import { TEXTS } from '@cost-steering/schema';
import type { UserError, UserErrorCode } from './generated/graphql.ts';

export const ERROR_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  internal: 'INTERNAL',
  badUserInput: 'BAD_USER_INPUT',
} as const;

export const INTERNAL_MESSAGE = 'Internal server error';

export function unauthenticated(message = 'A valid access token is required.'): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ERROR_CODES.unauthenticated, http: { status: 401 } },
  });
}

/** `reason`: the REST API's own text of the refusal (e.g. who may decide), for user errors. */
export function forbidden(reason?: string): GraphQLError {
  return new GraphQLError(TEXTS.forbidden, {
    extensions: { code: ERROR_CODES.forbidden, ...(reason ? { reason } : {}) },
  });
}

export class NotFoundError extends GraphQLError {
  constructor(message = 'Not found.') {
    super(message, { extensions: { code: ERROR_CODES.notFound } });
  }
}

/** `httpStatus` only for errors raised before execution (auth), where it sets the response status. */
export function upstreamUnavailable(service: string, httpStatus?: number): GraphQLError {
  return new GraphQLError(`The ${service} is not reachable. Please try again later.`, {
    extensions: {
      code: ERROR_CODES.upstreamUnavailable,
      ...(httpStatus ? { http: { status: httpStatus } } : {}),
    },
  });
}

export function internal(): GraphQLError {
  return new GraphQLError(INTERNAL_MESSAGE, { extensions: { code: ERROR_CODES.internal } });
}

/**
 * A 400/409/413/415/422 from the REST API: the request's content refused. Mutations turn it
 * into `errors` of their payload; should one escape from a query it still reaches the client as
 * a GraphQL error with the same code.
 */
export class RestUserError extends GraphQLError {
  readonly userErrors: UserError[];
  constructor(userErrors: [UserError, ...UserError[]]) {
    super(userErrors[0].message, { extensions: { code: userErrors[0].code } });
    this.userErrors = userErrors;
  }
}

/** The error body of CONTRACT.md: `{ status, code, message, field?, errors?: [{ field, message }] }`. */
export interface RestErrorBody {
  status?: number;
  code?: string;
  message?: string;
  field?: string | null;
  errors?: Array<{ field?: string | null; message?: string }>;
}

const USER_ERROR_CODES: readonly string[] = [
  'VALIDATION',
  'DUPLICATE_NAME',
  'OVER_BUDGET',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
] satisfies UserErrorCode[];

function userErrorCode(status: number, code: string | undefined): UserErrorCode {
  if (code && USER_ERROR_CODES.includes(code)) return code as UserErrorCode;
  if (status === 409) return 'CONFLICT';
  if (status === 422) return 'OVER_BUDGET';
  return 'VALIDATION';
}

/** User errors of a 4xx body: every listed problem, else the one message. No field is null. */
export function userErrorsFromBody(
  status: number,
  body: RestErrorBody,
): [UserError, ...UserError[]] {
  const code = userErrorCode(status, body.code);
  const listed = (body.errors ?? [])
    .filter((problem) => typeof problem.message === 'string' && problem.message.length > 0)
    .map((problem) => ({ field: problem.field || null, message: problem.message!, code }));
  const [first, ...rest] = listed;
  if (first) return [first, ...rest];
  return [{ field: body.field || null, message: body.message || 'The request was invalid.', code }];
}

export function badUserInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ERROR_CODES.badUserInput } });
}
