// GET /app-config.json: the browser's OIDC settings at run time, so one web build serves every
// environment. Public: the web needs it before anyone has signed in.
import { Router } from 'express';

export function appConfigRoute(oidcAuthority: string, oidcClientId: string): Router {
  const router = Router();
  router.get('/app-config.json', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ oidcAuthority, oidcClientId });
  });
  return router;
}
