import { Router, type Request } from 'express';
import { BUDGET_CODES, ROLES } from '@cost-steering/schema';
import type { AppContext } from '../../context.ts';
import { currentUser, requireRole } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { accepts, noInput } from '../../http/input-guard.ts';
import { amount, id, list, text } from '../../http/input-types.ts';
import { idParam, sendKeyed } from '../../http/keyed.ts';
import { productId } from '../products/routes.ts';
import { requireExisting } from '../lookups.ts';
import { KINDS, type KindInfo } from './kinds.ts';
import { createEntity, getEntity, listEntities, updateEntityById } from './service.ts';

const LIST_ENTITIES = accepts({
  query: { product: list(id()), id: list(id()), owner: list(text()) },
});

/** POST body: the entity and its budget, every cost code an amount in `currency`. */
const ENTITY_FIELDS = {
  name: text(),
  product: id(),
  owner: text(),
  currency: text(),
  ...Object.fromEntries(BUDGET_CODES.map((code) => [code, amount()])),
};
const CREATE_ENTITY = accepts({ body: ENTITY_FIELDS });
const UPDATE_ENTITY = accepts({ body: { ...ENTITY_FIELDS, id: id(), status: text() } });

export function entityId(req: Request, kind: KindInfo): number {
  const id = idParam(req.params.id);
  if (!id) throw notFound(kind.type);
  return id;
}

/** /projects and /applications, and /products/{id}/projects|applications. */
export function projectRoutes(ctx: AppContext): Router {
  const router = Router();
  for (const kind of Object.values(KINDS)) {
    router.get(kind.path, LIST_ENTITIES, async (req, res) => {
      sendKeyed(res, await listEntities(ctx, kind, LIST_ENTITIES.query(req)));
    });

    router.get(`${kind.path}/:id`, noInput, async (req, res) => {
      res.json(await getEntity(ctx, kind, entityId(req, kind)));
    });

    router.get(`/products/:id${kind.path}`, noInput, async (req, res) => {
      const id = productId(req);
      await requireExisting(ctx.db, 'products', id, 'Product');
      sendKeyed(res, await listEntities(ctx, kind, { product: [id] }));
    });

    router.post(
      kind.path,
      requireRole(ROLES.editProjectApplication),
      CREATE_ENTITY,
      async (req, res) => {
        res.status(201).json(await createEntity(ctx, kind, currentUser(req), req.body));
      },
    );

    const canEdit = requireRole(ROLES.editProjectApplication);
    router.put(`${kind.path}/:id`, canEdit, UPDATE_ENTITY, async (req, res) => {
      const id = entityId(req, kind);
      res.json(await updateEntityById(ctx, kind, currentUser(req), id, req.body));
    });
  }
  return router;
}
