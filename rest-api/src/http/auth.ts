// Bearer JWT check (DESIGN.md §8): signature through the issuer's JWKS (found via its discovery
// document), issuer, audience and expiry. Roles come from realm_access.roles, groups from
// `groups`, the user from preferred_username — the shape Keycloak issues.
import type { Request, RequestHandler } from 'express';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { isServiceAccount, tokenGroups } from '@cost-steering/schema';
import { AppError, forbidden } from './errors.ts';

export interface CurrentUser {
  username: string;
  roles: string[];
  groups: string[];
  name?: string;
  /** given_name and family_name: recorded on the user's row, so lists show the name. */
  firstName?: string;
  lastName?: string;
  /** A tool's token (client-credentials grant), not a person's: read-only (service-accounts.ts). */
  serviceAccount?: true;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: CurrentUser;
  }
}

interface TokenClaims extends JWTPayload {
  preferred_username?: unknown;
  realm_access?: { roles?: unknown };
  groups?: unknown;
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  azp?: unknown;
}

const DISCOVERY_TIMEOUT_MS = 5000;

const unauthenticated = (message: string) => new AppError(401, 'UNAUTHENTICATED', message);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads jwks_uri from the discovery document once; a failed attempt is retried next request. */
function jwksFromDiscovery(issuer: string) {
  let jwks: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  const discover = async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const document = (await response.json()) as { issuer?: string; jwks_uri?: string };
    if (document.issuer !== issuer || !document.jwks_uri) {
      throw new Error(`discovery document of ${issuer} names issuer ${document.issuer}`);
    }
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  return () => {
    jwks ??= discover().catch((error: unknown) => {
      jwks = undefined;
      throw error;
    });
    return jwks;
  };
}

export interface AuthOptions {
  issuer: string;
  audience: string;
  /** Where to fetch the keys when the issuer's URL is not reachable from here (containers). */
  jwksUrl?: string;
}

export function authenticate({ issuer, audience, jwksUrl }: AuthOptions): RequestHandler {
  const keySet = jwksUrl
    ? (
        (jwks) => () =>
          Promise.resolve(jwks)
      )(createRemoteJWKSet(new URL(jwksUrl)))
    : jwksFromDiscovery(issuer);
  return async (req, _res, next) => {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      throw unauthenticated('A bearer token is required.');
    }
    let jwks;
    try {
      jwks = await keySet();
    } catch (error) {
      req.log?.error({ err: error, issuer }, 'identity provider discovery failed');
      throw new AppError(503, 'UNAVAILABLE', 'The identity provider cannot be reached.');
    }
    let claims: TokenClaims;
    try {
      ({ payload: claims } = await jwtVerify<TokenClaims>(token, jwks, { issuer, audience }));
    } catch (error) {
      if (error instanceof errors.JWKSTimeout) {
        throw new AppError(503, 'UNAVAILABLE', 'The identity provider cannot be reached.');
      }
      if (error instanceof errors.JOSEError) {
        const expired = error instanceof errors.JWTExpired;
        throw unauthenticated(expired ? 'The token has expired.' : 'The token is not valid.');
      }
      throw error;
    }
    if (typeof claims.preferred_username !== 'string' || claims.preferred_username === '') {
      throw unauthenticated('The token names no user.');
    }
    req.user = {
      username: claims.preferred_username,
      roles: strings(claims.realm_access?.roles),
      groups: tokenGroups(claims.groups),
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
      ...(typeof claims.given_name === 'string' ? { firstName: claims.given_name } : {}),
      ...(typeof claims.family_name === 'string' ? { lastName: claims.family_name } : {}),
      ...(isServiceAccount(claims.preferred_username, claims.azp) ? { serviceAccount: true } : {}),
    };
    next();
  };
}

/** The signed-in user; routes behind `authenticate` always have one. */
export function currentUser(req: Request): CurrentUser {
  if (!req.user) throw unauthenticated('A bearer token is required.');
  return req.user;
}

/** 403 unless the user holds the realm role (spec §6: every rule is enforced on the server). */
export function requireRole(role: string): RequestHandler {
  return requireAnyRole([role]);
}

/** 403 unless the user holds at least one of the realm roles. */
export function requireAnyRole(roles: readonly string[]): RequestHandler {
  return (req, _res, next) => {
    const held = currentUser(req).roles;
    if (!roles.some((role) => held.includes(role))) throw forbidden();
    next();
  };
}
