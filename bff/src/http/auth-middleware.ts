// Bearer auth for the plain HTTP routes under /files: the same verifier as the GraphQL endpoint.
import type { RequestHandler } from 'express';
import type { AuthUser, TokenVerifier } from '../auth.ts';
import { sendError } from './send-error.ts';

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

export function requireUser(verify: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    try {
      req.user = await verify(req.headers.authorization);
      next();
    } catch (error) {
      sendError(res, error);
    }
  };
}
