// GET /ownership/{username}/owned… — what a user owns, in the shapes of the lists. For oneself,
// or with view-all-product (CONTRACT.md 'Ownership').
import { Router, type Request } from 'express';
import { ROLES } from '@cost-steering/schema';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { noInput } from '../../http/input-guard.ts';
import { sendJsonText, sendKeyed } from '../../http/keyed.ts';
import { productListJson } from '../products/service.ts';
import { KINDS } from '../projects/kinds.ts';
import { listEntities } from '../projects/service.ts';
import { listFamilies } from '../service.ts';

function ownerAllowed(req: Request): string {
  const username = String(req.params.username);
  const user = currentUser(req);
  const self = user.username.toLowerCase() === username.toLowerCase();
  if (!self && !user.roles.includes(ROLES.viewAllProduct)) throw forbidden();
  return username;
}

export function ownershipRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/ownership/:username/ownedproductfamilies', noInput, async (req, res) => {
    const username = ownerAllowed(req);
    sendKeyed(res, await listFamilies(ctx, { kind: 'owned', username }));
  });

  router.get('/ownership/:username/ownedproducts', noInput, async (req, res) => {
    sendJsonText(res, await productListJson(ctx, { owner: [ownerAllowed(req)] }));
  });

  router.get('/ownership/:username/ownedprojects', noInput, async (req, res) => {
    sendKeyed(res, await listEntities(ctx, KINDS.project, { owner: [ownerAllowed(req)] }));
  });

  router.get('/ownership/:username/ownedapplications', noInput, async (req, res) => {
    sendKeyed(res, await listEntities(ctx, KINDS.application, { owner: [ownerAllowed(req)] }));
  });

  return router;
}
