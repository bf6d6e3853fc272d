// The package's entry: start the REST API on PostgreSQL (databaseUrl) or PGlite (dataDir, or
// in memory when neither is given).
import { join } from 'node:path';
import { DEFAULT_RENEWAL_ALERT_INTERVAL_MS, type LogLevel } from './config.ts';
import { openDatabase } from './db/database.ts';
import { startServer, type RunningRestApi } from './server.ts';

export type { RunningRestApi } from './server.ts';

export interface RestApiOptions {
  /** 0 picks a free port. */
  port: number;
  /** Interface to listen on; all interfaces when omitted. */
  host?: string;
  /** PostgreSQL connection string; when set, dataDir is ignored. */
  databaseUrl?: string;
  /** PGlite keeps its files in `<dataDir>/pglite`; without it (and no databaseUrl), in memory. */
  dataDir?: string;
  oidcIssuer: string;
  oidcAudience: string;
  /** Default: the jwks_uri of the issuer's discovery document. */
  oidcJwksUrl?: string;
  /** The operator's configuration JSON (GET /configuration, feature flags). */
  configFile: string;
  /** The logo served at GET /configuration/logo (.svg, .png or .jpg). */
  logoFile: string;
  /** Fill an empty database with the demo organisation on its first start. */
  seed: boolean;
  /** The clock of the fiscal calendar; default: the system clock. */
  today?: () => Date;
  logLevel: LogLevel;
  /** Renewal alerts: run at start and then at this interval; default hourly, 0: never. */
  renewalAlertIntervalMs?: number;
}

export async function startRestApi(options: RestApiOptions): Promise<RunningRestApi> {
  const database = await openDatabase(
    options.databaseUrl
      ? { kind: 'postgres', url: options.databaseUrl }
      : {
          kind: 'pglite',
          ...(options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
        },
  );
  return startServer(database, {
    ...options,
    renewalAlertIntervalMs: options.renewalAlertIntervalMs ?? DEFAULT_RENEWAL_ALERT_INTERVAL_MS,
  });
}
