// oidc-provider configured to behave like the Keycloak realm of docker/keycloak/realm.json:
// Keycloak's endpoint paths, the realm's public clients with their redirect patterns, PKCE,
// refresh tokens without offline_access, and JWT access tokens with Keycloak's claims.
import Provider, {
  errors,
  type ClientMetadata,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Accounts } from './accounts.ts';
import type { SigningKeys } from './keys.ts';
import { LOGOUT_CSP, logoutPage, messagePage, PAGE_CSP } from './pages.ts';
import {
  matchesRedirectPattern,
  type Realm,
  type RealmClient,
  type RealmServiceClient,
} from './realm.ts';

/** Keycloak's endpoints below the issuer. */
export const KEYCLOAK_ROUTES = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  end_session: '/protocol/openid-connect/logout',
} as const;

export const LOGIN_ACTIONS_PATH = '/login-actions';

/**
 * Keycloak clients send no resource indicator; every access token is for the API. oidc-provider
 * needs an absolute URI to name it; the token's `aud` is then set to the realm's audiences.
 */
const API_RESOURCE = 'urn:cost-steering:api';
const API_SCOPES = 'openid profile email offline_access';

const USER_CLAIMS = [
  'sub',
  'preferred_username',
  'name',
  'given_name',
  'family_name',
  'email',
  'email_verified',
  'realm_access',
  'resource_access',
  'groups',
];

export interface ProviderOptions {
  issuer: string;
  realm: Realm;
  accounts: Accounts;
  signingKeys: SigningKeys;
  cookieKeys: string[];
}

function clientMetadata(client: RealmClient): ClientMetadata {
  return {
    client_id: client.clientId,
    token_endpoint_auth_method: 'none',
    application_type: 'web',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // Keycloak patterns ('…/*') are kept as they are and matched by the override below.
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
  };
}

/** A confidential client that only gets tokens for its service account. */
function serviceClientMetadata(client: RealmServiceClient): ClientMetadata {
  return {
    client_id: client.clientId,
    client_secret: client.secret,
    // Keycloak's client-secret authenticator takes the secret in the header or in the body;
    // oidc-provider accepts either for a client registered with one of the two.
    token_endpoint_auth_method: 'client_secret_basic',
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
  };
}

/** Keycloak's default client scopes profile and email, named in a service account's token. */
const SERVICE_ACCOUNT_SCOPE = 'profile email';

function corsAllowed(clients: RealmClient[], clientId: string, origin: string): boolean {
  const client = clients.find((candidate) => candidate.clientId === clientId);
  return !!client && (client.webOrigins.includes('*') || client.webOrigins.includes(origin));
}

function sendPage(ctx: KoaContextWithOIDC, html: string, csp = PAGE_CSP) {
  ctx.type = 'html';
  ctx.set('content-security-policy', csp);
  ctx.body = html;
}

