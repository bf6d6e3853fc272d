// The Express application: health first (no auth), then the bearer check for everything else.
import express from 'express';
import type { Logger } from 'pino';
import { activityRoutes } from './activity/routes.ts';
import { companiesRoutes } from './companies/routes.ts';
import { costUnitRoutes } from './costunits/routes.ts';
import type { AppContext } from './context.ts';
import { databaseAnswers } from './db/database.ts';
import { hierarchyRoutes } from './hierarchy/routes.ts';
import { failedRowsRoutes } from './invoices/import/failed-rows-routes.ts';
import { invoiceRoutes } from './invoices/routes.ts';
import { serviceAccountsOnlyRead } from './http/service-accounts.ts';
import { authenticate, type AuthOptions } from './http/auth.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { noInput } from './http/input-guard.ts';
import { requestLogging } from './http/logging.ts';
import { securityHeaders } from './http/security-headers.ts';
import { notificationsRoutes } from './notifications/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { importErrorsPdfRoutes, pdfRoutes } from './pdf/routes.ts';
import { platformRoutes } from './platforms/routes.ts';
import { planningRoutes } from './planning/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { archiveRoutes } from './requests/archive-routes.ts';
import { requestRoutes } from './requests/routes.ts';

export function createApp(ctx: AppContext, auth: AuthOptions, logger: Logger) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(securityHeaders());
  app.use(requestLogging(logger));

  app.get('/healthz', noInput, (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', noInput, async (_req, res) => {
    const ready = await databaseAnswers(ctx.db);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable' });
  });

  app.use(authenticate(auth));
  app.use(serviceAccountsOnlyRead);
  app.use(importErrorsPdfRoutes(ctx));
  app.use(failedRowsRoutes());
  app.use(express.json({ limit: '2mb' }));
  app.use(referenceRoutes(ctx));
  app.use(hierarchyRoutes(ctx));
  app.use(notificationsRoutes(ctx));
  app.use(requestRoutes(ctx));
  app.use(archiveRoutes(ctx));
  app.use(orderRoutes(ctx));
  app.use(invoiceRoutes(ctx));
  app.use(pdfRoutes(ctx));
  app.use(companiesRoutes(ctx));
  app.use(costUnitRoutes(ctx));
  app.use(platformRoutes(ctx));
  app.use(planningRoutes(ctx));
  app.use(activityRoutes(ctx));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
