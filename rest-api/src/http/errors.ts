// One error type and one error middleware: every failure leaves the server as the contract's
// JSON body { status, code, message, field?, errors? }, and no internal detail reaches a client.
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { TEXTS } from '@cost-steering/schema';
import { isInputDataException } from '../db/errors.ts';

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

/**
 * Errors Express and its body parser raise for a malformed request (http-errors' shape: a 4xx
 * `status`): bad JSON, a body too large, an unsupported charset, a path that is not valid
 * percent-encoded UTF-8. Their own messages name internals or echo the input, so each gets ours.
 */
function malformedRequest(error: unknown): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const message =
    type === 'entity.too.large'
      ? 'Request body is too large.'
      : type === 'entity.parse.failed'
        ? 'Malformed JSON body.'
        : error instanceof URIError
          ? 'Malformed URL: a percent-encoded part is not valid UTF-8.'
          : typeof type === 'string' && type.endsWith('.unsupported')
            ? 'Unsupported request body: send JSON in UTF-8.'
            : 'Malformed request.';
  return new AppError(status, 'VALIDATION', message);
}

/** A database error that a value of the request caused (db/errors.ts): the client's to fix. */
const unstorableValue = () =>
  new AppError(
    400,
    'VALIDATION',
    'The request holds a value that cannot be stored or compared (too long, out of range or not valid text).',
  );

/** What the client is told about `error`; whatever is not an AppError is logged here. */
function toAppError(error: unknown, req: Request): AppError {
  if (error instanceof AppError) {
    if (error.status >= 500) req.log?.error({ err: error }, error.message);
    return error;
  }
  const malformed = malformedRequest(error);
  if (malformed) {
    req.log?.warn({ err: error }, malformed.message);
    return malformed;
  }
  if (isInputDataException(error)) {
    // The input guard should have refused this value: logged as an error so the gap is seen.
    req.log?.error({ err: error }, 'a database data exception passed the input guard');
    return unstorableValue();
  }
  req.log?.error({ err: error }, 'request failed');
  return new AppError(500, 'INTERNAL', 'Internal server error.');
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    // A streamed body failed half-way: the status is gone, so end the response abruptly.
    req.log?.error({ err: error }, 'response failed after headers were sent');
    res.destroy();
    return;
  }
  const appError = toAppError(error, req);
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
