// OpenID Connect client of spec §1/§7: authorization code + PKCE (oidc-client-ts always uses
// PKCE for the code flow), tokens in sessionStorage, silent renew with the refresh token.
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../config';

export function createUserManager(config: RuntimeConfig, origin: string): UserManager {
  const userManager = new UserManager({
    authority: config.oidcAuthority,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
  return withOneRenewalAtATime(userManager);
}

/**
 * A request that finds its token expired renews it (authSession.ts) just as the library's own
 * timer may: two refreshes with one refresh token would spend it twice, and an identity provider
 * with one-time refresh tokens (Keycloak with 'Revoke Refresh Token' on) refuses the second. So a
 * renewal asked for while one runs gets that one's result.
 */
export function withOneRenewalAtATime(userManager: UserManager): UserManager {
  const renew = userManager.signinSilent.bind(userManager);
  let renewing: ReturnType<typeof renew> | undefined;
  userManager.signinSilent = (args) =>
    (renewing ??= renew(args).finally(() => {
      renewing = undefined;
    }));
  return userManager;
}
