// The two things the rest of the app needs from the identity provider: the current access token
// and a logout that happens once, however many failing requests ask for it at the same time.
// An expired token is renewed with the refresh token before the request leaves: after a laptop's
// sleep, or a background tab whose timers were held back, the library's own renewal has not run
// yet, and a request without a token would log the user out and lose the form they were filling.
import type { StoredUser } from '../../early/storedUser';

export interface AuthSession {
  getAccessToken(): Promise<string | undefined>;
  logout(): void;
}

/** The part of oidc-client-ts' UserManager this uses (lazyUserManager.ts; a fake in tests). */
export interface AuthClient {
  getUser(): Promise<Pick<StoredUser, 'access_token' | 'expired' | 'refresh_token'> | null>;
  /** Renews with the refresh token (one renewal at a time: userManager.ts). */
  signinSilent(): Promise<Pick<StoredUser, 'access_token' | 'expired'> | null>;
  signoutRedirect(args: { post_logout_redirect_uri: string; state: unknown }): Promise<void>;
  removeUser(): Promise<void>;
}

export function createAuthSession(userManager: AuthClient, origin: string): AuthSession {
  let loggingOut = false;
  return {
    async getAccessToken() {
      const user = await userManager.getUser();
      if (user && !user.expired) return user.access_token;
      if (!user?.refresh_token) return undefined;
      const renewed = await userManager.signinSilent().catch((error: unknown) => {
        // The identity provider could not be reached (fetch's TypeError): the request fails as
        // an unanswered one (status 0, spec §4), not as a refused renewal that sends no token.
        if (error instanceof TypeError) throw error;
        return null;
      });
      return renewed && !renewed.expired ? renewed.access_token : undefined;
    },
    logout() {
      if (loggingOut) return;
      loggingOut = true;
      // The next sign-in opens the address the session ended on (signIn.ts), as a reload does.
      const { pathname, search, hash } = window.location;
      const returnTo = pathname + search + hash;
      userManager
        .signoutRedirect({ post_logout_redirect_uri: `${origin}/`, state: { returnTo } })
        .catch(async () => {
          // Identity provider unreachable: drop the local session so the next load signs in
          // again, here (a reload: assigning the same address with a #hash would not load).
          await userManager.removeUser().catch(() => undefined);
          window.location.reload();
        });
    },
  };
}
