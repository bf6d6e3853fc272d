// The future financials calls of spec §7 (CONTRACT.md 'Future financials') and the two reads the
// planning screens add: an entity's figures for the proposal form and the planning picture.
import { Router, type Response } from 'express';
import { PLANNING_ENTITY_TYPES } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { currentUser } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { amount, id, integer, list, oneOf, text } from '../http/input-types.ts';
import { idParam, sendKeyed } from '../http/keyed.ts';
import { listPaging, pageParameters, readPageRequest, sendPage } from '../http/paging.ts';
import { entityYearFigures, planningPicture } from './figures.ts';
import { entityForPlan, FUTURE_BUDGET_SORT_FIELDS, type FutureBudgetFilter } from './repository.ts';
import {
  addComment,
  createFutureBudget,
  decideFutureBudget,
  getFutureBudget,
  listFutureBudgets,
  pageFutureBudgets,
} from './service.ts';

const PAGING = listPaging(FUTURE_BUDGET_SORT_FIELDS, '-created');
const STATUSES = ['proposed', 'declined', 'approved'] as const;
const YEAR = integer({ min: 1900, max: 3000 });

const LIST = accepts({
  query: { ...pageParameters(PAGING), status: list(oneOf(STATUSES)), year: YEAR },
});
const BY_USER = accepts({
  query: { ...pageParameters(PAGING), username: text({ max: 255 }), year: YEAR },
});
const CREATE = accepts({
  body: {
    description: text(),
    entity_type: text(),
    status: text(),
    sender_id: text(),
    proposed_budget: amount(),
    proposed_by: text(),
    demand_title: text(),
    demand_id: text(),
    demanded_budget: amount(),
    product_family_id: id(),
    product_id: id(),
    project_id: id(),
    application_id: id(),
  },
});
const DECIDE = accepts({
  body: {
    id: id(),
    status: text(),
    approved_budget: amount(),
    sender_id: text(),
    description: text(),
  },
});
const COMMENT = accepts({
  body: { sender_id: text(), future_budget_id: id(), message: text() },
});
const ENTITY_FIGURES = accepts({
  query: { entity_type: oneOf(PLANNING_ENTITY_TYPES), entity_id: id() },
});

const currentYearOf = (ctx: AppContext) => ctx.today().getUTCFullYear();

export function planningRoutes(ctx: AppContext): Router {
  const router = Router();

  /** Lists show the plans of next year unless a year is asked for. */
  const sendList = async (
    res: Response,
    filter: FutureBudgetFilter,
    paging: Parameters<typeof readPageRequest>[0],
  ) => {
    const page = readPageRequest(paging, PAGING);
    if (!page) {
      sendKeyed(res, await listFutureBudgets(ctx.db, filter));
      return;
    }
    sendPage(res, await pageFutureBudgets(ctx.db, { ...filter, search: page.search }, page));
  };

  router.get('/futurebudgets', LIST, async (req, res) => {
    const { status, year, ...paging } = LIST.query(req);
    await sendList(res, { year: year ?? currentYearOf(ctx) + 1, status }, paging);
  });

  for (const which of ['proposals', 'demands'] as const) {
    router.get(`/futurebudgets/${which}`, BY_USER, async (req, res) => {
      const { username, year, ...paging } = BY_USER.query(req);
      const who = username ?? currentUser(req).username;
      const filter: FutureBudgetFilter = {
        year: year ?? currentYearOf(ctx) + 1,
        ...(which === 'proposals' ? { proposedBy: who } : { demandedBy: who }),
      };
      await sendList(res, filter, paging);
    });
  }

  router.get('/futurebudgets/entityfigures', ENTITY_FIGURES, async (req, res) => {
    const { entity_type: type, entity_id: entityId } = ENTITY_FIGURES.query(req);
    // An entity that does not exist has no figures (zeros would pass for a real one's).
    if (!type || !entityId || !(await entityForPlan(ctx.db, type, entityId))) {
      throw notFound('Entity');
    }
    const year = currentYearOf(ctx);
    res.json({ year, ...(await entityYearFigures(ctx.db, type, entityId, year)) });
  });

  router.get('/futurebudgets/picture', noInput, async (_req, res) => {
    const year = currentYearOf(ctx);
    res.json({ year, rows: await planningPicture(ctx.db, year) });
  });

  router.get('/futurebudgets/:id', noInput, async (req, res) => {
    const found = idParam(req.params.id);
    if (!found) throw notFound('Future budget');
    res.json(await getFutureBudget(ctx.db, found));
  });

  router.post('/futurebudgets', CREATE, async (req, res) => {
    res
      .status(201)
      .json(await createFutureBudget(ctx.db, currentUser(req), req.body, currentYearOf(ctx)));
  });

  router.put('/futurebudgets/:id', DECIDE, async (req, res) => {
    const found = idParam(req.params.id);
    if (!found) throw notFound('Future budget');
    res.json(await decideFutureBudget(ctx.db, currentUser(req), found, req.body));
  });

  router.post('/futurebudgetcomments', COMMENT, async (req, res) => {
    res.status(201).json(await addComment(ctx.db, currentUser(req), req.body));
  });

  return router;
}
