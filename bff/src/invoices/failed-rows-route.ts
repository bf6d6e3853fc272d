// The failed rows of an import (CONTRACT.md 'Invoice import') as downloads, each a POST of the
// JSON body `{ errorRows }` as the upload answered them, passed to the REST API as it came (parsed
// after the token is checked; at most 24 MB, as the REST routes: the failed rows of a 10 MB
// upload), which judges it (400 naming the field) and the role (403); its answers pass through.
//   POST /files/pdf/import-errors                      → failed_rows.pdf  (POST /pdf/import-errors)
//   POST /files/invoices/csv/failed-rows?format=xlsx   → failed_rows.xlsx (POST /invoices/csv/failed-rows)
//   POST /files/invoices/csv/failed-rows?format=csv    → failed_rows.csv
// These have their own time limit (FAILED_ROWS_TIMEOUT_MS), not the 4 s of a REST call: the REST
// API makes the whole PDF of 20,000 rows before its first byte (~20 s in its worker thread on a
// quiet machine, bench:import).
import express, { Router, type Request } from 'express';
import { fileDownload, type FileRouteOptions } from '../http/file-download.ts';
import { urlPart } from '../url-part.ts';

/** The wait for a failed-rows file's first byte, and then between its chunks (bff/README.md). */
export const FAILED_ROWS_TIMEOUT_MS = 90_000;

const SPREADSHEETS: Record<string, { contentType: string; filename: string }> = {
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: 'failed_rows.xlsx',
  },
  csv: { contentType: 'text/csv; charset=utf-8', filename: 'failed_rows.csv' },
};

const bodyOf = (req: Request) => (req.body as unknown) ?? {};

export function failedRowsRoutes(options: FileRouteOptions): Router {
  const router = Router();
  const route = (path: string, handlers: ReturnType<typeof fileDownload>) => {
    const [auth, stream] = handlers;
    router.post(path, auth!, express.json({ limit: '24mb' }), stream!);
  };
  route(
    '/files/pdf/import-errors',
    fileDownload(
      options,
      (req) => ({
        restPath: '/pdf/import-errors',
        contentType: 'application/pdf',
        filename: 'failed_rows.pdf',
        post: { body: bodyOf(req) },
        timeoutMs: FAILED_ROWS_TIMEOUT_MS,
      }),
      'failed rows PDF',
    ),
  );
  route(
    '/files/invoices/csv/failed-rows',
    fileDownload(
      options,
      (req) => {
        // The REST API judges the format (400 naming `format`); the download's name and type
        // are those of the two it makes, else whatever it refuses with passes through.
        const format = typeof req.query.format === 'string' ? req.query.format : '';
        const known = SPREADSHEETS[format] ?? SPREADSHEETS.xlsx!;
        return {
          restPath: `/invoices/csv/failed-rows?format=${urlPart(format)}`,
          ...known,
          post: { body: bodyOf(req) },
          timeoutMs: FAILED_ROWS_TIMEOUT_MS,
        };
      },
      'failed rows spreadsheet',
    ),
  );
  return router;
}
