// FOR TESTS of this and other packages ('@cost-steering/rest-api/testing'): a real REST API on a
// fresh database for every call.
// - PGlite (default): opened from a template data dir (migrated, or migrated and seeded for the
//   day) — made once and kept in the OS temp folder (db/pglite-templates.ts), so each call costs
//   a data-dir load instead of initdb, every migration and the seed.
// - PostgreSQL (TEST_DATABASE_URL set): a fresh schema per call, migrated, dropped on close.
import { randomBytes } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import {
  DEFAULT_CONFIG_FILE,
  DEFAULT_LOGO_FILE,
  loadTestConfig,
  type LogLevel,
} from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { largeTemplate, migratedTemplate, seededTemplate } from '../db/pglite-templates.ts';
import { LARGE_SEED_MARKER, seedLarge } from '../db/seed/large.ts';
import { createLogger } from '../http/logging.ts';
import { startRenewalAlerts, type RunResult } from '../orders/renewal-alerts.ts';
import { startServer } from '../server.ts';

export interface TestRestApiOptions {
  /** The test issuer's `issuer` (from startTestIssuer() of '@cost-steering/dev-idp/testing'). */
  issuer: string;
  audience: string;
  /** Fill the database with the demo organisation (dates relative to `today`). Default false. */
  seed?: boolean;
  /** The clock of the fiscal calendar. Default: the system clock. */
  today?: () => Date;
  /** Default: rest-api/config/configuration.json (the demo configuration). */
  configFile?: string;
  /** Default: rest-api/config/logo.svg. */
  logoFile?: string;
  /** Default 'silent'. */
  logLevel?: LogLevel;
  /**
   * Also fill the database with the generated large organisation (db/seed/large.ts) at this
   * scale (1 = 100 families, 1,000 products, 10,000 projects and applications, 50,000 orders,
   * 150,000 invoice lines; 0.01 = a hundredth). With `seed`, both are there.
   */
  largeSeed?: { scale: number };
  /**
   * PostgreSQL only (benchmarks): work in this named schema and keep it on close, so that a large
   * organisation is generated once and reused by later runs. A schema holding a large data set
   * of another scale, or any with `refill`, is dropped and filled again.
   */
  keptSchema?: { name: string; refill?: boolean };
  /** Keys from here instead of the issuer's discovery document (OIDC_JWKS_URL). */
  jwksUrl?: string;
  /**
   * Run the renewal alerts on a timer at this interval (and at start). Default: no timer — a
   * test runs them with `runRenewalAlerts()` when it wants them.
   */
  renewalAlertIntervalMs?: number;
  /**
   * PostgreSQL only: serve the schema of another running instance (its `schema`) — no new
   * schema, no migration, no seed, and the schema is left for its owner to drop. Two instances
   * on one database (bench:load).
   */
  attachTo?: { schema: string };
}

export interface TestRestApi {
  /** Base URL, e.g. http://localhost:53211 */
  url: string;
  /** Which database this instance runs on. */
  database: 'pglite' | 'postgres';
  /** On PostgreSQL: the schema this instance works in (for `attachTo`). */
  schema?: string;
  /**
   * Runs SQL against this instance's database, for fixtures a test cannot create through the
   * API yet. Parameters are $1, $2, … Returns the rows.
   */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** One run of the renewal alerts now, on the server's clock and configuration. */
  runRenewalAlerts(): Promise<RunResult>;
  /** Stops the server and discards the database. */
  close(): Promise<void>;
}

async function freshPGlite(options: TestRestApiOptions, today: Date) {
  const template = options.largeSeed
    ? await largeTemplate(options.largeSeed.scale, today, Boolean(options.seed))
    : options.seed
      ? await seededTemplate(today)
      : await migratedTemplate();
  const database = await openDatabase({ kind: 'pglite', loadDataDir: template });
  return { database, schema: undefined, discard: async () => {} };
}

/** The scale of the large data set a kept schema holds, or null (no schema, no data set). */
async function keptScale(admin: pg.Client, schema: string): Promise<number | null> {
  const table = await admin.query(`select to_regclass($1) as name`, [`${schema}.app_meta`]);
  if (!table.rows[0]?.name) return null;
  const marker = await admin.query<{ value: string }>(
    `select value from ${schema}.app_meta where key = $1`,
    [LARGE_SEED_MARKER],
  );
  const value = marker.rows[0]?.value;
  return value ? (JSON.parse(value) as { scale: number }).scale : null;
}