export function createProvider({
  issuer,
  realm,
  accounts,
  signingKeys,
  cookieKeys,
}: ProviderOptions): Provider {
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const displayName = realm.displayName;
  const accessTokenTtl = realm.accessTokenLifespanSeconds;

  const configuration: Configuration = {
    clients: [
      ...realm.clients.map(clientMetadata),
      ...realm.serviceClients.map(serviceClientMetadata),
    ],
    jwks: signingKeys as Configuration['jwks'],
    routes: KEYCLOAK_ROUTES,
    cookies: {
      // Cookies ignore ports: names of our own so they never meet the app's on localhost.
      names: {
        session: 'dev_idp_session',
        interaction: 'dev_idp_interaction',
        resume: 'dev_idp_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', path: mountPath },
      short: { httpOnly: true, sameSite: 'lax' },
      keys: cookieKeys,
    },
    claims: {
      // Keycloak's client mappers and default scopes (profile, email, roles) put every user claim
      // into the tokens whatever scope the client asks for: so does this provider.
      openid: USER_CLAIMS,
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Keycloak needs redirect_uri when the client has patterns; never fall back to a pattern.
    allowOmittingSingleRegisteredRedirectUri: false,
    // What the realm's clients use: code flow for the public ones, a client secret for the
    // confidential service-account clients (client-credentials grant).
    responseTypes: ['code'],
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    features: {
      clientCredentials: { enabled: true },
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      // Replaced by an own route that accepts the JWT access tokens, as Keycloak's does.
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => sendPage(ctx, logoutPage(displayName, form), LOGOUT_CSP),
        postLogoutSuccessSource: (ctx) =>
          sendPage(ctx, messagePage(displayName, 'You are logged out', 'You are logged out.')),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience: realm.apiAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: accessTokenTtl,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    discovery: {
      userinfo_endpoint: `${issuer}${KEYCLOAK_ROUTES.userinfo}`,
    },
    // Keycloak gives the web client refresh tokens without the offline_access scope.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // First-party clients: no consent screen. The grant covers what the client asked for.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const clientId = oidc.client!.clientId;
      const accountId = oidc.session!.accountId!;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      // A grant of another account (a different user signed in here) is never reused.
      const grant =
        existing?.accountId === accountId
          ? existing
          : new oidc.provider.Grant({ clientId, accountId });
      const requested = [...oidc.requestParamScopes];
      grant.addOIDCScope(requested.filter((scope) => oidc.requestParamOIDCScopes.has(scope)));
      for (const [indicator, server] of Object.entries(oidc.resourceServers ?? {})) {
        grant.addResourceScope(
          indicator,
          requested.filter((scope) => server.scopes.has(scope)),
        );
      }
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin, client) => corsAllowed(realm.clients, client.clientId, origin),
    findAccount(_ctx, sub) {
      const user = accounts.bySubject(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => ({ ...accounts.claimsOf(user) }) };
    },
    formats: {
      customizers: {
        // Shape access tokens like Keycloak's (header typ JWT, azp, typ Bearer, user claims).
        jwt(_ctx, token, jwt) {
          const user = 'accountId' in token ? accounts.bySubject(token.accountId) : undefined;
          const client = realm.clients.find((candidate) => candidate.clientId === token.clientId);
          const serviceAccount =
            token.kind === 'ClientCredentials'
              ? realm.serviceClients.find((candidate) => candidate.clientId === token.clientId)
              : undefined;
          const claims = user
            ? accounts.claimsOf(user)
            : serviceAccount && {
                ...accounts.serviceAccountClaimsOf(serviceAccount.clientId),
                scope: SERVICE_ACCOUNT_SCOPE,
              };
          const holder = user ?? serviceAccount?.serviceAccount;
          jwt.header = { typ: 'JWT' };
          delete jwt.payload.client_id;
          Object.assign(jwt.payload, {
            aud: [realm.apiAudience, ...Object.keys(holder?.clientRoles ?? {})],
            typ: 'Bearer',
            azp: token.clientId,
            ...('sid' in token && token.sid ? { sid: token.sid } : {}),
            ...(client ? { 'allowed-origins': client.webOrigins } : {}),
            ...claims,
          });
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${mountPath}${LOGIN_ACTIONS_PATH}/${interaction.uid}`,
    },
    renderError(ctx, out) {
      const message = out.error_description ?? out.error ?? 'Unexpected error';
      sendPage(ctx, messagePage(displayName, 'We are sorry...', message));
    },
    rotateRefreshToken: true,
    ttl: {
      AccessToken: accessTokenTtl,
      IdToken: accessTokenTtl,
      AuthorizationCode: 60,
      // Keycloak's refresh tokens live as long as the session may stay idle; each use renews it.
      RefreshToken: realm.ssoSessionIdleTimeoutSeconds,
      Interaction: 30 * 60,
      Session: realm.ssoSessionMaxLifespanSeconds,
      Grant: realm.ssoSessionMaxLifespanSeconds,
    },
  };

  const provider = new Provider(issuer, configuration);

  // Keycloak's realm leaves 'Revoke Refresh Token' off: each refresh returns a new refresh token
  // and the one used stays valid until it expires. oidc-provider marks it consumed and revokes the
  // whole grant when it comes again — two tabs holding one session (a duplicated tab copies the
  // sessionStorage) renewed together, and both were signed out at their next renewal.
  provider.RefreshToken.prototype.consume = async () => undefined;

  // Keycloak compares redirect URIs with its patterns: exact, or a prefix ending in '*'.
  const allowedBy = (patterns: string[] | undefined, uri: string) =>
    (patterns ?? []).some((pattern) => matchesRedirectPattern(pattern, uri));
  provider.Client.prototype.redirectUriAllowed = function (this: { redirectUris?: string[] }, uri) {
    return allowedBy(this.redirectUris, uri);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (
    this: { postLogoutRedirectUris?: string[] },
    uri,
  ) {
    return allowedBy(this.postLogoutRedirectUris, uri);
  };
  return provider;
}
