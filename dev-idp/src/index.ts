// A development OpenID Connect provider that stands in for Keycloak: same issuer path, endpoint
// paths, realm file, sign-in page ids and token shape. Sessions live in memory.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createAccounts } from './accounts.ts';
import { loadSigningKeys } from './keys.ts';
import { createLoginRouter } from './login.ts';
import { createProvider, KEYCLOAK_ROUTES, LOGIN_ACTIONS_PATH } from './provider.ts';
import { DEFAULT_REALM_FILE, loadRealm } from './realm.ts';
import { createUserinfoRouter } from './userinfo.ts';

export { DEFAULT_REALM_FILE, loadRealm } from './realm.ts';

export interface DevIdpOptions {
  /** 0 picks a free port. Default 8180. */
  port?: number;
  /** Default 127.0.0.1: demo users with known passwords stay off the network. */
  host?: string;
  /** Default http://<host>:<port>/realms/<realm>; its path is where the provider is mounted. */
  issuer?: string;
  /** Keycloak realm export to read users, roles, groups and clients from. */
  realmFile?: string;
  /** Keeps the signing key there across restarts; without it a new key is made on each start. */
  keyFile?: string;
}

export interface DevIdp {
  /** Where the server listens, e.g. http://127.0.0.1:8180 */
  url: string;
  issuer: string;
  close(): Promise<void>;
}

export async function startDevIdp(options: DevIdpOptions = {}): Promise<DevIdp> {
  const realm = loadRealm(options.realmFile ?? DEFAULT_REALM_FILE);
  const accounts = createAccounts(realm);
  const signingKeys = await loadSigningKeys(options.keyFile);
  const host = options.host ?? '127.0.0.1';

  // Listen first: with port 0 the issuer is only known once the port is.
  const app = express();
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8180, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const issuer = (options.issuer ?? `${url}/realms/${realm.name}`).replace(/\/$/, '');
  const mountPath = new URL(issuer).pathname;

  const provider = createProvider({
    issuer,
    realm,
    accounts,
    signingKeys,
    cookieKeys: [randomBytes(32).toString('base64url')],
  });

  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(
    `${mountPath}${KEYCLOAK_ROUTES.userinfo}`,
    createUserinfoRouter({
      issuer,
      signingKeys: signingKeys.keys,
      accounts,
      clients: realm.clients,
    }),
  );
  app.use(
    `${mountPath}${LOGIN_ACTIONS_PATH}`,
    createLoginRouter({
      provider,
      accounts,
      realmDisplayName: realm.displayName,
      basePath: `${mountPath}${LOGIN_ACTIONS_PATH}`,
    }),
  );
  app.use(mountPath, provider.callback());

  return {
    url,
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
