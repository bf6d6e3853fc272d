import { Router, type Request } from 'express';
import { ROLES } from '@cost-steering/schema';
import type { AppContext } from '../../context.ts';
import { currentUser, requireRole } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { accepts, noInput } from '../../http/input-guard.ts';
import { amount, boolean, id, list, text } from '../../http/input-types.ts';
import { idParam, sendJsonText } from '../../http/keyed.ts';
import { requireExisting } from '../lookups.ts';
import { createProduct, getProduct, productListJson, updatePlatformCost } from './service.ts';

const LIST_PRODUCTS = accepts({
  query: {
    productfamily: list(id()),
    id: list(id()),
    owner: list(text()),
    region: list(id()),
    platform: boolean(),
  },
});

const CREATE_PRODUCT = accepts({
  body: {
    name: text(),
    productfamily: id(),
    owner: text(),
    region: id(),
    image: id(),
    budgetLimit: amount(),
    target: amount(),
    platform_cost: amount(),
  },
});

const SET_PLATFORM_COST = accepts({ body: { platform_cost: amount() } });

export function productId(req: Request): number {
  const id = idParam(req.params.id);
  if (!id) throw notFound('Product');
  return id;
}

export function productRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/products', LIST_PRODUCTS, async (req, res) => {
    sendJsonText(res, await productListJson(ctx, LIST_PRODUCTS.query(req)));
  });

  router.get('/products/:id', noInput, async (req, res) => {
    res.json(await getProduct(ctx, productId(req)));
  });

  router.get('/products/:id/remainingBudget', noInput, async (req, res) => {
    const product = await getProduct(ctx, productId(req));
    res.json({ availableBudget: product.available_budget });
  });

  router.get('/productfamilies/:id/products', noInput, async (req, res) => {
    const familyId = idParam(req.params.id);
    if (!familyId) throw notFound('Product family');
    await requireExisting(ctx.db, 'product_families', familyId, 'Product family');
    sendJsonText(res, await productListJson(ctx, { productfamily: [familyId] }));
  });

  router.post(
    '/products',
    requireRole(ROLES.editProductHierarchy),
    CREATE_PRODUCT,
    async (req, res) => {
      res.status(201).json(await createProduct(ctx, currentUser(req), req.body));
    },
  );

  router.put(
    '/products/:id',
    requireRole(ROLES.managePlatform),
    SET_PLATFORM_COST,
    async (req, res) => {
      res.json(await updatePlatformCost(ctx, currentUser(req), productId(req), req.body));
    },
  );

  return router;
}
