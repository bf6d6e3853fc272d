import { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { noInput } from '../../http/input-guard.ts';
import { sendKeyed } from '../../http/keyed.ts';
import { requireExisting } from '../lookups.ts';
import { productId } from '../products/routes.ts';
import { KINDS } from '../projects/kinds.ts';
import { entityId } from '../projects/routes.ts';
import { invoicesBookedOn, ordersBookedOn, requireProductDetails } from './service.ts';

export function entityOrderRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/products/:id/purchaseorders', noInput, async (req, res) => {
    const id = productId(req);
    await requireProductDetails(ctx, currentUser(req), id);
    sendKeyed(res, await ordersBookedOn(ctx, { column: 'product_id', id }));
  });

  router.get('/products/:id/invoices', noInput, async (req, res) => {
    const id = productId(req);
    await requireProductDetails(ctx, currentUser(req), id);
    sendKeyed(res, await invoicesBookedOn(ctx, { column: 'product_id', id }));
  });

  for (const kind of Object.values(KINDS)) {
    router.get(`${kind.path}/:id/purchaseorders`, noInput, async (req, res) => {
      const id = entityId(req, kind);
      await requireExisting(ctx.db, kind.table, id, kind.type);
      sendKeyed(res, await ordersBookedOn(ctx, { column: kind.column, id }));
    });

    router.get(`${kind.path}/:id/invoices`, noInput, async (req, res) => {
      const id = entityId(req, kind);
      await requireExisting(ctx.db, kind.table, id, kind.type);
      sendKeyed(res, await invoicesBookedOn(ctx, { column: kind.column, id }));
    });
  }
  return router;
}
