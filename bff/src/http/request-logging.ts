// Every request's id (the caller's x-request-id, or a new one, echoed back) and its logger
// (`req.log`, whose lines carry the id), and at level info one access line per request
// ('request completed', pino-http's).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's request id (so one id follows a click through every log) or makes one. */
function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function requestId(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader('x-request-id', id);
  return id;
}

export function requestLogging(log: Logger): RequestHandler {
  const logging = pinoHttp({
    logger: log,
    // Log lines of a request carry its id, not the whole request again.
    quietReqLogger: true,
    genReqId: requestId,
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
  if (log.isLevelEnabled('info')) return logging;
  // Above info the access line is never written, yet pino-http would still make, for every
  // request, a logger bound to the whole serialised request (headers redacted) for it: a
  // measurable part of the bff's own CPU on a small answer (issue 15). The id and `req.log` are
  // made as pino-http makes them (its logger, with its serializers).
  const { logger } = logging;
  return (req, res, next) => {
    req.id = requestId(req, res);
    req.log = logger.child({ reqId: req.id });
    next();
  };
}
