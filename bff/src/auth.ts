// Bearer token verification (DESIGN.md §8): signature through the issuer's JWKS found by OpenID
// discovery, issuer, audience and expiry. Runs before any resolver and before any file route.
import type { GraphQLError } from 'graphql';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { isServiceAccount, ROLES, tokenGroups } from '@cost-steering/schema';
import { unauthenticated, upstreamUnavailable } from './errors.ts';

export interface AuthUser {
  username: string;
  displayName: string;
  /** Realm roles without Keycloak's default composite role. */
  roles: string[];
  groups: string[];
  /** The access token as received, forwarded to the REST API. */
  token: string;
  /** A tool's token (client-credentials grant), not a person's: it only reads (issue 14). */
  serviceAccount?: true;
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** Bounds the discovery and JWKS requests. */
  timeoutMs: number;
  /** Where to fetch the keys when the issuer's URL is not reachable from here (containers). */
  jwksUrl?: string;
  /** The clock (ms since the epoch); tests move it. */
  now?: () => number;
}

export type TokenVerifier = (authorization: string | undefined) => Promise<AuthUser>;

/** Problems of the token itself; any other failure means the identity provider is unreachable. */
const TOKEN_PROBLEMS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

interface KeycloakClaims extends JWTPayload {
  preferred_username?: unknown;
  name?: unknown;
  realm_access?: { roles?: unknown };
  groups?: unknown;
  azp?: unknown;
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** The signed-in user as the token's claims describe them. */
const PRODUCT_ROLES: ReadonlySet<string> = new Set(Object.values(ROLES));

export function userFromClaims(claims: KeycloakClaims, token: string): AuthUser | null {
  const username = claims.preferred_username;
  if (typeof username !== 'string' || username.length === 0) return null;
  const name =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : username;
  return {
    username,
    displayName: name,
    // Keycloak adds its own roles (the default composite, offline_access, uma_authorization):
    // they grant nothing here, so only the product's roles of spec §6 are kept.
    roles: strings(claims.realm_access?.roles).filter((role) => PRODUCT_ROLES.has(role)),
    groups: tokenGroups(claims.groups),
    token,
    ...(isServiceAccount(username, claims.azp) ? { serviceAccount: true } : {}),
  };
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

async function discoverJwksUri({ issuer, timeoutMs }: VerifierOptions): Promise<URL> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as { issuer?: string; jwks_uri?: string };
  if (document.issuer !== issuer) throw new Error(`discovery names issuer ${document.issuer}`);
  if (!document.jwks_uri) throw new Error('discovery has no jwks_uri');
  return new URL(document.jwks_uri);
}

/** How long a verified token is taken on trust without checking its signature again. */
export const VERIFIED_TOKEN_TTL_MS = 60_000;
/** Tokens remembered at most (the oldest is forgotten first). */
const VERIFIED_TOKENS_MAX = 2_000;

/**
 * Tokens verified lately, with the user they name: a page makes several GraphQL calls with one
 * token, and checking its RS256 signature again each time was the largest part of the bff's own
 * work on a small list page. An entry lasts a minute at most and never beyond the token's `exp`,
 * so an expired token is refused exactly as before; only a changed signing key takes up to a
 * minute to reach tokens seen in that minute (the keys rotate far more slowly than that).
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { user: AuthUser; until: number }>();

  get(token: string, now: number): AuthUser | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.until > now) return entry.user;
    this.entries.delete(token);
    return null;
  }

  remember(token: string, user: AuthUser, expiresAtSeconds: number | undefined, now: number) {
    const until = Math.min(now + VERIFIED_TOKEN_TTL_MS, (expiresAtSeconds ?? 0) * 1000);
    if (until <= now) return;
    if (this.entries.size >= VERIFIED_TOKENS_MAX) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(token, { user, until });
  }
}

export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  // Discovered lazily and kept once it worked: the identity provider may start after the bff.
  let keySet: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;
  const getKeySet = () => {
    const jwksUri = options.jwksUrl ? Promise.resolve(new URL(options.jwksUrl)) : null;
    keySet ??= (jwksUri ?? discoverJwksUri(options)).then((uri) =>
      createRemoteJWKSet(uri, { timeoutDuration: options.timeoutMs }),
    );
    keySet.catch(() => {
      keySet = null;
    });
    return keySet;
  };

  const verified = new VerifiedTokens();
  const now = options.now ?? Date.now;

  return async (authorization) => {
    const token = bearerToken(authorization);
    if (!token) throw unauthenticated('A bearer access token is required.');
    const known = verified.get(token, now());
    if (known) return known;
    let claims: KeycloakClaims;
    try {
      const { payload } = await jwtVerify(token, await getKeySet(), {
        issuer: options.issuer,
        audience: options.audience,
        currentDate: new Date(now()),
      });
      claims = payload;
    } catch (error) {
      throw classify(error);
    }
    const user = userFromClaims(claims, token);
    if (!user) throw unauthenticated('The access token names no user.');
    verified.remember(token, user, claims.exp, now());
    return user;
  };
}

function classify(error: unknown): GraphQLError {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && TOKEN_PROBLEMS.has(code)) {
    return unauthenticated(
      code === 'ERR_JWT_EXPIRED' ? 'The access token has expired.' : 'The access token is invalid.',
    );
  }
  return upstreamUnavailable('identity provider', 503);
}
