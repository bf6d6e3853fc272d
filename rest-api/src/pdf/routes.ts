// GET /pdf/{invoiceID}/{language} (spec §7; CONTRACT.md 'Invoices'): the invoice as a PDF in
// english or german, for every signed-in role (as the invoice list). Any other language → 400
// naming `language`; an unknown invoice → 404.
//
// POST /pdf/import-errors (spec §2 'Import CSV': "A PDF download is offered for failed rows"):
// body { errorRows } exactly as POST /invoices/csv answered them; the same role as the import.
import express, { Router } from 'express';
import { INVOICE_IMPORT_COLUMNS, INVOICE_IMPORT_LIMITS, ROLES } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { requireRole } from '../http/auth.ts';
import { validationFailed } from '../http/errors.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { integer, list, object, text, type BodyType } from '../http/input-types.ts';
import { pathId } from '../http/path-id.ts';
import { isPdfLanguage, PDF_LANGUAGES } from './labels.ts';
import type { FailedRow } from './render-import-errors.ts';
import { importErrorsPdf, invoicePdf } from './service.ts';

/** A list of at most `max` elements (the import's own row limit bounds the failed rows). */
function atMost(max: number, type: BodyType): BodyType {
  return {
    checkJson(value, at, problems) {
      if (Array.isArray(value) && value.length > max) {
        problems.push({ field: at, message: `${at} can have at most ${max} rows` });
      } else type.checkJson(value, at, problems);
    },
  };
}

/** A cell's and an error's text: bounded, so one row cannot hold a megabyte. */
const CELL_MAX = 1000;
const cell = () => text({ max: CELL_MAX });

const IMPORT_ERRORS = accepts({
  body: {
    errorRows: atMost(
      INVOICE_IMPORT_LIMITS.rows,
      list(
        object({
          row: integer({ min: 0, max: 1_000_000_000 }),
          errors: atMost(50, list(cell())),
          ...Object.fromEntries(INVOICE_IMPORT_COLUMNS.map((column) => [column.name, cell()])),
          // csv-format.ts: the cells beyond the header, joined.
          extra: cell(),
        }),
      ),
    ),
  },
});

interface ErrorRowBody {
  row?: number | string | null;
  errors?: string[] | null;
  [column: string]: unknown;
}

const FIELD_NAMES = [...INVOICE_IMPORT_COLUMNS.map((column) => column.name), 'extra'];

function failedRows(body: { errorRows?: ErrorRowBody[] | null }): FailedRow[] {
  if (!Array.isArray(body.errorRows)) {
    throw validationFailed([{ field: 'errorRows', message: 'errorRows is required' }]);
  }
  return body.errorRows.map((row) => ({
    row: Number(row.row ?? 0),
    errors: row.errors ?? [],
    fields: FIELD_NAMES.flatMap((name) =>
      typeof row[name] === 'string' ? [[name, row[name]] as [string, string]] : [],
    ),
  }));
}

export function pdfRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/pdf/:invoiceId/:language', noInput, async (req, res) => {
    const language = String(req.params.language);
    if (!isPdfLanguage(language)) {
      throw validationFailed([
        { field: 'language', message: `Language must be one of: ${PDF_LANGUAGES.join(', ')}` },
      ]);
    }
    const id = pathId(req, 'invoiceId', 'Invoice');
    const pdf = await invoicePdf(ctx, id, language);
    res
      .type('application/pdf')
      .set('Content-Disposition', `attachment; filename="invoice_${id}.pdf"`)
      .set('Cache-Control', 'no-store')
      .send(pdf);
  });

  return router;
}

/**
 * The failed rows of one upload (at most 10 MB of CSV) as JSON: the cells again, each with its
 * column's name, and the errors.
 */
export const IMPORT_ERRORS_JSON_LIMIT = '24mb';

/** POST /pdf/import-errors, mounted before the API's 2 MB JSON parser (see above). */
export function importErrorsPdfRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post(
    '/pdf/import-errors',
    requireRole(ROLES.editInvoice),
    // Parsed here, after the role check: the failed rows of a 10 MB upload are more than the
    // API's 2 MB (app.ts mounts this router before its own JSON parser).
    express.json({ limit: IMPORT_ERRORS_JSON_LIMIT }),
    IMPORT_ERRORS,
    async (req, res) => {
      const pdf = await importErrorsPdf(
        ctx,
        failedRows(req.body as { errorRows?: ErrorRowBody[] }),
      );
      res
        .type('application/pdf')
        .set('Content-Disposition', 'attachment; filename="failed_rows.pdf"')
        .set('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  return router;
}
