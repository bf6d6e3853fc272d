// Service accounts only read (issue 14; CONTRACT.md 'Service accounts'). A tool's token carries
// the roles of its service account, and every role-checked route applies them as to a person.
// But some writes need no role — they act for the person signed in (registering oneself, one's
// notifications, withdrawing or restoring one's own request) — and a service account is no
// person: it owns nothing, gets no notifications and would only fill the activity log with a
// user that is not one. So every write is refused to it here, before any route runs.
import type { RequestHandler } from 'express';
import { currentUser } from './auth.ts';
import { forbidden } from './errors.ts';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** GETs that write (spec §7 keeps the call): restoring an archived request. */
const WRITING_GETS = [/^\/archive\/[^/]+\/restore\/?$/];

export const serviceAccountsOnlyRead: RequestHandler = (req, _res, next) => {
  if (!currentUser(req).serviceAccount) return next();
  const writes =
    !READING_METHODS.has(req.method) || WRITING_GETS.some((path) => path.test(req.path));
  if (writes) throw forbidden();
  next();
};
