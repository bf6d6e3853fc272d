// The one place that reads process.env (DESIGN.md §9): validated once, frozen, with safe defaults.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(packageDir, '..');

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RestApiConfig {
  port: number;
  /** PostgreSQL connection string; undefined selects embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir: string;
  oidcIssuer: string;
  oidcAudience: string;
  oidcJwksUrl?: string;
  configFile: string;
  logoFile: string;
  logLevel: LogLevel;
  /** Fill an empty database with the demo organisation on its first start. */
  seedDemoData: boolean;
  /** Minutes between runs of the renewal alerts (orders/renewal-alerts.ts); 0: never. */
  renewalAlertIntervalMinutes: number;
}

export const DEFAULT_RENEWAL_ALERT_INTERVAL_MS = 60 * 60_000;

export const DEFAULT_CONFIG_FILE = join(packageDir, 'config', 'configuration.json');
export const DEFAULT_LOGO_FILE = join(packageDir, 'config', 'logo.svg');

type Env = Record<string, string | undefined>;

function port(env: Env, problems: string[]): number {
  const raw = env.REST_API_PORT ?? '4001';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    problems.push(`REST_API_PORT must be a port number (0-65535), got '${raw}'`);
  }
  return value;
}

function minutes(name: string, raw: string | undefined, fallback: number, problems: string[]) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 1440) {
    problems.push(`${name} must be a whole number of minutes from 0 to 1440, got '${raw}'`);
    return fallback;
  }
  return value;
}

function url(name: string, raw: string, protocols: string[], problems: string[]): string {
  try {
    const parsed = new URL(raw);
    if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
  } catch {
    problems.push(`${name} must be a ${protocols.join(' or ')} URL, got '${raw}'`);
  }
  return raw;
}

function bool(name: string, raw: string | undefined, fallback: boolean, problems: string[]) {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  problems.push(`${name} must be 'true' or 'false', got '${raw}'`);
  return fallback;
}

/** Reads and checks the environment; throws one error listing every problem. */
export function loadConfig(env: Env = process.env): Readonly<RestApiConfig> {
  const problems: string[] = [];
  const databaseUrl = env.DATABASE_URL
    ? url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'], problems)
    : undefined;
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'`);
  }
  const config: RestApiConfig = {
    port: port(env, problems),
    databaseUrl,
    dataDir: resolve(env.DATA_DIR || join(repoDir, '.data')),
    oidcIssuer: url(
      'OIDC_ISSUER',
      env.OIDC_ISSUER || 'http://localhost:8180/realms/cost-steering',
      ['http:', 'https:'],
      problems,
    ).replace(/\/$/, ''),
    oidcAudience: env.OIDC_AUDIENCE || 'cost-steering-api',
    oidcJwksUrl: env.OIDC_JWKS_URL
      ? url('OIDC_JWKS_URL', env.OIDC_JWKS_URL, ['http:', 'https:'], problems)
      : undefined,
    configFile: resolve(env.APP_CONFIG_FILE || DEFAULT_CONFIG_FILE),
    logoFile: resolve(env.APP_LOGO_FILE || DEFAULT_LOGO_FILE),
    logLevel,
    seedDemoData: bool('SEED_DEMO_DATA', env.SEED_DEMO_DATA, true, problems),
    renewalAlertIntervalMinutes: minutes(
      'RENEWAL_ALERT_INTERVAL_MINUTES',
      env.RENEWAL_ALERT_INTERVAL_MINUTES,
      DEFAULT_RENEWAL_ALERT_INTERVAL_MS / 60_000,
      problems,
    ),
  };
  if (problems.length > 0) {
    throw new Error(`Invalid rest-api configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return Object.freeze(config);
}

/** Test-only setting: a PostgreSQL server for the tests (fresh schema per test server). */
export function loadTestConfig(env: Env = process.env): Readonly<{ testDatabaseUrl?: string }> {
  const problems: string[] = [];
  const testDatabaseUrl = env.TEST_DATABASE_URL
    ? url('TEST_DATABASE_URL', env.TEST_DATABASE_URL, ['postgres:', 'postgresql:'], problems)
    : undefined;
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return Object.freeze(testDatabaseUrl ? { testDatabaseUrl } : {});
}
