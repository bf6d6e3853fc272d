// The request calls of spec §7 'Requests and orders' (CONTRACT.md 'Purchase requests'). Roles
// that do not depend on the request are checked here; the others (owner or editor, Product
// Family Manager) by the service once the request is read.
import { Router, type Response } from 'express';
import { ROLES } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { currentUser, requireRole, type CurrentUser } from '../http/auth.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { amount, boolean, id, integer, list, oneOf, text } from '../http/input-types.ts';
import { sendKeyed } from '../http/keyed.ts';
import { pathId } from '../http/path-id.ts';
import type { RequestStatus } from '../db/schema.ts';
import {
  listPaging,
  pageParameters,
  type PageParameters,
  readPageRequest,
  sendPage,
} from '../http/paging.ts';
import { budgetImpact, budgetImpactPreview } from './budget-impact.ts';
import { addItem, assignCostType, listItems, removeItem } from './items-service.ts';
import { REQUEST_SORT_FIELDS, type RequestFilter } from './repository.ts';
import {
  createRequest,
  getRequest,
  listRequests,
  OPEN_STATUSES,
  pageRequests,
  updateRequest,
} from './service.ts';
import { approveRequest, declineRequest, patchRequest, withdrawRequest } from './transitions.ts';

export const REQUEST_PAGING = listPaging(REQUEST_SORT_FIELDS, '-id');

/** Filters every request list has besides its statuses. */
export const LIST_FILTERS = {
  owner: text(),
  company: id(),
  justification_status: oneOf(['Proposed', 'Signed', 'Declined']),
};

const LIST = accepts({
  query: {
    ...pageParameters(REQUEST_PAGING),
    ...LIST_FILTERS,
    // Open requests by default; a user's drafts with status=Draft.
    status: list(oneOf(['Proposed', 'Draft'])),
  },
});

const REQUEST_FIELDS = {
  company_id: id(),
  company_contact_id: id(),
  podate: text(),
  deliverydate: text(),
  ordertext: text(),
  accountingelement: text(),
  owner: text(),
  orderamount: amount(),
  comments: text(),
  currency: text(),
  supplier: id(),
  sbu: id(),
  buying_unit: id(),
};
// The budget impact before Next (issue 9 part 4): entities as Kind:id, the amount and dates.
const PREVIEW = accepts({
  query: {
    entities: list(text()),
    orderamount: amount(),
    currency: text({ max: 3 }),
    podate: text({ max: 10 }),
    deliverydate: text({ max: 10 }),
    replaces: id(),
  },
});
const CREATE = accepts({ body: { ...REQUEST_FIELDS, supersedes: id(), renews: id() } });
const UPDATE = accepts({ bodyOneObjectArray: { ...REQUEST_FIELDS, id: id() } });
const PATCH = accepts({
  body: {
    prID: id(),
    status: text(),
    isJustification: boolean(),
    justification_status: text(),
    justified_by_name: text(),
    justification_comment: text(),
    justification_date: text(),
  },
});
const DECLINE = accepts({ body: { message: text() } });
const APPROVE = accepts({ body: { ordernumber: text(), company_contact_id: id() } });
const ADD_ITEM = accepts({
  body: {
    type: text(),
    idoftype: id(),
    purchaserequest: id(),
    position: integer({ min: 1, max: 1_000_000 }),
    name: text(),
    costtype: text(),
    resourcename: text(),
    daily_rate: amount(),
    quantity: amount(),
    amount: amount(),
    currency: text(),
  },
});
const ASSIGN = accepts({ body: { costtype: text() } });

/** A request list (open requests, the archive): the whole keyed list, or one page. */
export async function sendRequestList(
  ctx: AppContext,
  res: Response,
  query: PageParameters &
    Omit<RequestFilter, 'statuses' | 'id' | 'search' | 'viewer'> & {
      status?: RequestStatus[] | undefined;
    },
  defaultStatuses: readonly RequestStatus[],
  viewer: CurrentUser,
) {
  const { status, owner, company, justification_status, ...paging } = query;
  const filter: RequestFilter = {
    statuses: status ?? defaultStatuses,
    owner,
    company,
    justification_status,
    viewer: viewer.username,
  };
  const page = readPageRequest(paging, REQUEST_PAGING);
  if (!page) sendKeyed(res, await listRequests(ctx, filter));
  else sendPage(res, await pageRequests(ctx, { ...filter, search: page.search }, page));
}

export function requestRoutes(ctx: AppContext): Router {
  const router = Router();
  const editor = requireRole(ROLES.editPurchaseRequest);
  const approver = requireRole(ROLES.approvePurchaseRequest);

  router.get('/purchaserequests', LIST, async (req, res) => {
    await sendRequestList(ctx, res, LIST.query(req), OPEN_STATUSES, currentUser(req));
  });

  router.post('/purchaserequests', editor, CREATE, async (req, res) => {
    res.status(201).json(await createRequest(ctx, currentUser(req), req.body));
  });

  router.post('/purchaserequests/assigntocosttype/:itemId', approver, ASSIGN, async (req, res) => {
    const itemId = pathId(req, 'itemId', 'List item');
    res.json(await assignCostType(ctx, currentUser(req), itemId, req.body));
  });

  router.put('/purchaserequests/switchtopurchaseorder/:id', approver, APPROVE, async (req, res) => {
    res.json(await approveRequest(ctx, currentUser(req), pathId(req), req.body));
  });

  router.delete('/purchaserequests/delete/:id', noInput, async (req, res) => {
    res.json(await withdrawRequest(ctx, currentUser(req), pathId(req)));
  });

  router.get('/purchaserequests/:id', noInput, async (req, res) => {
    res.json(await getRequest(ctx, currentUser(req), pathId(req)));
  });

  router.put('/purchaserequests/:id', editor, UPDATE, async (req, res) => {
    res.json(await updateRequest(ctx, currentUser(req), pathId(req), req.body));
  });

  router.patch('/purchaserequests/:id', PATCH, async (req, res) => {
    res.json(await patchRequest(ctx, currentUser(req), pathId(req), req.body));
  });

  router.delete('/purchaserequests/:id', DECLINE, async (req, res) => {
    res.json(await declineRequest(ctx, currentUser(req), pathId(req), req.body));
  });

  router.get('/budgetimpact/preview', PREVIEW, async (req, res) => {
    res.json(await budgetImpactPreview(ctx, PREVIEW.query(req)));
  });

  router.get('/purchaserequests/:id/budgetimpact', noInput, async (req, res) => {
    res.json(await budgetImpact(ctx, currentUser(req), pathId(req)));
  });

  router.get('/purchaserequests/:id/listitems', noInput, async (req, res) => {
    sendKeyed(res, await listItems(ctx, currentUser(req), pathId(req)));
  });

  router.post('/purchaserequests/:id/listitems', editor, ADD_ITEM, async (req, res) => {
    res.status(201).json(await addItem(ctx, currentUser(req), pathId(req), req.body));
  });

  router.delete('/purchaserequests/:id/listitems/:position', editor, noInput, async (req, res) => {
    const position = pathId(req, 'position', 'List item');
    await removeItem(ctx, currentUser(req), pathId(req), position);
    res.status(204).end();
  });

  return router;
}
