// The id of a path (`/…/:id`): a route of any domain reads it here, and a path id that cannot
// be one is a resource that does not exist (404 naming `what`).
import type { Request } from 'express';
import { notFound } from './errors.ts';
import { idParam } from './keyed.ts';

export function pathId(req: Request, param = 'id', what = 'Purchase request'): number {
  const value = idParam(req.params[param]);
  if (!value) throw notFound(what);
  return value;
}
