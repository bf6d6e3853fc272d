// GET /files/activity-log: the REST activity log passed through as a download (spec §2 'Activity
// Logs'), with the same bearer auth as /graphql. A 403 of the REST API reaches the browser as 403.
import { Router } from 'express';
import { fileDownload, type FileRouteOptions } from '../http/file-download.ts';
import { ACTIVITY_LOG_PATH } from './rest.ts';

export type ActivityRouteOptions = FileRouteOptions;

export function activityRoutes(options: ActivityRouteOptions): Router {
  const router = Router();
  router.get(
    '/files/activity-log',
    ...fileDownload(
      options,
      () => ({
        restPath: ACTIVITY_LOG_PATH,
        contentType: 'text/plain; charset=utf-8',
        filename: 'activityLog.txt',
      }),
      'activity log',
    ),
  );
  return router;
}
