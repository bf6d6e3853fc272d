// The built web app at / (with the single-page-app fallback) and the bundled GraphiQL at /graphiql.
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import express, { Router } from 'express';
import type { Logger } from 'pino';

/** Paths the web app's router never owns: they are answered (or refused) by their own routes. */
const RESERVED = /^\/(graphql|graphiql|files)(\/|$)/;

export function webAppRoutes(webDistDir: string | null, log: Logger): Router {
  const router = Router();
  const index = webDistDir ? join(webDistDir, 'index.html') : null;
  if (!webDistDir || !index || !existsSync(index)) {
    log.warn(
      { webDistDir },
      'web app not served: no built web app found (run `npm run build -w web` or set WEB_DIST_DIR)',
    );
    return router;
  }
  // Hashed assets may be cached for good; index.html must be revalidated to pick up a new build.
  router.use(
    express.static(webDistDir, {
      index: false,
      setHeaders: (res, path) => {
        if (path.includes(`${join(webDistDir, 'assets')}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    }),
  );
  router.get(/.*/, (req, res, next) => {
    // Client-side routes have no file extension; a missing /assets/x.js must stay a 404.
    if (RESERVED.test(req.path) || extname(req.path) !== '') {
      next();
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}

export function playgroundRoutes(playgroundDir: string, log: Logger): Router {
  const router = Router();
  if (!existsSync(join(playgroundDir, 'index.html'))) {
    log.warn(
      { playgroundDir },
      'GraphiQL not served: playground not built (run `npm run build -w bff`)',
    );
    return router;
  }
  router.use('/graphiql', express.static(playgroundDir));
  return router;
}
