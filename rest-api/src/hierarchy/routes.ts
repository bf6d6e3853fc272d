import { Router, type Request } from 'express';
import { LIMITS, ROLES } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { currentUser, requireRole } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { amount, id, integer, list, text } from '../http/input-types.ts';
import { idParam, sendKeyed } from '../http/keyed.ts';
import { entityOrderRoutes } from './entity-orders/routes.ts';
import { filterRoutes } from './filters/routes.ts';
import { imageRoutes } from './images/routes.ts';
import { ownershipRoutes } from './ownership/routes.ts';
import { productRoutes } from './products/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { listPaging, pageParameters, readPageRequest, sendPage } from '../http/paging.ts';
import { FAMILY_SORT_FIELDS, type FamilyListFilter } from './family-list.ts';
import { createFamily, getFamily, listFamilies, pageFamilies, totalFamilies } from './service.ts';

function familyId(req: Request): number {
  const id = idParam(req.params.id);
  if (!id) throw notFound('Product family');
  return id;
}

const FAMILY_PAGING = listPaging(FAMILY_SORT_FIELDS, 'name');

/** The overview's filters (also without paging): families having a matching product. */
const FAMILY_FILTERS = {
  id: list(id()),
  product: list(id()),
  owner: list(text()),
  region: list(id()),
};
const LIST_FAMILIES = accepts({ query: { ...pageParameters(FAMILY_PAGING), ...FAMILY_FILTERS } });
const FAMILY_TOTALS = accepts({
  query: { ...FAMILY_FILTERS, search: text({ max: LIMITS.searchMax }) },
});

const familyListFilter = (query: {
  id?: number[] | undefined;
  product?: number[] | undefined;
  owner?: string[] | undefined;
  region?: number[] | undefined;
}): FamilyListFilter => ({
  ids: query.id,
  product: query.product,
  owner: query.owner,
  region: query.region,
});

const CREATE_FAMILY = accepts({
  body: { name: text(), owner: text(), year: integer(), budgetLimit: amount(), target: amount() },
});

export function hierarchyRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/productfamilies', LIST_FAMILIES, async (req, res) => {
    const { offset, limit, search, sort, ...filters } = LIST_FAMILIES.query(req);
    const filter = familyListFilter(filters);
    const page = readPageRequest({ offset, limit, search, sort }, FAMILY_PAGING);
    if (page) {
      sendPage(res, await pageFamilies(ctx, { ...filter, search: page.search }, page));
      return;
    }
    const hasFilter = Object.values(filter).some((value) => value !== undefined);
    sendKeyed(
      res,
      await listFamilies(ctx, hasFilter ? { kind: 'matching', filter } : { kind: 'all' }),
    );
  });

  // The budget summary of the overview: every family the filters keep (not only a page).
  router.get('/productfamilies/totals', FAMILY_TOTALS, async (req, res) => {
    const { search, ...filters } = FAMILY_TOTALS.query(req);
    res.json(await totalFamilies(ctx, { ...familyListFilter(filters), search }));
  });

  // Registered before /:id so that 'owned' and 'related' are not taken for ids.
  router.get('/productfamilies/owned', noInput, async (req, res) => {
    sendKeyed(res, await listFamilies(ctx, { kind: 'owned', username: currentUser(req).username }));
  });

  router.get('/productfamilies/related', noInput, async (req, res) => {
    const username = currentUser(req).username;
    sendKeyed(res, await listFamilies(ctx, { kind: 'related', username }));
  });

  router.get('/productfamilies/:id', noInput, async (req, res) => {
    res.json(await getFamily(ctx, familyId(req)));
  });

  router.get('/productfamilies/:id/remainingBudget', noInput, async (req, res) => {
    const family = await getFamily(ctx, familyId(req));
    res.json({ availableBudget: family.available_budget });
  });

  router.post(
    '/productfamilies',
    requireRole(ROLES.editProductFamily),
    CREATE_FAMILY,
    async (req, res) => {
      res.status(201).json(await createFamily(ctx, currentUser(req), req.body));
    },
  );

  router.use(productRoutes(ctx));
  router.use(projectRoutes(ctx));
  router.use(entityOrderRoutes(ctx));
  router.use(imageRoutes(ctx));
  router.use(ownershipRoutes(ctx));
  router.use(filterRoutes(ctx));
  return router;
}
