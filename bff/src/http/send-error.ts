// The error body of the plain HTTP routes: `{ code, message }`, the same codes as GraphQL errors;
// a request the REST API refused (400, 409, 422) keeps its status and names its fields:
// `{ code, message, field, errors: [{ field, message }] }`.
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { ERROR_CODES, INTERNAL_MESSAGE, RestUserError } from '../errors.ts';
import type { UserErrorCode } from '../generated/graphql.ts';

const STATUS_BY_CODE: Record<string, number> = {
  [ERROR_CODES.unauthenticated]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.upstreamUnavailable]: 502,
};

const STATUS_BY_USER_ERROR: Record<UserErrorCode, number> = {
  VALIDATION: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DUPLICATE_NAME: 409,
  OVER_BUDGET: 422,
};

export function sendError(res: Response, error: unknown): void {
  if (error instanceof RestUserError) {
    const [first] = error.userErrors;
    res.status(STATUS_BY_USER_ERROR[first!.code]).json({
      code: first!.code,
      message: first!.message,
      field: first!.field ?? null,
      errors: error.userErrors.map(({ field, message }) => ({ field, message })),
    });
    return;
  }
  const code = error instanceof GraphQLError ? String(error.extensions.code ?? '') : '';
  const status = STATUS_BY_CODE[code];
  if (status === undefined) {
    res.log.error({ err: error }, 'file route failed');
    res.status(500).json({ code: ERROR_CODES.internal, message: INTERNAL_MESSAGE });
    return;
  }
  res.status(status).json({ code, message: (error as GraphQLError).message });
}
