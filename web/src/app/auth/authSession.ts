// The two things the rest of the app needs from the identity provider: the current access token
// and a logout that happens once, however many failing requests ask for it at the same time.
import type { StoredUser } from '../../early/storedUser';

export interface AuthSession {
  getAccessToken(): Promise<string | undefined>;
  logout(): void;
}

/** The part of oidc-client-ts' UserManager this uses (lazyUserManager.ts; a fake in tests). */
export interface AuthClient {
  getUser(): Promise<Pick<StoredUser, 'access_token' | 'expired'> | null>;
  signoutRedirect(args: { post_logout_redirect_uri: string }): Promise<void>;
  removeUser(): Promise<void>;
}

export function createAuthSession(userManager: AuthClient, origin: string): AuthSession {
  let loggingOut = false;
  return {
    async getAccessToken() {
      const user = await userManager.getUser();
      return user && !user.expired ? user.access_token : undefined;
    },
    logout() {
      if (loggingOut) return;
      loggingOut = true;
      userManager.signoutRedirect({ post_logout_redirect_uri: `${origin}/` }).catch(async () => {
        // Identity provider unreachable: drop the local session so the next load signs in again.
        await userManager.removeUser().catch(() => undefined);
        window.location.assign(`${origin}/`);
      });
    },
  };
}
