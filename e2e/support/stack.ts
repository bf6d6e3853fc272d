// The whole application in this process for the journeys: dev-idp, rest-api (fresh database with the
// demo seed) and bff serving the built web app — on their own ports, so a running `npm start` is
// left alone. The realm file is the real one; only the web client's URIs are moved to the test port.
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBff } from '@cost-steering/bff';
import { DEFAULT_REALM_FILE, startDevIdp } from '@cost-steering/dev-idp';
import { startTestRestApi } from '@cost-steering/rest-api/testing';

const root = fileURLToPath(new URL('../..', import.meta.url));
const AUDIENCE = 'cost-steering-api';
const CLIENT_ID = 'cost-steering-web';

export interface Stack {
  appUrl: string;
  issuer: string;
  /** The REST API itself, for journeys that show what it answers behind the bff. */
  restApiUrl: string;
  close(): Promise<void>;
}

function realmForOrigin(origin: string, dir: string): string {
  const realm = JSON.parse(readFileSync(DEFAULT_REALM_FILE, 'utf8'));
  for (const client of realm.clients) {
    if (client.clientId !== CLIENT_ID) continue;
    client.redirectUris = [`${origin}/*`];
    client.webOrigins = [origin];
    client.attributes['post.logout.redirect.uris'] = `${origin}/*`;
  }
  const file = join(dir, 'realm.json');
  writeFileSync(file, JSON.stringify(realm));
  return file;
}

/**
 * A port no one listens on now, from the system (listen on 0). Journeys run several files at once
 * (e2e/package.json), each with a stack of its own: fixed ports would collide.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0);
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** E2E_APP_PORT / E2E_IDP_PORT pin the stack's ports (e.g. to look at a journey's app). */
const portFromEnv = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

export async function startStack({
  appPort = portFromEnv('E2E_APP_PORT'),
  idpPort = portFromEnv('E2E_IDP_PORT'),
  /** The built web app the bff serves (bench:browser compares an earlier build). */
  webDistDir = join(root, 'web', 'dist'),
} = {}): Promise<Stack> {
  appPort ??= await freePort();
  idpPort ??= await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'cost-steering-stack-'));
  // What has started, to stop in reverse order: on close, and when a later part fails to start —
  // a dev IdP left listening kept the journey's process (and the whole e2e run) from ending.
  const started: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of started.splice(0).reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const appUrl = `http://localhost:${appPort}`;
    const issuer = `http://localhost:${idpPort}/realms/cost-steering`;
    const idp = await startDevIdp({
      port: idpPort,
      issuer,
      realmFile: realmForOrigin(appUrl, dir),
    });
    started.push(() => idp.close());
    const restApi = await startTestRestApi({ issuer, audience: AUDIENCE, seed: true });
    started.push(() => restApi.close());
    const bff = await startBff({
      port: appPort,
      restApiUrl: restApi.url,
      oidcIssuer: issuer,
      oidcAudience: AUDIENCE,
      oidcClientId: CLIENT_ID,
      webDistDir,
      // The journeys run on a shared, loaded machine (two cores, other stacks and PostgreSQL test
      // runs beside them): a write that took the REST API over the production 4 s budget was
      // reported to the user as 'not reachable' though it had committed. A journey checks what
      // the user sees, not the latency budget, so it gives the REST API longer.
      restTimeoutMs: 20_000,
      logLevel: process.env.E2E_LOG_LEVEL ?? 'warn',
    });
    started.push(() => bff.close());
    return { appUrl, issuer, restApiUrl: restApi.url, close: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
