// FOR TESTS ONLY: an issuer that serves a Keycloak-shaped discovery document and JWKS and mints
// access tokens for any user, roles and groups, so that rest-api and bff tests check real
// signatures through the same JWKS path as production.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { loadRealm } from './realm.ts';

export const TEST_AUDIENCE = 'cost-steering-api';
export const TEST_CLIENT_ID = 'cost-steering-web';
const DEFAULT_ROLE = 'default-roles-cost-steering';

export interface TokenSubject {
  username: string;
  roles?: string[];
  groups?: string[];
  name?: string;
  /** given_name and family_name, as Keycloak's access tokens carry them. */
  givenName?: string;
  familyName?: string;
}

export interface MintOptions {
  /** Seconds until expiry; negative for an already expired token. Default 300. */
  expiresIn?: number;
  audience?: string | string[];
  issuer?: string;
}

export interface TestIssuer {
  issuer: string;
  audience: string;
  mint(subject: TokenSubject, options?: MintOptions): Promise<string>;
  /** A token for a demo user of docker/keycloak/realm.json with that user's roles and groups. */
  mintFor(username: string, options?: MintOptions): Promise<string>;
  /** A token signed by a key that is not in the JWKS. */
  mintForged(subject: TokenSubject): Promise<string>;
  close(): Promise<void>;
}

async function signingKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk };
}

export async function startTestIssuer(): Promise<TestIssuer> {
  const key = await signingKey(randomUUID());
  const stranger = await signingKey(key.jwk.kid!);
  let issuer = '';
  const server: Server = createServer((req, res) => {
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url?.endsWith('/.well-known/openid-configuration')) {
      send({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` });
    } else if (req.url?.endsWith('/protocol/openid-connect/certs')) {
      send({ keys: [key.jwk] });
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/cost-steering`;

  type SigningKey = Awaited<ReturnType<typeof signingKey>>['privateKey'];
  const sign = async (privateKey: SigningKey, subject: TokenSubject, options: MintOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      typ: 'Bearer',
      azp: TEST_CLIENT_ID,
      scope: 'openid profile email',
      preferred_username: subject.username,
      name: subject.name ?? subject.username,
      ...(subject.givenName === undefined ? {} : { given_name: subject.givenName }),
      ...(subject.familyName === undefined ? {} : { family_name: subject.familyName }),
      realm_access: { roles: [...new Set([DEFAULT_ROLE, ...(subject.roles ?? [])])] },
      groups: subject.groups ?? [],
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.jwk.kid!, typ: 'JWT' })
      .setIssuer(options.issuer ?? issuer)
      .setAudience(options.audience ?? [TEST_AUDIENCE, 'account'])
      .setSubject(`test-${subject.username}`)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + (options.expiresIn ?? 300))
      .sign(privateKey);
  };

  const realm = loadRealm();
  return {
    issuer,
    audience: TEST_AUDIENCE,
    mint: (subject, options) => sign(key.privateKey, subject, options),
    mintFor: (username, options) => {
      const user = realm.users.find((candidate) => candidate.username === username);
      if (!user) throw new Error(`No demo user '${username}' in realm.json`);
      const name = `${user.firstName} ${user.lastName}`.trim();
      return sign(
        key.privateKey,
        {
          username,
          roles: user.roles,
          groups: user.groups,
          name,
          givenName: user.firstName,
          familyName: user.lastName,
        },
        options,
      );
    },
    mintForged: (subject) => sign(stranger.privateKey, subject),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The realm's integration client (issue 14) and its development-only secret. */
export const INTEGRATION_CLIENT = {
  id: 'cost-steering-integration',
  secret: 'dev-only-integration-secret',
} as const;

/** An access token of the client-credentials grant from a running dev IdP (startDevIdp). */
export async function clientCredentialsToken(
  issuer: string,
  client: { id: string; secret: string } = INTEGRATION_CLIENT,
): Promise<string> {
  const response = await fetch(`${issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.id,
      client_secret: client.secret,
    }),
  });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
