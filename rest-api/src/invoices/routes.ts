// The invoice calls of spec §7 'Invoices' (CONTRACT.md 'Invoices'): the invoice list (search by PO
// name), one invoice, and POST /invoices (role edit-invoice; the configuration's
// create_invoice_enabled is checked by the service).
import { Router } from 'express';
import { ROLES } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { currentUser, requireRole } from '../http/auth.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { amount, id, list, object, text } from '../http/input-types.ts';
import { sendKeyed } from '../http/keyed.ts';
import { listPaging, pageParameters, readPageRequest, sendPage } from '../http/paging.ts';
import { pathId } from '../http/path-id.ts';
import { INVOICE_SORT_FIELDS } from './repository.ts';
import { createInvoice, getInvoice, listInvoices, pageInvoices } from './service.ts';
import { ImportFileError } from './import/import-errors.ts';
import { importInvoices, importSettings, refuseUpload } from './import/import.ts';
import { importTemplate } from './import/import-template.ts';
import { readUpload } from './import/upload.ts';

export const INVOICE_PAGING = listPaging(INVOICE_SORT_FIELDS, '-date');

const LIST = accepts({
  query: { ...pageParameters(INVOICE_PAGING), id: list(id()), purchaseorder: list(id()) },
});

const CREATE = accepts({
  body: {
    kind: text(),
    name: text(),
    date: text(),
    start_date: text(),
    end_date: text(),
    purchaseorder_id: id(),
    listitems: list(
      object({
        po_listitem_id: id(),
        amount: amount(),
        currency: text(),
        resource_name: text(),
        quantity: amount(),
        daily_rate: amount(),
      }),
    ),
  },
});

export function invoiceRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/invoices', LIST, async (req, res) => {
    const { offset, limit, search, sort, ...filters } = LIST.query(req);
    const page = readPageRequest({ offset, limit, search, sort }, INVOICE_PAGING);
    if (!page) sendKeyed(res, await listInvoices(ctx, filters));
    else sendPage(res, await pageInvoices(ctx, { ...filters, search: page.search }, page));
  });

  router.post('/invoices', requireRole(ROLES.editInvoice), CREATE, async (req, res) => {
    res.status(201).json(await createInvoice(ctx, currentUser(req), req.body));
  });

  // CONTRACT.md 'Invoice import': multipart, the field `file` (and `sheet`, a workbook's sheet);
  // the template to fill in beside it.
  router.post('/invoices/csv', requireRole(ROLES.editInvoice), noInput, async (req, res) => {
    const user = currentUser(req);
    await importSettings(ctx);
    let upload;
    try {
      upload = await readUpload(req);
    } catch (error) {
      if (error instanceof ImportFileError) return refuseUpload(ctx, user, 'upload', error);
      throw error;
    }
    res.json(await importInvoices(ctx, user, upload));
  });

  router.get('/invoices/csv/template', noInput, async (_req, res) => {
    res
      .type('text/csv; charset=utf-8')
      .attachment('invoice-import-template.csv')
      .send(await importTemplate(ctx));
  });

  router.get('/invoices/:id', noInput, async (req, res) => {
    res.json(await getInvoice(ctx, pathId(req, 'id', 'Invoice')));
  });

  return router;
}
