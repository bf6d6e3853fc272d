import { Router, type Request } from 'express';
import { ROLES } from '@cost-steering/schema';
import type { AppContext } from '../../context.ts';
import { currentUser, requireRole } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { idParam, sendJsonText } from '../../http/keyed.ts';
import { requireExisting } from '../lookups.ts';
import { parseListParams } from '../scope.ts';
import { createProduct, getProduct, productListJson, updatePlatformCost } from './service.ts';

const PRODUCT_PARAMS = {
  productfamily: 'ids',
  id: 'ids',
  owner: 'usernames',
  region: 'ids',
  platform: 'boolean',
} as const;

export function productId(req: Request): number {
  const id = idParam(req.params.id);
  if (!id) throw notFound('Product');
  return id;
}

export function productRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/products', async (req, res) => {
    const filter = parseListParams(req.query as Record<string, unknown>, PRODUCT_PARAMS);
    sendJsonText(res, await productListJson(ctx, filter));
  });

  router.get('/products/:id', async (req, res) => {
    res.json(await getProduct(ctx, productId(req)));
  });

  router.get('/products/:id/remainingBudget', async (req, res) => {
    const product = await getProduct(ctx, productId(req));
    res.json({ availableBudget: product.available_budget });
  });

  router.get('/productfamilies/:id/products', async (req, res) => {
    const familyId = idParam(req.params.id);
    if (!familyId) throw notFound('Product family');
    await requireExisting(ctx.db, 'product_families', familyId, 'Product family');
    sendJsonText(res, await productListJson(ctx, { productfamily: [familyId] }));
  });

  router.post('/products', requireRole(ROLES.editProductHierarchy), async (req, res) => {
    res.status(201).json(await createProduct(ctx, currentUser(req), req.body));
  });

  router.put('/products/:id', requireRole(ROLES.managePlatform), async (req, res) => {
    res.json(await updatePlatformCost(ctx, currentUser(req), productId(req), req.body));
  });

  return router;
}
