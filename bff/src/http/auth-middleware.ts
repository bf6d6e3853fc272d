// Bearer auth for the plain HTTP routes under /files: the same verifier as the GraphQL endpoint.
// The user travels in res.locals (not a global Request augmentation, which would clash with other
// packages' typings in the same program).
import type { RequestHandler, Response } from 'express';
import type { AuthUser, TokenVerifier } from '../auth.ts';
import { sendError } from './send-error.ts';

export function requireUser(verify: TokenVerifier): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.user = await verify(req.headers.authorization);
      next();
    } catch (error) {
      sendError(res, error);
    }
  };
}

/** The user `requireUser` verified for this response. */
export function verifiedUser(res: Response): AuthUser {
  return res.locals.user as AuthUser;
}
