// The browser's OIDC settings at run time, so one web build serves every environment. Public: the
// web needs them before anyone has signed in. They are written into index.html (one round trip
// less on the first load: issue 15 measured each at ≥ 562 ms on a Fast 3G connection) and also
// served at GET /app-config.json (the web's fallback, e.g. under Vite's dev server).
import { Router } from 'express';

export interface RuntimeConfig {
  oidcAuthority: string;
  oidcClientId: string;
}

/** The id of the JSON block in index.html the web reads its runtime config from. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'app-config';

/**
 * The config as a JSON data block for index.html: never executed (so the CSP's script rules do
 * not apply), `<` escaped so no value can close the element.
 */
export function runtimeConfigBlock(config: RuntimeConfig): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

export function appConfigRoute(config: RuntimeConfig): Router {
  const router = Router();
  router.get('/app-config.json', (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(config);
  });
  return router;
}
