// oidc-client-ts (~65 kB, 16 kB gzip of the first page) loads only when it has work: a sign-in
// redirect or its callback, the logout, renewing a token — not on a reload with a valid stored
// session, where the app only needs the access token (read from sessionStorage as the library
// stored it, early/storedUser.ts). It is loaded ahead of the token's renewal
// (`loadBeforeRenewal`); once loaded it serves everything, its automatic silent renew included.
import type { UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../config';
import { readStoredUser } from '../../early/storedUser';
import type { AuthClient } from './authSession';
import type { SignInClient } from './signIn';

/**
 * Loaded this long before the token expires: oidc-client-ts renews 60 s before expiry
 * (accessTokenExpiringNotificationTimeInSeconds), and the chunk may take a few seconds to come.
 */
const LOAD_BEFORE_EXPIRY_S = 120;

export type LazyUserManager = SignInClient &
  AuthClient & {
    /** Loads the library in time for the stored token's renewal (at once if it is due). */
    loadBeforeRenewal(): void;
  };

export function createLazyUserManager(
  config: RuntimeConfig,
  origin: string,
  storage: Storage = window.sessionStorage,
  load: () => Promise<UserManager> = () =>
    import('./userManager').then(({ createUserManager }) => createUserManager(config, origin)),
): LazyUserManager {
  let loaded: UserManager | undefined;
  let loading: Promise<UserManager> | undefined;
  const manager = () =>
    (loading ??= load().then((userManager) => {
      loaded = userManager;
      return userManager;
    }));

  return {
    async getUser() {
      if (loaded) return loaded.getUser();
      return readStoredUser(storage, config.oidcAuthority, config.oidcClientId);
    },
    signinCallback: async (url) => (await manager()).signinCallback(url),
    signoutCallback: async (url) => (await manager()).signoutCallback(url),
    signinSilent: async () => (await manager()).signinSilent(),
    signinRedirect: async (args) => (await manager()).signinRedirect(args),
    signoutRedirect: async (args) => (await manager()).signoutRedirect(args),
    removeUser: async () => (await manager()).removeUser(),
    loadBeforeRenewal() {
      const user = readStoredUser(storage, config.oidcAuthority, config.oidcClientId);
      const dueInS = (user?.expires_at ?? 0) - Date.now() / 1000 - LOAD_BEFORE_EXPIRY_S;
      // A failed load (offline) leaves the token to expire: the next request then logs out.
      setTimeout(() => void manager().catch(() => undefined), Math.max(0, dueInS) * 1000);
    },
  };
}
