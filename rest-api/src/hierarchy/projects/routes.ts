import { Router, type Request } from 'express';
import { ROLES } from '@cost-steering/schema';
import type { AppContext } from '../../context.ts';
import { currentUser, requireRole } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { idParam, sendKeyed } from '../../http/keyed.ts';
import { productId } from '../products/routes.ts';
import { requireExisting } from '../lookups.ts';
import { parseListParams } from '../scope.ts';
import { KINDS, type KindInfo } from './kinds.ts';
import { createEntity, getEntity, listEntities, updateEntityById } from './service.ts';

const ENTITY_PARAMS = { product: 'ids', id: 'ids', owner: 'usernames' } as const;

export function entityId(req: Request, kind: KindInfo): number {
  const id = idParam(req.params.id);
  if (!id) throw notFound(kind.type);
  return id;
}

/** /projects and /applications, and /products/{id}/projects|applications. */
export function projectRoutes(ctx: AppContext): Router {
  const router = Router();
  for (const kind of Object.values(KINDS)) {
    router.get(kind.path, async (req, res) => {
      const filter = parseListParams(req.query as Record<string, unknown>, ENTITY_PARAMS);
      sendKeyed(res, await listEntities(ctx, kind, filter));
    });

    router.get(`${kind.path}/:id`, async (req, res) => {
      res.json(await getEntity(ctx, kind, entityId(req, kind)));
    });

    router.get(`/products/:id${kind.path}`, async (req, res) => {
      const id = productId(req);
      await requireExisting(ctx.db, 'products', id, 'Product');
      sendKeyed(res, await listEntities(ctx, kind, { product: [id] }));
    });

    router.post(kind.path, requireRole(ROLES.editProjectApplication), async (req, res) => {
      res.status(201).json(await createEntity(ctx, kind, currentUser(req), req.body));
    });

    router.put(`${kind.path}/:id`, requireRole(ROLES.editProjectApplication), async (req, res) => {
      const id = entityId(req, kind);
      res.json(await updateEntityById(ctx, kind, currentUser(req), id, req.body));
    });
  }
  return router;
}
