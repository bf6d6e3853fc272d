// GET /files/pdf/:invoiceId/:language: the invoice PDF of the REST API (GET /pdf/{invoiceID}/
// {language}, spec §7) as the download invoice_{id}.pdf, with the same bearer auth as /graphql.
// The REST API judges the language (400 naming `language`) and the invoice (404); its answers
// pass through. An id that is not a number never reaches it: no invoice has one.
// The failed rows' PDF is in failed-rows-route.ts.
import { Router } from 'express';
import { NotFoundError } from '../errors.ts';
import { fileDownload, type FileRouteOptions } from '../http/file-download.ts';
import { urlPart } from '../url-part.ts';

const INVOICE_ID = /^[1-9][0-9]{0,15}$/;

export function invoicePdfRoutes(options: FileRouteOptions): Router {
  const router = Router();
  router.get(
    '/files/pdf/:invoiceId/:language',
    ...fileDownload(
      options,
      (req) => {
        const id = String(req.params.invoiceId);
        if (!INVOICE_ID.test(id)) throw new NotFoundError('Invoice not found.');
        return {
          restPath: `/pdf/${id}/${urlPart(String(req.params.language))}`,
          contentType: 'application/pdf',
          filename: `invoice_${id}.pdf`,
        };
      },
      'invoice PDF',
    ),
  );
  return router;
}
