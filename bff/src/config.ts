// The one place that reads process.env for the bff: every setting validated once at start, frozen.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BffConfig {
  port: number;
  restApiUrl: string;
  restTimeoutMs: number;
  oidcIssuer: string;
  oidcAudience: string;
  /** Set where the issuer's own URL is not reachable from the bff (containers). */
  oidcJwksUrl?: string;
  oidcClientId: string;
  webDistDir: string;
  playgroundEnabled: boolean;
  introspectionEnabled: boolean;
  logLevel: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got '${raw}'`);
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = text(env, name, fallback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got '${raw}'`);
  }
  return raw.replace(/\/+$/, '');
}

/** Reads and validates the environment; throws one clear message per bad setting. */
export function readConfig(env: Env = process.env): Readonly<BffConfig> {
  const logLevel = text(env, 'LOG_LEVEL', 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'`);
  }
  return Object.freeze({
    port: integer(env, 'PORT', 4000, 0, 65535),
    restApiUrl: httpUrl(env, 'REST_API_URL', 'http://localhost:4001'),
    restTimeoutMs: integer(env, 'REST_TIMEOUT_MS', 4000, 1, 60000),
    oidcIssuer: httpUrl(env, 'OIDC_ISSUER', 'http://localhost:8180/realms/cost-steering'),
    oidcAudience: text(env, 'OIDC_AUDIENCE', 'cost-steering-api'),
    oidcJwksUrl: env.OIDC_JWKS_URL?.trim() ? httpUrl(env, 'OIDC_JWKS_URL', '') : undefined,
    oidcClientId: text(env, 'OIDC_CLIENT_ID', 'cost-steering-web'),
    webDistDir: resolve(repoRoot, text(env, 'WEB_DIST_DIR', 'web/dist')),
    playgroundEnabled: flag(env, 'PLAYGROUND_ENABLED', true),
    introspectionEnabled: flag(env, 'INTROSPECTION_ENABLED', true),
    logLevel,
  });
}
