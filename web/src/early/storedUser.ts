// The session oidc-client-ts keeps in sessionStorage, read without the library: the early
// queries (firstWave.ts) need its access token before any of the app's script has run, and the
// app reads it on a reload so that oidc-client-ts (~16 kB gzip) loads only when it has work
// (app/auth/lazyUserManager.ts). No imports: this module is part of the early chunk.

/** What the app uses of a stored session (the fields of oidc-client-ts' User it reads). */
export interface StoredUser {
  access_token: string;
  refresh_token?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  /** True once the access token has expired (unknown without an expiry), as User.expired. */
  expired: boolean | undefined;
}

/** oidc-client-ts' key: WebStorageStateStore's 'oidc.' prefix + 'user:<authority>:<client>'. */
export const storedUserKey = (authority: string, clientId: string) =>
  `oidc.user:${authority}:${clientId}`;

export function readStoredUser(
  storage: Storage,
  authority: string,
  clientId: string,
  nowS = Date.now() / 1000,
): StoredUser | null {
  let user: { access_token?: unknown; refresh_token?: unknown; expires_at?: unknown } | null;
  try {
    user = JSON.parse(storage.getItem(storedUserKey(authority, clientId)) ?? 'null') as typeof user;
  } catch {
    return null;
  }
  if (!user || typeof user.access_token !== 'string') return null;
  const expiresAt = typeof user.expires_at === 'number' ? user.expires_at : undefined;
  return {
    access_token: user.access_token,
    ...(typeof user.refresh_token === 'string' ? { refresh_token: user.refresh_token } : {}),
    ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
    expired: expiresAt === undefined ? undefined : expiresAt <= nowS,
  };
}
