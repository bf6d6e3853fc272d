// Keycloak's userinfo endpoint accepts the access token the client got for the API. oidc-provider's
// own userinfo refuses tokens issued for a resource server, so this route answers instead: it
// verifies the JWT against the provider's own keys and returns the user's claims.
import express, { type Request, type Response } from 'express';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type { Accounts } from './accounts.ts';
import type { RealmClient } from './realm.ts';

const PRIVATE_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);

export function publicJwks(keys: JWK[]) {
  return {
    keys: keys.map(
      (key) =>
        Object.fromEntries(
          Object.entries(key).filter(([member]) => !PRIVATE_MEMBERS.has(member)),
        ) as JWK,
    ),
  };
}

interface UserinfoOptions {
  issuer: string;
  signingKeys: JWK[];
  accounts: Accounts;
  clients: RealmClient[];
}

export function createUserinfoRouter({ issuer, signingKeys, accounts, clients }: UserinfoOptions) {
  const jwks = createLocalJWKSet(publicJwks(signingKeys));
  const allowedOrigin = (origin: string | undefined) =>
    !!origin &&
    clients.some((client) => client.webOrigins.includes('*') || client.webOrigins.includes(origin));

  const unauthorized = (res: Response, description: string) =>
    res
      .status(401)
      .set(
        'www-authenticate',
        `Bearer realm="${new URL(issuer).pathname.split('/').pop()}", error="invalid_token", error_description="${description}"`,
      )
      .json({ error: 'invalid_token', error_description: description });

  async function userinfo(req: Request, res: Response) {
    res.set('cache-control', 'no-store');
    const match = /^Bearer ([\w.~+/-]+=*)$/i.exec(req.get('authorization') ?? '');
    if (!match) return unauthorized(res, 'Missing bearer token');
    try {
      const { payload } = await jwtVerify(match[1]!, jwks, { issuer, typ: 'JWT' });
      const user = payload.sub ? accounts.bySubject(payload.sub) : undefined;
      if (!user) return unauthorized(res, 'User not found');
      res.json(accounts.claimsOf(user));
    } catch {
      unauthorized(res, 'Token verification failed');
    }
  }

  const router = express.Router();
  router.use((req, res, next) => {
    const origin = req.get('origin');
    if (allowedOrigin(origin)) {
      res.set({ 'access-control-allow-origin': origin!, vary: 'Origin' });
      if (req.method === 'OPTIONS') {
        res.set({
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'Authorization, Content-Type',
          'access-control-max-age': '3600',
        });
        return res.status(204).end();
      }
    }
    next();
  });
  router.get('/', userinfo);
  router.post('/', userinfo);
  return router;
}
