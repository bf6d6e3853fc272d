// The platform calls (CONTRACT.md 'Platforms'): spec §7's consumer calls under /products and the
// calls it does not show — platforms as a list that grows, one platform with its products,
// creating a platform, adding a product to it, and the platform products by name or id. Every
// user may read; every write needs manage-platform (the server's decision, CONTRACT.md).
import { Router, type Request } from 'express';
import { LIMITS, ROLES } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { currentUser, requireRole } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { amount, id, list, text } from '../http/input-types.ts';
import { idParam, keyedJson, sendJsonText, sendKeyed } from '../http/keyed.ts';
import { listPaging, pageParameters, readPageRequest, sendPage } from '../http/paging.ts';
import { PLATFORM_SORT_FIELDS } from './repository.ts';
import {
  addConsumer,
  addProductToPlatform,
  createPlatform,
  getConsumers,
  getPlatform,
  listConsumers,
  listPlatformProducts,
  listPlatforms,
  pagePlatforms,
} from './service.ts';

const PLATFORM_PAGING = listPaging(PLATFORM_SORT_FIELDS, 'name');

const LIST_PLATFORMS = accepts({ query: { ...pageParameters(PLATFORM_PAGING), id: list(id()) } });
const LIST_PLATFORM_PRODUCTS = accepts({
  query: { id: list(id()), name: text({ max: LIMITS.nameMax }), platform: list(id()) },
});
const LIST_CONSUMERS = accepts({ query: { platform: list(id()) } });
const CREATE_PLATFORM = accepts({ body: { name: text(), budget: amount(), owner: text() } });
const ADD_PRODUCT = accepts({ body: { product: id() } });
const ADD_PROJECT = accepts({ body: { platform: id(), project: id() } });
const ADD_APPLICATION = accepts({ body: { platform: id(), application: id() } });

function pathId(req: Request, what: string): number {
  const value = idParam(req.params.id);
  if (!value) throw notFound(what);
  return value;
}

/** A platform with its products keyed by id, in name order. */
function platformJson(found: Awaited<ReturnType<typeof getPlatform>>): string {
  return `${JSON.stringify(found.platform).slice(0, -1)},"products":${keyedJson(found.products)}}`;
}

export function platformRoutes(ctx: AppContext): Router {
  const router = Router();
  const mayManage = requireRole(ROLES.managePlatform);

  router.get('/platforms', LIST_PLATFORMS, async (req, res) => {
    const { id: ids, ...paging } = LIST_PLATFORMS.query(req);
    const page = readPageRequest(paging, PLATFORM_PAGING);
    if (!page) {
      sendKeyed(res, await listPlatforms(ctx.db, { ids }));
      return;
    }
    sendPage(res, await pagePlatforms(ctx.db, { ids, search: page.search }, page));
  });

  router.get('/platforms/:id', noInput, async (req, res) => {
    sendJsonText(res, platformJson(await getPlatform(ctx.db, pathId(req, 'Platform'))));
  });

  router.post('/platforms', mayManage, CREATE_PLATFORM, async (req, res) => {
    const created = await createPlatform(ctx.db, currentUser(req), req.body);
    res.status(201);
    sendJsonText(res, platformJson(created));
  });

  router.post('/platforms/:id/products', mayManage, ADD_PRODUCT, async (req, res) => {
    const platformId = pathId(req, 'Platform');
    const found = await addProductToPlatform(ctx.db, currentUser(req), platformId, req.body);
    res.status(201);
    sendJsonText(res, platformJson(found));
  });

  router.get('/platformproducts', LIST_PLATFORM_PRODUCTS, async (req, res) => {
    const { id: ids, name, platform } = LIST_PLATFORM_PRODUCTS.query(req);
    sendKeyed(res, await listPlatformProducts(ctx.db, { ids, name, platformIds: platform }));
  });

  router.get('/platformconsumers', LIST_CONSUMERS, async (req, res) => {
    const { platform } = LIST_CONSUMERS.query(req);
    sendKeyed(res, await listConsumers(ctx.db, platform ?? []));
  });

  router.post('/products/platformProj', mayManage, ADD_PROJECT, async (req, res) => {
    res.status(201).json(await addConsumer(ctx.db, currentUser(req), 'project', req.body));
  });

  router.post('/products/platformApp', mayManage, ADD_APPLICATION, async (req, res) => {
    res.status(201).json(await addConsumer(ctx.db, currentUser(req), 'application', req.body));
  });

  router.get('/products/platforms/:id/projects', noInput, async (req, res) => {
    sendKeyed(res, await getConsumers(ctx.db, 'project', pathId(req, 'Platform')));
  });

  router.get('/products/platforms/:id/applications', noInput, async (req, res) => {
    sendKeyed(res, await getConsumers(ctx.db, 'application', pathId(req, 'Platform')));
  });

  return router;
}
