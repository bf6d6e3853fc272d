// GET /pdf/{invoiceID}/{language} (spec §7; CONTRACT.md 'Invoices'): the invoice as a PDF in
// english or german, for every signed-in role (as the invoice list). Any other language → 400
// naming `language`; an unknown invoice → 404.
import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { validationFailed } from '../http/errors.ts';
import { noInput } from '../http/input-guard.ts';
import { pathId } from '../requests/routes.ts';
import { isPdfLanguage, PDF_LANGUAGES } from './labels.ts';
import { invoicePdf } from './service.ts';

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