/**
 * A schema for one test server: fresh (dropped on close), or the kept one (with `reused` when it
 * already holds the large data set of `scale`).
 */
async function postgresSchema(
  url: string,
  kept: TestRestApiOptions['keptSchema'],
  scale: number | undefined,
) {
  const schema = kept?.name ?? `test_${randomBytes(6).toString('hex')}`;
  let reused = false;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    if (kept && !kept.refill && scale !== undefined && (await keptScale(admin, schema)) === scale) {
      reused = true;
    } else {
      if (kept) await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.query(`create schema ${schema}`);
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url, schema });
  return {
    database,
    schema,
    reused,
    discard: async () => {
      if (kept) return;
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`drop schema ${schema} cascade`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Another instance's schema: opened as it is, left for its owner to drop. */
async function attachedPostgresSchema(url: string, schema: string) {
  const database = await openDatabase({ kind: 'postgres', url, schema });
  return { database, schema, discard: async () => {} };
}

export async function startTestRestApi(options: TestRestApiOptions): Promise<TestRestApi> {
  const { testDatabaseUrl } = loadTestConfig();
  const today = options.today ?? (() => new Date());
  const { attachTo } = options;
  if (attachTo && !testDatabaseUrl) {
    throw new Error('attachTo needs PostgreSQL (TEST_DATABASE_URL): PGlite has one connection');
  }
  // On PGlite the seed comes with the template; on PostgreSQL the server seeds its new schema.
  const fresh = testDatabaseUrl
    ? attachTo
      ? { ...(await attachedPostgresSchema(testDatabaseUrl, attachTo.schema)), reused: true }
      : await postgresSchema(testDatabaseUrl, options.keptSchema, options.largeSeed?.scale)
    : { ...(await freshPGlite(options, today())), reused: false };
  const { database } = fresh;
  const kind = database.kind;
  // An attached instance, or a kept schema that holds the data set already, generates nothing.
  const seedsLargeAfterStart = Boolean(options.largeSeed) && kind === 'postgres' && !fresh.reused;
  // startServer closes the database when it cannot start; the schema must still go.
  const api = await startServer(database, {
    port: 0,
    oidcIssuer: options.issuer,
    oidcAudience: options.audience,
    ...(options.jwksUrl ? { oidcJwksUrl: options.jwksUrl } : {}),
    configFile: options.configFile ?? DEFAULT_CONFIG_FILE,
    logoFile: options.logoFile ?? DEFAULT_LOGO_FILE,
    seed: Boolean(options.seed) && database.kind === 'postgres',
    today,
    logLevel: options.logLevel ?? 'silent',
    ...(fresh.schema ? { schema: fresh.schema } : {}),
    // Where the large organisation is generated into the running server's schema below, the
    // timer starts after it: its first run then sees the whole data set, not a half-written one.
    ...(options.renewalAlertIntervalMs && !seedsLargeAfterStart
      ? { renewalAlertIntervalMs: options.renewalAlertIntervalMs }
      : {}),
    attached: Boolean(attachTo),
  }).catch(async (error: unknown) => {
    await fresh.discard();
    throw error;
  });
  // On PostgreSQL the large organisation is generated into the new schema (on PGlite it came
  // with the template).
  if (seedsLargeAfterStart && options.largeSeed) {
    await seedLarge(database.db, { scale: options.largeSeed.scale, today: today() }).catch(
      async (error: unknown) => {
        await api.close();
        await fresh.discard();
        throw error;
      },
    );
  }
  const alerts =
    seedsLargeAfterStart && options.renewalAlertIntervalMs
      ? startRenewalAlerts(
          { db: database.db, today, configFile: options.configFile ?? DEFAULT_CONFIG_FILE },
          {
            intervalMs: options.renewalAlertIntervalMs,
            logger: createLogger(options.logLevel ?? 'silent'),
          },
        )
      : undefined;
  let closed: Promise<void> | undefined;
  return {
    url: api.url,
    database: kind,
    ...(fresh.schema ? { schema: fresh.schema } : {}),
    query: async <Row>(text: string, params: unknown[] = []) => {
      const result = await database.db.executeQuery<Row>(CompiledQuery.raw(text, params));
      return result.rows;
    },
    runRenewalAlerts: () => api.runRenewalAlerts(),
    close: () => {
      closed ??= (alerts?.stop() ?? Promise.resolve())
        .then(() => api.close())
        .then(() => fresh.discard());
      return closed;
    },
  };
}
