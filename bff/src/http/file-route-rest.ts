// The REST client of a plain HTTP route under /files: the verified user's token, the request's id
// and logger (requireUser ran first).
import type { Request, Response } from 'express';
import { RestClient } from '../rest-client.ts';
import { verifiedUser } from './auth-middleware.ts';

export function fileRouteRest(
  req: Request,
  res: Response,
  options: { restApiUrl: string; restTimeoutMs: number },
): RestClient {
  return new RestClient({
    baseUrl: options.restApiUrl,
    timeoutMs: options.restTimeoutMs,
    token: verifiedUser(res).token,
    requestId: String(req.id),
    log: req.log,
  });
}
