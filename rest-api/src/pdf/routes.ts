// GET /pdf/{invoiceID}/{language} (spec §7; CONTRACT.md 'Invoices'): the invoice as a PDF in
// english or german, for every signed-in role (as the invoice list). Any other language → 400
// naming `language`; an unknown invoice → 404.
//
// POST /pdf/import-errors (spec §2 'Import CSV': "A PDF download is offered for failed rows"):
// body { errorRows } exactly as POST /invoices/csv answered them; the same role as the import.
import express, { Router } from 'express';
import { ROLES } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { requireRole } from '../http/auth.ts';
import { validationFailed } from '../http/errors.ts';
import { noInput } from '../http/input-guard.ts';
import { pathId } from '../http/path-id.ts';
import { checkedFailedRows, FAILED_ROWS_JSON_LIMIT } from '../invoices/index.ts';
import { isPdfLanguage, PDF_LANGUAGES } from './labels.ts';
import { importErrorsPdf, invoicePdf } from './service.ts';

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

/** POST /pdf/import-errors, mounted before the API's 2 MB JSON parser (see above). */
export function importErrorsPdfRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post(
    '/pdf/import-errors',
    requireRole(ROLES.editInvoice),
    // No query; the body is checked once parsed, in slices (checkedFailedRows).
    noInput,
    // Parsed here, after the role check: the failed rows of a 10 MB upload are more than the
    // API's 2 MB (app.ts mounts this router before its own JSON parser).
    express.json({ limit: FAILED_ROWS_JSON_LIMIT }),
    async (req, res) => {
      const pdf = await importErrorsPdf(ctx, await checkedFailedRows(req.body));
      res
        .type('application/pdf')
        .set('Content-Disposition', 'attachment; filename="failed_rows.pdf"')
        .set('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  return router;
}
