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
import { pageParameters, readPageRequest, sendPage, type ListPaging } from '../http/paging.ts';
import { pathId } from '../requests/routes.ts';
import { INVOICE_SORT_FIELDS, type InvoiceSortField } from './repository.ts';
import { createInvoice, getInvoice, listInvoices, pageInvoices } from './service.ts';

export const INVOICE_PAGING: ListPaging<InvoiceSortField> = {
  sortFields: INVOICE_SORT_FIELDS,
  defaultSort: { field: 'date', direction: 'desc' },
};

const LIST = accepts({
  query: { ...pageParameters(INVOICE_PAGING), id: list(id()), purchaseorder: list(id()) },
});

const CREATE = accepts({
  body: {
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

  router.get('/invoices/:id', noInput, async (req, res) => {
    res.json(await getInvoice(ctx, pathId(req, 'id', 'Invoice')));
  });

  return router;
}
