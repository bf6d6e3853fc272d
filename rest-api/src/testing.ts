// FOR TESTS of this and other packages ('@cost-steering/rest-api/testing'): a real REST API on a
// fresh database for every call.
// - PGlite (default): opened from a migrated template — made once and kept in the OS temp folder,
//   keyed by a hash of the migrations, so each call costs a data-dir load instead of initdb and
//   every migration.
// - PostgreSQL (TEST_DATABASE_URL set): a fresh schema per call, migrated, dropped on close.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { DEFAULT_CONFIG_FILE, DEFAULT_LOGO_FILE, loadTestConfig, type LogLevel } from './config.ts';
import { openDatabase, type AppDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrations/index.ts';
import { startServer } from './server.ts';

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
}

export interface TestRestApi {
  /** Base URL, e.g. http://localhost:53211 */
  url: string;
  /** Which database this instance runs on. */
  database: 'pglite' | 'postgres';
  /**
   * Runs SQL against this instance's database, for fixtures a test cannot create through the
   * API yet. Parameters are $1, $2, … Returns the rows.
   */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Stops the server and discards the database. */
  close(): Promise<void>;
}

const MIGRATIONS_DIR = new URL('./db/migrations/', import.meta.url);
const PGLITE_PACKAGE = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));

/** The migrations' source plus the PGlite version: a template is valid while both are unchanged. */
function templateKey(): string {
  const hash = createHash('sha256').update(readFileSync(PGLITE_PACKAGE));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(new URL(file, MIGRATIONS_DIR)));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | undefined;

async function buildTemplate(): Promise<Blob> {
  const dir = join(tmpdir(), 'cost-steering-rest-api');
  const file = join(dir, `pglite-template-${templateKey()}.tgz`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet (or unreadable): make it below.
  }
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateToLatest(database.db);
    const blob = await database.dump!();
    await mkdir(dir, { recursive: true });
    // Written beside and renamed: a parallel test process never reads a half-written file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
    await rename(partial, file);
    return blob;
  } finally {
    await database.close();
  }
}

async function freshPGlite(): Promise<{ database: AppDatabase; discard(): Promise<void> }> {
  template ??= buildTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  const database = await openDatabase({ kind: 'pglite', loadDataDir: await template });
  return { database, discard: async () => {} };
}

async function freshPostgresSchema(url: string) {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url, schema });
  return {
    database,
    schema,
    discard: async () => {
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

export async function startTestRestApi(options: TestRestApiOptions): Promise<TestRestApi> {
  const { testDatabaseUrl } = loadTestConfig();
  const fresh = testDatabaseUrl
    ? await freshPostgresSchema(testDatabaseUrl)
    : { ...(await freshPGlite()), schema: undefined };
  const { database } = fresh;
  const kind = database.kind;
  // startServer closes the database when it cannot start; the schema must still go.
  const api = await startServer(database, {
    port: 0,
    oidcIssuer: options.issuer,
    oidcAudience: options.audience,
    configFile: options.configFile ?? DEFAULT_CONFIG_FILE,
    logoFile: options.logoFile ?? DEFAULT_LOGO_FILE,
    seed: options.seed ?? false,
    ...(options.today ? { today: options.today } : {}),
    logLevel: options.logLevel ?? 'silent',
    ...(fresh.schema ? { schema: fresh.schema } : {}),
  }).catch(async (error: unknown) => {
    await fresh.discard();
    throw error;
  });
  let closed: Promise<void> | undefined;
  return {
    url: api.url,
    database: kind,
    query: async <Row>(text: string, params: unknown[] = []) => {
      const result = await database.db.executeQuery<Row>(CompiledQuery.raw(text, params));
      return result.rows;
    },
    close: () => {
      closed ??= api.close().then(() => fresh.discard());
      return closed;
    },
  };
}
