// The error body of the plain HTTP routes: `{ code, message }`, the same codes as GraphQL errors.
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import { ERROR_CODES, INTERNAL_MESSAGE } from '../errors.ts';

const STATUS_BY_CODE: Record<string, number> = {
  [ERROR_CODES.unauthenticated]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.upstreamUnavailable]: 502,
};

export function sendError(res: Response, error: unknown): void {
  const code = error instanceof GraphQLError ? String(error.extensions.code ?? '') : '';
  const status = STATUS_BY_CODE[code];
  if (status === undefined) {
    res.log.error({ err: error }, 'file route failed');
    res.status(500).json({ code: ERROR_CODES.internal, message: INTERNAL_MESSAGE });
    return;
  }
  res.status(status).json({ code, message: (error as GraphQLError).message });
}
