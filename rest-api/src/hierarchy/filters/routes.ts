// GET /filters?username= (CONTRACT.md 'Overview filters'). Options are written in their sorted
// order (as keyed lists are), so a client reading the body in order sees them sorted.
import { Router } from 'express';
import type { AppContext } from '../../context.ts';
import { keyedJson } from '../../http/keyed.ts';
import { validationFailed } from '../../http/errors.ts';
import { hierarchySettings } from '../settings.ts';
import { familyOptions, ownerOptions, productOptions, regionOptions } from './repository.ts';

function usernameParam(query: Record<string, unknown>): string | undefined {
  for (const name of Object.keys(query)) {
    if (name !== 'username') {
      throw validationFailed([{ field: name, message: `Unknown query parameter '${name}'` }]);
    }
  }
  const raw = query.username;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw validationFailed([{ field: 'username', message: 'Username must be one name' }]);
  }
  return raw.trim();
}

const filter = (key: string, label: string, options: Array<{ id: number | string }>) =>
  `{"key":${JSON.stringify(key)},"label":${JSON.stringify(label)},"options":${keyedJson(options)}}`;

export function filterRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/filters', async (req, res) => {
    const username = usernameParam(req.query as Record<string, unknown>);
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
