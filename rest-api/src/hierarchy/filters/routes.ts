// GET /filters?username= (CONTRACT.md 'Overview filters'). Options are written in their sorted
// order (as keyed lists are), so a client reading the body in order sees them sorted.
import { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { keyedJson } from '../../http/keyed.ts';
import { accepts } from '../../http/input-guard.ts';
import { text } from '../../http/input-types.ts';
import { hierarchySettings } from '../settings.ts';
import { familyOptions, ownerOptions, productOptions, regionOptions } from './repository.ts';

const FILTERS = accepts({ query: { username: text() } });

const filter = (key: string, label: string, options: Array<{ id: number | string }>) =>
  `{"key":${JSON.stringify(key)},"label":${JSON.stringify(label)},"options":${keyedJson(options)}}`;

export function filterRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/filters', FILTERS, async (req, res) => {
    const { username } = FILTERS.query(req);
    const { regionsEnabled } = await hierarchySettings(ctx);
    const [families, products, owners, regions] = await Promise.all([
      familyOptions(ctx.db, username),
      productOptions(ctx.db, username),
      ownerOptions(ctx.db, username),
      regionsEnabled ? regionOptions(ctx.db) : Promise.resolve(undefined),
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
