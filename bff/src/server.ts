// startBff: one Express app on one port — /graphql, /files, health, /app-config.json, GraphiQL
// and the built web app — so the browser talks to a single origin.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Request } from 'express';
import type { Logger } from 'pino';
import { activityRoutes } from './activity/routes.ts';
import { costUnitFileRoutes } from './costunits/csv-route.ts';
import { planningFileRoutes } from './planning/picture-csv.ts';
import { failedRowsRoutes } from './invoices/failed-rows-route.ts';
import { invoicePdfRoutes } from './invoices/pdf-route.ts';
import { invoiceUploadRoutes } from './invoices/upload-route.ts';
import { createTokenVerifier, type AuthUser } from './auth.ts';
import { createContext } from './context.ts';
import { createLogger } from './logger.ts';
import { createGraphQLServer } from './graphql-server.ts';
import { appConfigRoute } from './http/app-config.ts';
import { healthRoutes } from './http/health.ts';
import { jsonBody } from './http/json-body.ts';
import { listExportRoutes } from './http/list-export.ts';
import { requestLogging } from './http/request-logging.ts';
import { baseSecurityHeaders } from './http/security-headers.ts';
import { playgroundRoutes, webAppRoutes } from './http/static.ts';
import { DEFAULT_LIMITS, batchLimit, type Limits } from './limits/index.ts';
import { LIST_EXPORTS } from './list-exports.ts';

export const DEFAULT_PLAYGROUND_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'dist',
  'playground',
);

export interface BffOptions {
  /** 0 picks a free port. Default 4000. */
  port?: number;
  /** Interface to listen on; default all interfaces. */
  host?: string;
  restApiUrl: string;
  /** Bound of every REST call. Default 4000. */
  restTimeoutMs?: number;
  oidcIssuer: string;
  /** Default: the jwks_uri of the issuer's discovery document. */
  oidcJwksUrl?: string;
  oidcAudience: string;
  oidcClientId?: string;
  /** The built web app; null or a missing folder serves no web app (logged). */
  webDistDir?: string | null;
  playgroundDir?: string;
  playgroundEnabled?: boolean;
  introspectionEnabled?: boolean;
  logLevel?: string;
  logger?: Logger;
  limits?: Partial<Limits>;
}

export interface RunningBff {
  url: string;
  close(): Promise<void>;
}

export async function startBff(options: BffOptions): Promise<RunningBff> {
  const log = options.logger ?? createLogger(options.logLevel);
  const restTimeoutMs = options.restTimeoutMs ?? 4000;
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  // The browser pages may call the issuer (discovery, token, end-session): its origin is in their CSP.
  const issuerOrigin = new URL(options.oidcIssuer).origin;
  const verify = createTokenVerifier({
    issuer: options.oidcIssuer,
    jwksUrl: options.oidcJwksUrl,
    audience: options.oidcAudience,
    timeoutMs: restTimeoutMs,
  });

  const contextOf = (user: AuthUser, req: Request) =>
    createContext({
      user,
      requestId: String(req.id),
      log: req.log,
      restApiUrl: options.restApiUrl,
      restTimeoutMs,
    });

  const app = express();
  app.disable('x-powered-by');
  const httpServer = createServer(app);
  const apollo = createGraphQLServer({
    httpServer,
    limits,
    introspection: options.introspectionEnabled ?? true,
  });
  await apollo.start();

  app.use(requestLogging(log));
  app.use(baseSecurityHeaders());
  // GraphQL first: Express tries every router mounted before a route for every request, and the
  // routes below (health, files, config) do not share its path, so their order does not matter.
  app.use(
    '/graphql',
    jsonBody('1mb'),
    // Requests with a simple content type are not parsed; Apollo still sees them so that its CSRF
    // prevention, not a missing-body error, answers them.
    (req, _res, next) => {
      req.body ??= {};
      next();
    },
    batchLimit(limits.maxBatch),
    expressMiddleware(apollo, {
      context: async ({ req }) => contextOf(await verify(req.headers.authorization), req),
    }),
  );
  app.use(healthRoutes(options.restApiUrl, restTimeoutMs));
  const runtimeConfig = {
    oidcAuthority: options.oidcIssuer,
    oidcClientId: options.oidcClientId ?? 'cost-steering-web',
  };
  app.use(appConfigRoute(runtimeConfig));
  const files = { verify, restApiUrl: options.restApiUrl, restTimeoutMs };
  app.use(activityRoutes(files));
  app.use(costUnitFileRoutes(files));
  app.use(invoicePdfRoutes(files));
  app.use(failedRowsRoutes(files));
  app.use(invoiceUploadRoutes(files));
  app.use(planningFileRoutes(files));
  app.use(
    listExportRoutes({
      verify,
      lists: LIST_EXPORTS,
      // A fresh context per page: the loaders' caches stay one page, not the whole list.
      runQuery: async (query, variables, user, req) => {
        const response = await apollo.executeOperation(
          { query, variables },
          { contextValue: contextOf(user, req) },
        );
        if (response.body.kind !== 'single') throw new Error('an export page was not one result');
        return response.body.singleResult;
      },
    }),
  );
  if (options.playgroundEnabled ?? true) {
    app.use(playgroundRoutes(options.playgroundDir ?? DEFAULT_PLAYGROUND_DIR, issuerOrigin, log));
  }
  app.use(webAppRoutes(options.webDistDir ?? null, { issuerOrigin, runtimeConfig }, log));
  app.use((_req, res) => {
    res.status(404).json({ code: 'NOT_FOUND', message: 'Not found.' });
  });
  app.use(jsonErrors);

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port ?? 4000, options.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : 'localhost';
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      // The drain plugin closes the HTTP server and waits for requests in flight.
      await apollo.stop();
      httpServer.closeAllConnections();
    },
  };
}

/** Malformed JSON bodies and other errors before a route: a JSON answer, details only in the log. */
const jsonErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const status = typeof error?.status === 'number' && error.status < 500 ? error.status : 500;
  if (status === 500) req.log.error({ err: error }, 'request failed');
  res.status(status).json({
    errors: [
      {
        message: status === 500 ? 'Internal server error' : 'The request could not be read.',
        extensions: { code: status === 500 ? 'INTERNAL' : 'BAD_REQUEST' },
      },
    ],
  });
};
