import { Router } from 'express';
import { ROLES } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { requireRole } from '../http/auth.ts';
import { noInput } from '../http/input-guard.ts';
import { writeActivityLog } from './service.ts';

export function activityRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/activitylog', requireRole(ROLES.activityLog), noInput, async (_req, res) => {
    res.type('text/plain; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="activityLog.txt"');
    await writeActivityLog(ctx.db, (chunk) => res.write(chunk));
    res.end();
  });
  return router;
}
