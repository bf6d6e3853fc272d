// GET /filters?username=&search=&limit= (CONTRACT.md 'Overview filters'). Options are written in
// their sorted order (as keyed lists are), so a client reading the body in order sees them sorted.
import { Router } from 'express';
import { LIMITS } from '@cost-steering/schema';
import type { AppContext } from '../../context.ts';
import { keyedJson } from '../../http/keyed.ts';
import { accepts } from '../../http/input-guard.ts';
import { integer, text } from '../../http/input-types.ts';
import { hierarchySettings } from '../settings.ts';
import {
  familyOptions,
  ownerOptions,
  productOptions,
  regionOptions,
  type Option,
} from './repository.ts';

/** At most this many options per filter in one answer (a select's page, not the organisation). */
export const MAX_FILTER_OPTIONS = 1000;

const FILTERS = accepts({
  query: {
    username: text(),
    // Bounded as every list's search is (spec §5 'Search inputs: max 40').
    search: text({ max: LIMITS.searchMax }),
    limit: integer({ min: 1, max: MAX_FILTER_OPTIONS }),
  },
});

function filter(key: string, label: string, rows: Option[]) {
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  const options = rows.map(({ id, name }) => ({ id, name }));
  return `{"key":${JSON.stringify(key)},"label":${JSON.stringify(label)},"total":${total},"options":${keyedJson(options)}}`;
}

export function filterRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/filters', FILTERS, async (req, res) => {
    const query = FILTERS.query(req);
    const { regionsEnabled } = await hierarchySettings(ctx);
    const [families, products, owners, regions] = await Promise.all([
      familyOptions(ctx.db, query),
      productOptions(ctx.db, query),
      ownerOptions(ctx.db, query),
      regionsEnabled ? regionOptions(ctx.db, query) : Promise.resolve(undefined),
    ]);
    const filters = [
      filter('productfamily', 'Product Family', families),
      filter('product', 'Product', products),
      filter('owner', 'Owner', owners),
      ...(regions ? [filter('region', 'Region', regions)] : []),
    ];
    res.type('application/json').send(`{"filters":[${filters.join(',')}]}`);
  });
  return router;
}
