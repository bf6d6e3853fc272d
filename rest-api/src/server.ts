// Starts the HTTP server over an opened database: migrate, seed on the first start, listen.
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import type { LogLevel } from './config.ts';
import type { AppDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { seedOnFirstStart } from './db/seed/index.ts';
import { createLogger } from './http/logging.ts';
import { runRenewalAlerts, startRenewalAlerts, type RunResult } from './orders/renewal-alerts.ts';

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

export interface ServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on; all interfaces when omitted. */
  host?: string;
  oidcIssuer: string;
  oidcAudience: string;
  /** Default: the jwks_uri of the issuer's discovery document. */
  oidcJwksUrl?: string;
  configFile: string;
  logoFile: string;
  /** Fill an empty database with the demo organisation on its first start. */
  seed: boolean;
  today?: () => Date;
  logLevel: LogLevel;
  /** PostgreSQL schema the database works in (tests), for the migration table. */
  schema?: string;
  /** Run the renewal alerts now and then at this interval; 0 or absent: no timer. */
  renewalAlertIntervalMs?: number;
  /**
   * The database is already migrated (and seeded) by another instance that serves it: neither
   * migrate nor seed (a second instance on one database, bench:load). Default false.
   */
  attached?: boolean;
}

export interface RunningRestApi {
  url: string;
  /** One run of the renewal alerts now, on this server's clock and configuration. */
  runRenewalAlerts(): Promise<RunResult>;
  close(): Promise<void>;
}

/** Migrates, and seeds an empty database when asked to. */
async function prepare(
  database: AppDatabase,
  options: ServerOptions,
  today: Date,
  logger: ReturnType<typeof createLogger>,
) {
  await migrateToLatest(database.db, options.schema);
  const seeded = await seedOnFirstStart(database.db, { seed: options.seed, today });
  if (seeded) logger.info('seeded the demo organisation on the first start');
}

export async function startServer(
  database: AppDatabase,
  options: ServerOptions,
): Promise<RunningRestApi> {
  const logger = createLogger(options.logLevel);
  const today = options.today ?? (() => new Date());
  try {
    if (!options.attached) await prepare(database, options, today(), logger);
  } catch (error) {
    await database.close();
    throw error;
  }
  const ctx = {
    db: database.db,
    today,
    configFile: options.configFile,
    logoFile: options.logoFile,
    version,
  };
  const app = createApp(
    ctx,
    { issuer: options.oidcIssuer, audience: options.oidcAudience, jwksUrl: options.oidcJwksUrl },
    logger,
  );
  const server = createServer(app);
  server.listen({ port: options.port, ...(options.host ? { host: options.host } : {}) });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const alerts = options.renewalAlertIntervalMs
    ? startRenewalAlerts(ctx, { intervalMs: options.renewalAlertIntervalMs, logger })
    : undefined;
  return {
    url: `http://${options.host ?? 'localhost'}:${port}`,
    runRenewalAlerts: () => runRenewalAlerts(ctx),
    close: async () => {
      await alerts?.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await database.close();
    },
  };
}
