// GET /files/activity-log: the REST activity log passed through as a download (spec §2 'Activity
// Logs'), with the same bearer auth as /graphql. A 403 of the REST API reaches the browser as 403.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { TokenVerifier } from '../auth.ts';
import { requireUser } from '../http/auth-middleware.ts';
import { fileRouteRest } from '../http/file-route-rest.ts';
import { sendError } from '../http/send-error.ts';
import { openActivityLog } from './rest.ts';

export interface ActivityRouteOptions {
  verify: TokenVerifier;
  restApiUrl: string;
  restTimeoutMs: number;
}

export function activityRoutes(options: ActivityRouteOptions): Router {
  const router = Router();
  router.get('/files/activity-log', requireUser(options.verify), async (req, res) => {
    const rest = fileRouteRest(req, res, options);
    let upstream: Response;
    try {
      upstream = await openActivityLog(rest);
    } catch (error) {
      sendError(res, error);
      return;
    }
    res.status(200);
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.setHeader('content-disposition', 'attachment; filename="activityLog.txt"');
    res.setHeader('cache-control', 'no-store');
    if (!upstream.body) {
      res.end();
      return;
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body), res);
    } catch (error) {
      // Headers are gone already: all we can do is cut the download and say why in the log.
      req.log.warn({ err: error }, 'activity log download was interrupted');
      res.destroy();
    }
  });
  return router;
}
