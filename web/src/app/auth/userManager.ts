// OpenID Connect client of spec §1/§7: authorization code + PKCE (oidc-client-ts always uses
// PKCE for the code flow), tokens in sessionStorage, silent renew with the refresh token.
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../config';

export function createUserManager(config: RuntimeConfig, origin: string): UserManager {
  return new UserManager({
    authority: config.oidcAuthority,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}
