// POST /invoices/csv/failed-rows?format=xlsx|csv (CONTRACT.md 'Failed import rows as a
// spreadsheet', an addition of issue 32): the failed rows POST /invoices/csv answered, sent back
// as they came, → a file to correct and upload again. The roles that may import (checked before
// the body is read); mounted before the API's 2 MB JSON parser, as POST /pdf/import-errors.
import express, { Router } from 'express';
import { ROLES } from '@cost-steering/schema';
import { requireRole } from '../../http/auth.ts';
import { validationFailed } from '../../http/errors.ts';
import { accepts } from '../../http/input-guard.ts';
import { oneOf } from '../../http/input-types.ts';
import { checkedFailedRows, FAILED_ROWS_JSON_LIMIT } from './failed-rows-body.ts';
import {
  FAILED_ROWS_DOWNLOADS,
  FAILED_ROWS_FORMATS,
  writeFailedRows,
} from './failed-rows-export.ts';

/** The query; the body is checked after it is parsed, in slices (checkedFailedRows). */
const FAILED_ROWS = accepts({ query: { format: oneOf(FAILED_ROWS_FORMATS) } });

export function failedRowsRoutes(): Router {
  const router = Router();
  router.post(
    '/invoices/csv/failed-rows',
    requireRole(ROLES.editInvoice),
    FAILED_ROWS,
    express.json({ limit: FAILED_ROWS_JSON_LIMIT }),
    async (req, res) => {
      const { format } = FAILED_ROWS.query(req);
      if (!format) {
        throw validationFailed([
          { field: 'format', message: `format must be one of ${FAILED_ROWS_FORMATS.join(', ')}` },
        ]);
      }
      const rows = await checkedFailedRows(req.body);
      const download = FAILED_ROWS_DOWNLOADS[format];
      res
        .type(download.contentType)
        .set('Content-Disposition', `attachment; filename="${download.fileName}"`)
        .set('Cache-Control', 'no-store');
      try {
        await writeFailedRows(rows, format, res);
      } catch (error) {
        // The headers are sent: the download can only be cut, and the log says why.
        req.log.error({ err: error }, 'failed rows download was cut');
        res.destroy();
      }
    },
  );
  return router;
}
