// The built web app at / (with the single-page-app fallback) and the bundled GraphiQL at /graphiql.
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { runtimeConfigBlock, type RuntimeConfig } from './app-config.ts';
import { precompressedAssets } from './precompressed.ts';
import {
  CSP_NONCE_PLACEHOLDER,
  nonceOf,
  playgroundPolicy,
  webAppPolicy,
} from './security-headers.ts';

/** Paths the web app's router never owns: they are answered (or refused) by their own routes. */
const RESERVED = /^\/(graphql|graphiql|files)(\/|$)/;

export interface WebAppSettings {
  /** The identity provider's origin, allowed by the page's CSP. */
  issuerOrigin: string;
  /** Written into index.html (app-config.ts). */
  runtimeConfig: RuntimeConfig;
}

export function webAppRoutes(
  webDistDir: string | null,
  { issuerOrigin, runtimeConfig }: WebAppSettings,
  log: Logger,
): Router {
  const router = Router();
  const index = webDistDir ? join(webDistDir, 'index.html') : null;
  if (!webDistDir || !index || !existsSync(index)) {
    log.warn(
      { webDistDir },
      'web app not served: no built web app found (run `npm run build -w web` or set WEB_DIST_DIR)',
    );
    return router;
  }
  // index.html carries this response's CSP nonce: never cached (a 304 would pair an old nonce with
  // a new policy), and read once, as the build wrote it.
  const template = readFileSync(index, 'utf8').replace(
    '</head>',
    `${runtimeConfigBlock(runtimeConfig)}</head>`,
  );
  const sendIndex: RequestHandler = (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.type('html').send(template.replaceAll(CSP_NONCE_PLACEHOLDER, nonceOf(res)));
  };
  router.get('/index.html', webAppPolicy(issuerOrigin), sendIndex);
  // Source maps are never served (web/README.md 'Production build'): the production build writes
  // none, and a build made with them for debugging must not hand the source to every browser.
  router.get(/\.map$/i, (_req, res) => {
    res.sendStatus(404);
  });
  // Hashed assets may be cached for good: a new build has new names.
  const assets = join(webDistDir, 'assets');
  const cacheForGood = (res: ServerResponse) =>
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
  router.use(precompressedAssets(assets, '/assets', cacheForGood));
  router.use(
    express.static(webDistDir, {
      index: false,
      setHeaders: (res, path) => {
        if (path.startsWith(`${assets}${sep}`)) cacheForGood(res);
      },
    }),
  );
  // Client-side routes have no file extension; a missing /assets/x.js must stay a 404.
  const clientRouteOnly: RequestHandler = (req, _res, next) => {
    next(RESERVED.test(req.path) || extname(req.path) !== '' ? 'router' : undefined);
  };
  router.get(/.*/, clientRouteOnly, webAppPolicy(issuerOrigin), sendIndex);
  return router;
}

export function playgroundRoutes(playgroundDir: string, issuerOrigin: string, log: Logger): Router {
  const router = Router();
  if (!existsSync(join(playgroundDir, 'index.html'))) {
    log.warn(
      { playgroundDir },
      'GraphiQL not served: playground not built (run `npm run build -w bff`)',
    );
    return router;
  }
  router.use('/graphiql', playgroundPolicy(issuerOrigin), express.static(playgroundDir));
  return router;
}
