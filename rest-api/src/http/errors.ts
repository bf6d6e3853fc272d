// One error type and one error middleware: every failure leaves the server as the contract's
// JSON body { status, code, message, field?, errors? }, and no internal detail reaches a client.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { TEXTS } from '@cost-steering/schema';

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'DUPLICATE_NAME'
  | 'CONFLICT'
  | 'OVER_BUDGET'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const forbidden = () => new AppError(403, 'FORBIDDEN', TEXTS.forbiddenServer);
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found.`);
export const validationFailed = (errors: FieldError[]) =>
  new AppError(
    400,
    'VALIDATION',
    errors[0]?.message ?? 'Invalid request',
    errors[0]?.field,
    errors,
  );

/** Unknown paths answer like any other missing resource. */
export const notFoundHandler: RequestHandler = () => {
  throw notFound();
};

/** Express's body parser reports malformed JSON with this shape. */
function isBodyParseError(error: unknown): error is { type: string; status: number } {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    // A streamed body failed half-way: the status is gone, so end the response abruptly.
    req.log?.error({ err: error }, 'response failed after headers were sent');
    res.destroy();
    return;
  }
  let appError: AppError;
  if (error instanceof AppError) {
    appError = error;
    if (appError.status >= 500) req.log?.error({ err: error }, appError.message);
  } else if (isBodyParseError(error) && error.status < 500) {
    const message =
      error.type === 'entity.too.large' ? 'Request body is too large.' : 'Malformed JSON body.';
    appError = new AppError(error.status, 'VALIDATION', message);
  } else {
    req.log?.error({ err: error }, 'request failed');
    appError = new AppError(500, 'INTERNAL', 'Internal server error.');
  }
  if (appError.status === 401) {
    res.setHeader('WWW-Authenticate', 'Bearer realm="cost-steering", error="invalid_token"');
  }
  res.status(appError.status).json({
    status: appError.status,
    code: appError.code,
    message: appError.message,
    ...(appError.field ? { field: appError.field } : {}),
    ...(appError.errors ? { errors: appError.errors } : {}),
  });
};
