// GET /files/costunits/{id}/showback.csv: the REST showback CSV passed through as a download with
// the same bearer auth as /graphql (CONTRACT.md 'Cost units'); a 403 or 404 keeps its status.
import { Router } from 'express';
import { NotFoundError } from '../errors.ts';
import { fileDownload, type FileRouteOptions } from '../http/file-download.ts';
import { isRestId } from '../keyed.ts';

export function costUnitFileRoutes(options: FileRouteOptions): Router {
  const router = Router();
  router.get(
    '/files/costunits/:id/showback.csv',
    ...fileDownload(
      options,
      (req) => {
        const id = String(req.params.id);
        if (!isRestId(id)) throw new NotFoundError('Cost unit not found.');
        return {
          restPath: `/costunits/${id}/showback.csv`,
          contentType: 'text/csv; charset=utf-8',
          filename: `costunit_${id}_showback.csv`,
        };
      },
      'cost unit showback CSV',
    ),
  );
  return router;
}
