// The cost-units calls of spec §7 and GET /costunitfilters (CONTRACT.md 'Cost units'). Reading and
// writing cost units needs edit-cost-unit; a product's allocation is read with one of the
// allocation-view roles of spec §6 (COST_UNIT_ALLOCATION_VIEW_ROLES) or edit-cost-unit.
import { Router, type Request } from 'express';
import { COST_UNIT_ALLOCATION_VIEW_ROLES, COST_UNIT_STATUSES, ROLES } from '@cost-steering/schema';
import type { AppContext } from '../context.ts';
import { currentUser, requireAnyRole, requireRole } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { amount, id, list, oneOf, text } from '../http/input-types.ts';
import { idParam, keyedJson, sendJsonText } from '../http/keyed.ts';
import { listPaging, pageParameters, readPageRequest } from '../http/paging.ts';
import { COST_UNIT_SORT_FIELDS, filterOptions } from './repository.ts';
import { showbackCsv } from './showback-csv.ts';
import {
  addProduct,
  productAllocation,
  remainingPercentage,
  removeProduct,
  setPercentage,
} from './allocations.ts';
import { costUnitShowback, getCostUnit, listCostUnits, pageCostUnits } from './service.ts';
import { createCostUnit, editCostUnit } from './unit-writes.ts';

const PAGING = listPaging(COST_UNIT_SORT_FIELDS, 'name');

const LIST = accepts({
  query: {
    ...pageParameters(PAGING),
    name: text({ max: 64 }),
    id: list(id()),
    status: list(oneOf(COST_UNIT_STATUSES)),
    manager: list(text({ max: 64 })),
    product: list(id()),
  },
});
const COST_UNIT_BODY = {
  id: id(),
  name: text(),
  manager: text(),
  status: text(),
  statusdate: text(),
};
const CREATE = accepts({ body: COST_UNIT_BODY });
const UPDATE = accepts({ body: COST_UNIT_BODY });
const ADD_PRODUCT = accepts({ body: { costunit: id(), product: id(), percentage: amount() } });
const SET_PERCENTAGE = accepts({ body: { percentage: amount() } });

function pathId(req: Request, name: string, what: string): number {
  const value = idParam(req.params[name]);
  if (!value) throw notFound(what);
  return value;
}

const filter = (key: string, label: string, options: Array<{ id: number | string }>) =>
  `{"key":${JSON.stringify(key)},"label":${JSON.stringify(label)},"options":${keyedJson(options)}}`;

/** A cost unit with its products keyed by id, written in name order. */
const costUnitJson = (unit: Awaited<ReturnType<typeof getCostUnit>>) =>
  `${JSON.stringify({ ...unit, products: undefined }).slice(0, -1)},"products":${keyedJson(unit.products)}}`;

export function costUnitRoutes(ctx: AppContext): Router {
  const router = Router();
  const editor = requireRole(ROLES.editCostUnit);
  const allocationViewer = requireAnyRole([...COST_UNIT_ALLOCATION_VIEW_ROLES, ROLES.editCostUnit]);

  router.get('/costunits', editor, LIST, async (req, res) => {
    const { name, id: ids, status, manager, product, ...paging } = LIST.query(req);
    const filterOf = { name, ids, status, manager, product };
    const page = readPageRequest(paging, PAGING);
    if (!page) {
      const units = await listCostUnits(ctx, filterOf);
      res
        .type('application/json')
        .send(`{${units.map((u) => `"${u.id}":${costUnitJson(u)}`).join(',')}}`);
      return;
    }
    const found = await pageCostUnits(ctx, { ...filterOf, search: page.search }, page);
    res.setHeader('X-Total-Count', String(found.totalCount));
    res.setHeader('X-Order', found.rows.map((row) => row.id).join(','));
    res
      .type('application/json')
      .send(`{${found.rows.map((u) => `"${u.id}":${costUnitJson(u)}`).join(',')}}`);
  });

  router.get('/costunits/:id', editor, noInput, async (req, res) => {
    sendJsonText(res, costUnitJson(await getCostUnit(ctx, pathId(req, 'id', 'Cost unit'))));
  });

  router.get('/costunits/:id/showback', editor, noInput, async (req, res) => {
    res.json(await costUnitShowback(ctx, pathId(req, 'id', 'Cost unit')));
  });

  router.get('/costunits/:id/showback.csv', editor, noInput, async (req, res) => {
    const showback = await costUnitShowback(ctx, pathId(req, 'id', 'Cost unit'));
    res.type('text/csv').send(showbackCsv(showback));
  });

  router.post('/costunits', editor, CREATE, async (req, res) => {
    const created = await createCostUnit(ctx, currentUser(req), req.body);
    res.status(201);
    sendJsonText(res, costUnitJson(created));
  });

  router.put('/costunits/:id', editor, UPDATE, async (req, res) => {
    const id = pathId(req, 'id', 'Cost unit');
    sendJsonText(res, costUnitJson(await editCostUnit(ctx, currentUser(req), id, req.body)));
  });

  router.post('/costunits/:id/products', editor, ADD_PRODUCT, async (req, res) => {
    const costUnit = pathId(req, 'id', 'Cost unit');
    res.status(201).json(await addProduct(ctx, currentUser(req), costUnit, req.body));
  });

  router.put(
    '/costunits/:costunitid/product/:productid/percentage',
    editor,
    SET_PERCENTAGE,
    async (req, res) => {
      const ids = {
        costUnit: pathId(req, 'costunitid', 'Cost unit'),
        product: pathId(req, 'productid', 'Product'),
      };
      res.json(await setPercentage(ctx, currentUser(req), ids, req.body));
    },
  );

  router.delete('/costunits/:costUnitId/product/:productId', editor, noInput, async (req, res) => {
    const ids = {
      costUnit: pathId(req, 'costUnitId', 'Cost unit'),
      product: pathId(req, 'productId', 'Product'),
    };
    await removeProduct(ctx, currentUser(req), ids);
    res.status(204).end();
  });

  router.get('/products/:id/costunits', allocationViewer, noInput, async (req, res) => {
    res.json(await productAllocation(ctx, pathId(req, 'id', 'Product')));
  });

  router.get(
    '/products/:productID/costunits/:costUnitID/percentageremaining',
    editor,
    noInput,
    async (req, res) => {
      const product = pathId(req, 'productID', 'Product');
      res.json(await remainingPercentage(ctx, product, pathId(req, 'costUnitID', 'Cost unit')));
    },
  );

  router.get('/costunitfilters', editor, noInput, async (_req, res) => {
    const { units, managers, products } = await filterOptions(ctx.db);
    const statuses = COST_UNIT_STATUSES.map((status) => ({ id: status, name: status }));
    const filters = [
      filter('costunit', 'Cost Unit', units),
      filter('status', 'Status', statuses),
      filter('manager', 'Manager', managers),
      filter('product', 'Product', products),
    ];
    res.type('application/json').send(`{"filters":[${filters.join(',')}]}`);
  });

  return router;
}
