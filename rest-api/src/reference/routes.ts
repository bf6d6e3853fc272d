import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { Router } from 'express';
import { isoDay, type AppContext } from '../context.ts';
import { currentUser } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { list, text } from '../http/input-types.ts';
import { sendKeyed } from '../http/keyed.ts';
import { readConfiguration } from './configuration-file.ts';
import { currencyRates, listUsers, namedList, type NamedList } from './repository.ts';
import { checkAndCreateUser } from './service.ts';

const LOGO_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

const NAMED_LISTS: Record<string, NamedList> = {
  '/sbu': 'sbu',
  '/regions': 'regions',
  '/suppliers': 'suppliers',
};

const CHECK_AND_CREATE_USER = accepts({ body: { username: text(), roles: list(text()) } });

export function referenceRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/currencies', noInput, async (_req, res) => {
    const rates = await currencyRates(ctx.db, isoDay(ctx.today()));
    // EUR (the default display currency) first, the others by code.
    const eurFirst = [...rates].sort(
      (a, b) => Number(b.currency === 'EUR') - Number(a.currency === 'EUR'),
    );
    res.json(Object.fromEntries(eurFirst.map((row) => [row.currency, row.rate])));
  });

  router.get('/configuration', noInput, async (_req, res) => {
    const configuration = await readConfiguration(ctx.configFile);
    if (!configuration) throw notFound('Configuration');
    res.json(configuration);
  });

  router.get('/configuration/logo', noInput, async (_req, res) => {
    const type = LOGO_TYPES[extname(ctx.logoFile).toLowerCase()];
    const logo = type ? await readFile(ctx.logoFile).catch(() => undefined) : undefined;
    if (!type || !logo) throw notFound('Logo');
    res.type(type).send(logo);
  });

  router.get('/actuator/version', noInput, (_req, res) => {
    res.json({ version: ctx.version });
  });

  for (const [path, table] of Object.entries(NAMED_LISTS)) {
    router.get(path, noInput, async (_req, res) => sendKeyed(res, await namedList(ctx.db, table)));
  }

  router.get('/users', noInput, async (_req, res) => sendKeyed(res, await listUsers(ctx.db)));

  router.post('/users/checkandcreate', CHECK_AND_CREATE_USER, async (req, res) => {
    res.json(await checkAndCreateUser(ctx.db, currentUser(req), req.body));
  });

  return router;
}
