import { Router } from 'express';
import { ROLES } from '@cost-steering/schema';
import type { AppContext } from '../../context.ts';
import { currentUser, requireRole } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { accepts, noInput } from '../../http/input-guard.ts';
import { id, list, text } from '../../http/input-types.ts';
import { idParam, sendKeyed } from '../../http/keyed.ts';
import { findImage, listImages } from './repository.ts';
import { createImage } from './service.ts';

const CREATE_IMAGE = accepts({ body: { name: text(), newImageData: text() } });
/** `?id=4,7`: only those images (an image is up to 500 KB: the bff asks for the ones it shows). */
const LIST_IMAGES = accepts({ query: { id: list(id()) } });

export function imageRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/images', LIST_IMAGES, async (req, res) => {
    sendKeyed(res, await listImages(ctx.db, LIST_IMAGES.query(req).id));
  });

  router.get('/images/:id', noInput, async (req, res) => {
    const id = idParam(req.params.id);
    const image = id ? await findImage(ctx.db, id) : undefined;
    if (!image) throw notFound('Image');
    res.json(image);
  });

  router.post(
    '/images',
    requireRole(ROLES.editProductHierarchy),
    CREATE_IMAGE,
    async (req, res) => {
      res.status(201).json(await createImage(ctx, currentUser(req), req.body));
    },
  );

  return router;
}
