// The whole browser flow over HTTP against a running provider: authorization with PKCE, the
// sign-in page, token exchange, refresh, and sign-out, with tokens verified like the API does.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { startDevIdp, type DevIdp } from './index.ts';
import { Browser, findForm, pkcePair } from './test-support/browser.ts';

const CLIENT_ID = 'cost-steering-web';
const REDIRECT_URI = 'http://localhost:4000/';
const API_AUDIENCE = 'cost-steering-api';
const DEFAULT_ROLES = ['default-roles-cost-steering', 'offline_access', 'uma_authorization'];

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint: string;
  end_session_endpoint: string;
}

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  error?: string;
  error_description?: string;
}

type KeycloakClaims = JWTPayload & {
  typ: string;
  azp: string;
  scope: string;
  preferred_username: string;
  name: string;
  given_name: string;
  family_name: string;
  email: string;
  realm_access: { roles: string[] };
  groups: string[];
};

describe('dev-idp', () => {
  let idp: DevIdp;
  let discovery: Discovery;
  let jwks: ReturnType<typeof createRemoteJWKSet>;

  before(async () => {
    idp = await startDevIdp({ port: 0 });
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    discovery = (await response.json()) as Discovery;
    jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
  });
  after(() => idp.close());

  function authorizationUrl(params: Record<string, string | undefined>) {
    const query = new URLSearchParams();
    const all: Record<string, string | undefined> = {
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: REDIRECT_URI,
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge_method: 'S256',
      ...params,
    };
    for (const [key, value] of Object.entries(all)) if (value !== undefined) query.set(key, value);
    return `${discovery.authorization_endpoint}?${query}`;
  }

  /** Opens the sign-in page of a new authorization request; returns it and the PKCE verifier. */
  async function openSignInPage(browser: Browser, params: Record<string, string> = {}) {
    const { verifier, challenge } = pkcePair();
    const page = await browser.navigate(authorizationUrl({ code_challenge: challenge, ...params }));
    assert.equal(page.status, 200);
    return { html: await page.text(), verifier };
  }

  /**
   * Submits the sign-in form and follows the provider back to the client. A page on the way is a
   * form that a browser's script posts at once (oidc-provider ends the previous user's session
   * that way when another user signs in): it is posted here too.
   */
  async function submitSignIn(browser: Browser, html: string, username: string, password: string) {
    let response = await browser.submit(idp.url, html, { username, password }, 'kc-form-login');
    if (response.status === 200) return { page: await response.text() };
    for (let hops = 0; hops < 5; hops += 1) {
      assert.equal(response.status, 303);
      const location = new URL(response.headers.get('location')!, idp.url);
      if (location.origin !== new URL(idp.url).origin) return { redirect: location };
      response = await browser.navigate(location.href);
      if (response.status === 200)
        response = await browser.submit(idp.url, await response.text(), {});
    }
    throw new Error('the provider never sent the browser back to the client');
  }

  async function exchange(fields: Record<string, string>, headers: Record<string, string> = {}) {
    return fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }),
    });
  }

  /** Signs in through the page and exchanges the code: what the web app does on load. */
  async function signIn(username: string, browser = new Browser()) {
    const { html, verifier } = await openSignInPage(browser);
    const { redirect } = await submitSignIn(browser, html, username, username);
    assert.ok(redirect, `no redirect after signing in as ${username}`);
    const code = redirect.searchParams.get('code')!;
    const response = await exchange({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    assert.equal(response.status, 200);
    return { browser, tokens: (await response.json()) as TokenResponse };
  }

  const verifyAccessToken = async (token: string) =>
    (await jwtVerify<KeycloakClaims>(token, jwks, { issuer: idp.issuer, audience: API_AUDIENCE }))
      .payload;

  it('publishes Keycloak endpoint paths under the realm issuer', () => {
    assert.equal(discovery.issuer, idp.issuer);
    assert.match(idp.issuer, /\/realms\/cost-steering$/);
    assert.equal(discovery.authorization_endpoint, `${idp.issuer}/protocol/openid-connect/auth`);
    assert.equal(discovery.token_endpoint, `${idp.issuer}/protocol/openid-connect/token`);
    assert.equal(discovery.jwks_uri, `${idp.issuer}/protocol/openid-connect/certs`);
    assert.equal(discovery.userinfo_endpoint, `${idp.issuer}/protocol/openid-connect/userinfo`);
    assert.equal(discovery.end_session_endpoint, `${idp.issuer}/protocol/openid-connect/logout`);
  });

  it("shows a self-contained sign-in page with the realm's name and Keycloak's field ids", async () => {
    const { html } = await openSignInPage(new Browser());
    assert.match(html, /<title>Sign in to Cost Steering<\/title>/);
    assert.match(html, /<label for="username">Username<\/label>/);
    assert.match(html, /<input id="username" name="username" type="text"/);
    assert.match(html, /<label for="password">Password<\/label>/);
    assert.match(html, /<input id="password" name="password" type="password"/);
    assert.match(html, /<button id="kc-login" name="login" type="submit">Sign In<\/button>/);
    assert.doesNotMatch(html, /https?:\/\/(?!localhost|127\.0\.0\.1)/, 'no external resource');
    assert.doesNotMatch(html, /<script/);
  });

  it('answers a wrong password with the page again, the error and the username kept', async () => {
    const browser = new Browser();
    const { html } = await openSignInPage(browser);
    const { page } = await submitSignIn(browser, html, 'controller', 'wrong');
    assert.ok(page);
    assert.match(page, /Invalid username or password\./);
    assert.match(page, /<input id="username" name="username" type="text" value="controller"/);

    const { page: again } = await submitSignIn(browser, page, 'nobody', 'nobody');
    assert.match(again!, /Invalid username or password\./);

    const { redirect } = await submitSignIn(browser, again!, 'controller', 'controller');
    assert.equal(redirect?.origin, 'http://localhost:4000');
    assert.ok(redirect?.searchParams.get('code'));
  });

  it('escapes what it echoes from the form', async () => {
    const browser = new Browser();
    const { html } = await openSignInPage(browser);
    const { page } = await submitSignIn(browser, html, '"><script>alert(1)</script>', 'x');
    assert.doesNotMatch(page!, /<script>alert/);
    assert.match(page!, /value="&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;"/);
  });

  it('redirects back to the client with the code, its state and the issuer', async () => {
    const browser = new Browser();
    const { html } = await openSignInPage(browser, { state: 'abc' });
    const { redirect } = await submitSignIn(browser, html, 'viewer', 'viewer');
    assert.equal(`${redirect!.origin}${redirect!.pathname}`, REDIRECT_URI);
    assert.equal(redirect!.searchParams.get('state'), 'abc');
    assert.equal(redirect!.searchParams.get('iss'), idp.issuer);
  });

  const demoUsers: Array<{ username: string; roles: string[]; groups: string[]; name: string }> = [
    {
      username: 'admin',
      name: 'Ada Admin',
      groups: ['Product Family Manager'],
      roles: [
        'edit-product-family',
        'edit-product-hierarchy',
        'view-product-hierarchy',
        'view-all-product',
        'edit-project-application',
        'edit-purchase-order',
        'edit-cost-unit',
        'edit-purchase-request',
        'approve-purchase-request',
        'edit-invoice',
        'manage-platform',
        'edit_archive_history_logdata',
      ],
    },
    {
      username: 'pfm',
      name: 'Petra Family-Manager',
      groups: ['Product Family Manager'],
      roles: ['view-product-hierarchy'],
    },
    { username: 'viewer', name: 'Vera Viewer', groups: [], roles: [] },
  ];

  for (const user of demoUsers) {
    it(`issues a Keycloak-shaped RS256 access token for ${user.username}`, async () => {
      const { tokens } = await signIn(user.username);
      assert.equal(tokens.token_type, 'Bearer');
      assert.equal(tokens.expires_in, 300);
      const header = decodeProtectedHeader(tokens.access_token);
      assert.equal(header.alg, 'RS256');
      assert.equal(header.typ, 'JWT');

      const claims = await verifyAccessToken(tokens.access_token);
      assert.deepEqual(claims.aud, [API_AUDIENCE, 'account']);
      assert.equal(claims.azp, CLIENT_ID);
      assert.equal(claims.typ, 'Bearer');
      assert.match(
        claims.sub!,
        /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      assert.equal(claims.preferred_username, user.username);
      assert.equal(claims.name, user.name);
      assert.equal(`${claims.given_name} ${claims.family_name}`, user.name);
      assert.equal(claims.email, `${user.username}@cost-steering.example`);
      assert.deepEqual(
        [...claims.realm_access.roles].sort(),
        [...DEFAULT_ROLES, ...user.roles].sort(),
      );
      assert.deepEqual(claims.groups, user.groups);
      assert.deepEqual(claims.scope.split(' ').sort(), ['email', 'openid', 'profile']);
      assert.equal(claims.exp! - claims.iat!, 300);

      const { payload: idToken } = await jwtVerify<KeycloakClaims>(tokens.id_token, jwks, {
        issuer: idp.issuer,
        audience: CLIENT_ID,
      });
      assert.equal(idToken.sub, claims.sub);
      assert.equal(idToken.nonce, 'nonce-1');
      assert.equal(idToken.preferred_username, user.username);
      assert.equal(idToken.name, user.name);
      assert.deepEqual(idToken.realm_access, claims.realm_access);
      assert.deepEqual(idToken.groups, user.groups);
    });
  }

  it('gives the same subject to the same user in every session', async () => {
    const first = await verifyAccessToken((await signIn('pfm')).tokens.access_token);
    const second = await verifyAccessToken((await signIn('pfm')).tokens.access_token);
    const other = await verifyAccessToken((await signIn('viewer')).tokens.access_token);
    assert.equal(first.sub, second.sub);
    assert.notEqual(first.sub, other.sub);
  });

  it('issues a refresh token without offline_access that stays valid after use, as Keycloak', async () => {
    const { tokens } = await signIn('controller');
    assert.ok(tokens.refresh_token);
    const refreshed = await exchange({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    assert.equal(refreshed.status, 200);
    const renewed = (await refreshed.json()) as TokenResponse;
    const claims = await verifyAccessToken(renewed.access_token);
    assert.equal(claims.preferred_username, 'controller');
    assert.ok(claims.realm_access.roles.includes('edit-product-family'));
    assert.notEqual(renewed.refresh_token, tokens.refresh_token);

    // Used again (a duplicated tab renewing with the same token): refreshed, and the session
    // goes on — the renewed token still works (Keycloak's realm: 'Revoke Refresh Token' off).
    const replay = await exchange({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    assert.equal(replay.status, 200);
    const afterReplay = await exchange({
      grant_type: 'refresh_token',
      refresh_token: renewed.refresh_token,
    });
    assert.equal(afterReplay.status, 200);
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const response = await new Browser().navigate(authorizationUrl({}));
    assert.equal(response.status, 303);
    const back = new URL(response.headers.get('location')!);
    assert.equal(back.origin, 'http://localhost:4000');
    assert.equal(back.searchParams.get('error'), 'invalid_request');
    assert.match(back.searchParams.get('error_description')!, /code_challenge/);
  });

  it('refuses the plain PKCE method', async () => {
    const { challenge } = pkcePair();
    const response = await new Browser().navigate(
      authorizationUrl({ code_challenge: challenge, code_challenge_method: 'plain' }),
    );
    const back = new URL(response.headers.get('location')!);
    assert.equal(back.searchParams.get('error'), 'invalid_request');
  });

  for (const [what, verifier] of [
    ['a missing', undefined],
    ['a wrong', pkcePair().verifier],
  ] as const) {
    it(`refuses the code exchange with ${what} PKCE verifier`, async () => {
      const browser = new Browser();
      const { html } = await openSignInPage(browser);
      const { redirect } = await submitSignIn(browser, html, 'viewer', 'viewer');
      const response = await exchange({
        grant_type: 'authorization_code',
        code: redirect!.searchParams.get('code')!,
        redirect_uri: REDIRECT_URI,
        ...(verifier ? { code_verifier: verifier } : {}),
      });
      assert.equal(response.status, 400);
      const body = (await response.json()) as TokenResponse;
      assert.equal(body.error, 'invalid_grant');
      assert.equal(body.access_token, undefined);
    });
  }

  for (const redirectUri of [
    'http://evil.example/',
    'http://localhost:4001/',
    'http://localhost:4000.evil.example/',
  ]) {
    it(`refuses the unregistered redirect_uri ${redirectUri} without redirecting`, async () => {
      const { challenge } = pkcePair();
      const response = await new Browser().navigate(
        authorizationUrl({ code_challenge: challenge, redirect_uri: redirectUri }),
      );
      assert.equal(response.status, 400);
      assert.equal(response.headers.get('location'), null);
      assert.match(await response.text(), /redirect_uri/);
    });
  }

  it("accepts any redirect_uri under the client's patterns, including the Vite port", async () => {
    const browser = new Browser();
    const redirectUri = 'http://localhost:5173/products/7?tab=budget';
    const { html } = await openSignInPage(browser, { redirect_uri: redirectUri });
    const { redirect } = await submitSignIn(browser, html, 'viewer', 'viewer');
    assert.equal(`${redirect!.origin}${redirect!.pathname}`, 'http://localhost:5173/products/7');
    assert.equal(redirect!.searchParams.get('tab'), 'budget');
  });

  it('signs in again without the page while the session lasts', async () => {
    const { browser } = await signIn('approver');
    const { challenge } = pkcePair();
    const response = await browser.navigate(authorizationUrl({ code_challenge: challenge }));
    assert.equal(response.status, 303);
    assert.ok(new URL(response.headers.get('location')!).searchParams.get('code'));
  });

  it('signs in another user in the same browser when the client asks with prompt=login', async () => {
    const { browser } = await signIn('viewer');
    const { html, verifier } = await openSignInPage(browser, { prompt: 'login' });
    const { redirect } = await submitSignIn(browser, html, 'admin', 'admin');
    const response = await exchange({
      grant_type: 'authorization_code',
      code: redirect!.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    assert.equal(response.status, 200);
    const claims = await verifyAccessToken(((await response.json()) as TokenResponse).access_token);
    assert.equal(claims.preferred_username, 'admin');
  });

  it('never shows a consent screen, even when the client asks with prompt=consent', async () => {
    const { browser } = await signIn('requester');
    const { challenge } = pkcePair();
    const response = await browser.navigate(
      authorizationUrl({ code_challenge: challenge, prompt: 'consent' }),
    );
    assert.equal(response.status, 303);
    const back = new URL(response.headers.get('location')!);
    assert.equal(back.origin, 'http://localhost:4000');
    assert.ok(back.searchParams.get('code'));
  });

  it('lets the web origin read token responses (CORS) and no other origin', async () => {
    const allowed = await exchange(
      { grant_type: 'refresh_token', refresh_token: (await signIn('viewer')).tokens.refresh_token },
      { origin: 'http://localhost:4000' },
    );
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://localhost:4000');

    const refused = await exchange(
      { grant_type: 'refresh_token', refresh_token: 'irrelevant' },
      { origin: 'http://evil.example' },
    );
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
  });

  it("answers userinfo with the user's claims for the access token", async () => {
    const { tokens } = await signIn('pfm');
    const response = await fetch(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(response.status, 200);
    const claims = (await response.json()) as KeycloakClaims;
    assert.equal(claims.preferred_username, 'pfm');
    assert.deepEqual(claims.groups, ['Product Family Manager']);

    const anonymous = await fetch(discovery.userinfo_endpoint);
    assert.equal(anonymous.status, 401);
  });

  it('ends the session and redirects to the post-logout URI with the state', async () => {
    const { browser, tokens } = await signIn('admin');
    const logoutUrl = new URL(discovery.end_session_endpoint);
    logoutUrl.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://localhost:4000/',
      state: 'bye',
    }).toString();
    const page = await browser.navigate(logoutUrl.href);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<button id="kc-logout"[^>]*name="logout" value="yes"/);
    assert.deepEqual(Object.keys(findForm(html, 'op.logoutForm').hidden), ['xsrf']);

    const done = await browser.submit(idp.url, html, { logout: 'yes' }, 'op.logoutForm');
    assert.equal(done.status, 303);
    assert.equal(done.headers.get('location'), 'http://localhost:4000/?state=bye');

    const refresh = await exchange({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    assert.equal(refresh.status, 400, 'the refresh token ends with the session');
    await openSignInPage(browser); // the sign-in page again, not a silent redirect
  });

  it('refuses a post-logout URI the client has not registered', async () => {
    const { browser, tokens } = await signIn('viewer');
    const logoutUrl = new URL(discovery.end_session_endpoint);
    logoutUrl.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://evil.example/',
    }).toString();
    const response = await browser.navigate(logoutUrl.href);
    assert.equal(response.status, 400);
    assert.match(await response.text(), /post_logout_redirect_uri/);
  });

  it('answers its health check', async () => {
    const response = await fetch(`${idp.url}/healthz`);
    assert.equal(response.status, 200);
  });
});
