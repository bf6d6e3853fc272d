// The one place that reads the environment: validated once, frozen.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REALM_FILE } from './realm.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface DevIdpConfig {
  port: number;
  issuer: string;
  realmFile: string;
  /** Where the signing key is kept between starts. */
  keyFile: string;
}

function port(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got '${raw}'`);
  }
  return value;
}

function issuerUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = raw || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got '${value}'`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) URL without query or fragment, got '${value}'`);
  }
  return value.replace(/\/$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Readonly<DevIdpConfig> {
  const devIdpPort = port('DEV_IDP_PORT', env.DEV_IDP_PORT, 8180);
  const dataDir = resolve(env.DATA_DIR || join(REPO_ROOT, '.data'));
  return Object.freeze({
    port: devIdpPort,
    issuer: issuerUrl(
      'OIDC_ISSUER',
      env.OIDC_ISSUER,
      `http://localhost:${devIdpPort}/realms/cost-steering`,
    ),
    realmFile: resolve(env.REALM_FILE || DEFAULT_REALM_FILE),
    keyFile: join(dataDir, 'dev-idp', 'signing-keys.json'),
  });
}
