// Sign-in of the playground (issue 14): authorization code + PKCE through the real sign-in page
// with oidc-client-ts, as the web app does (web/src/app/auth), with the web app's client: the
// playground is served on the same origin, so the client's redirect pattern `<origin>/*` already
// covers `<origin>/graphiql/`. Issuer and client come from the bff's /app-config.json. The user
// is kept where the web app keeps it (sessionStorage, same key), so a web session in this tab is
// reused. The token is renewed with the refresh token before it expires.
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';

interface AppConfig {
  oidcAuthority: string;
  oidcClientId: string;
}

export interface PlaygroundAuth {
  manager: UserManager;
  user: User | null;
  /** Why the return from the sign-in page failed, if it did. */
  problem: string | null;
  /** The current access token, renewed first if it has expired meanwhile; null when signed out. */
  accessToken(): Promise<string | null>;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function renewedIfExpired(manager: UserManager, user: User | null): Promise<User | null> {
  if (!user?.expired) return user;
  // Only with a refresh token: a silent renew without one would frame the sign-in page.
  return user.refresh_token ? manager.signinSilent().catch(() => null) : null;
}

export async function startAuth(): Promise<PlaygroundAuth> {
  const response = await fetch('/app-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/app-config.json answered ${response.status}`);
  const config = (await response.json()) as AppConfig;
  const home = `${window.location.origin}/graphiql/`;
  const manager = new UserManager({
    authority: config.oidcAuthority,
    client_id: config.oidcClientId,
    redirect_uri: home,
    post_logout_redirect_uri: home,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });

  let problem: string | null = null;
  const params = new URLSearchParams(window.location.search);
  if (params.has('state') && (params.has('code') || params.has('error'))) {
    // Back from the sign-in page.
    await manager.signinCallback().catch((error: unknown) => {
      problem = `Sign-in failed: ${reasonOf(error)}`;
    });
    window.history.replaceState(null, '', home);
  } else if (params.has('state')) {
    // Back from the sign-out.
    await manager.signoutCallback().catch(() => undefined);
    window.history.replaceState(null, '', home);
  }

  return {
    manager,
    user: await renewedIfExpired(manager, await manager.getUser()),
    problem,
    accessToken: async () =>
      (await renewedIfExpired(manager, await manager.getUser()))?.access_token ?? null,
  };
}
