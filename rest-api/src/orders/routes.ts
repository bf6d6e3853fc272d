// The order calls of spec §7 'Requests and orders' (CONTRACT.md 'Purchase orders'): the order list
// — all orders, or with `expiring=true` the expiration list — one order, and an order's invoices.
// Every user may read them.
import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { boolean, id, list, text } from '../http/input-types.ts';
import { sendKeyed } from '../http/keyed.ts';
import { listPaging, pageParameters, readPageRequest, sendPage } from '../http/paging.ts';
import { pathId } from '../http/path-id.ts';
import { ORDER_SORT_FIELDS } from './repository.ts';
import { getOrder, invoicesOfOrder, listOrders, pageOrders } from './service.ts';

export const ORDER_PAGING = listPaging(ORDER_SORT_FIELDS, '-podate');

const LIST = accepts({
  query: {
    ...pageParameters(ORDER_PAGING),
    id: list(id()),
    expiring: boolean(),
    productfamily: list(id()),
    owner: text(),
  },
});

export function orderRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/purchaseorders', LIST, async (req, res) => {
    const { offset, limit, search, sort, ...filters } = LIST.query(req);
    const page = readPageRequest({ offset, limit, search, sort }, ORDER_PAGING);
    if (!page) sendKeyed(res, await listOrders(ctx, filters));
    else sendPage(res, await pageOrders(ctx, filters, page));
  });

  router.get('/purchaseorders/:id', noInput, async (req, res) => {
    res.json(await getOrder(ctx, pathId(req, 'id', 'Purchase order')));
  });

  router.get('/purchaseorders/:id/invoices', noInput, async (req, res) => {
    sendKeyed(res, await invoicesOfOrder(ctx, pathId(req, 'id', 'Purchase order')));
  });

  return router;
}
