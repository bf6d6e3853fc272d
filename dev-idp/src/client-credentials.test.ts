// The client-credentials grant of the integration client (issue 14): a Keycloak-shaped token for
// its service account with the right secret, none with a wrong one or for a public client.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { subjectFor } from './accounts.ts';
import { startDevIdp, type DevIdp } from './index.ts';
import { INTEGRATION_CLIENT } from './testing.ts';

// The realm file's client and its development-only secret (README 'Service accounts').
const { id: CLIENT_ID, secret: SECRET } = INTEGRATION_CLIENT;

type ServiceAccountClaims = JWTPayload & {
  typ: string;
  azp: string;
  scope: string;
  preferred_username: string;
  client_id: string;
  realm_access: { roles: string[] };
  resource_access: Record<string, { roles: string[] }>;
};

describe('dev-idp client-credentials grant', () => {
  let idp: DevIdp;
  let tokenEndpoint: string;
  let jwks: ReturnType<typeof createRemoteJWKSet>;

  before(async () => {
    idp = await startDevIdp({ port: 0 });
    const response = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as {
      token_endpoint: string;
      jwks_uri: string;
      grant_types_supported: string[];
    };
    assert.ok(discovery.grant_types_supported.includes('client_credentials'));
    tokenEndpoint = discovery.token_endpoint;
    jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
  });
  after(() => idp.close());

  const basic = (id: string, secret: string) =>
    `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

  function requestToken(body: Record<string, string>, authorization?: string) {
    return fetch(tokenEndpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(authorization ? { authorization } : {}),
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', ...body }),
    });
  }

  it('issues a Keycloak-shaped access token for the service account with the right secret', async () => {
    const response = await requestToken({}, basic(CLIENT_ID, SECRET));
    assert.equal(response.status, 200);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 300);
    // Keycloak gives a service account no refresh token and no ID token by default.
    assert.equal(body.refresh_token, undefined);
    assert.equal(body.id_token, undefined);

    const token = body.access_token as string;
    assert.deepEqual(decodeProtectedHeader(token), {
      alg: 'RS256',
      typ: 'JWT',
      kid: decodeProtectedHeader(token).kid,
    });
    const { payload } = await jwtVerify<ServiceAccountClaims>(token, jwks, {
      issuer: idp.issuer,
      audience: 'cost-steering-api',
    });
    assert.deepEqual(payload.aud, ['cost-steering-api', 'account']);
    assert.equal(payload.azp, CLIENT_ID);
    assert.equal(payload.client_id, CLIENT_ID);
    assert.equal(payload.typ, 'Bearer');
    assert.equal(payload.scope, 'profile email');
    assert.equal(payload.preferred_username, 'service-account-cost-steering-integration');
    assert.equal(
      payload.sub,
      subjectFor('cost-steering', 'service-account-cost-steering-integration'),
    );
    assert.equal(payload.exp! - payload.iat!, 300);
    // The read roles of the realm file, with what the default role holds.
    assert.deepEqual([...payload.realm_access.roles].sort(), [
      'default-roles-cost-steering',
      'offline_access',
      'uma_authorization',
      'view-all-product',
      'view-product-hierarchy',
    ]);
    assert.deepEqual(payload.resource_access, {
      account: { roles: ['view-profile', 'manage-account'] },
    });
    // A service account has no person: no name, no e-mail, no groups.
    for (const claim of ['name', 'given_name', 'family_name', 'email', 'groups']) {
      assert.equal(payload[claim], undefined, claim);
    }
  });

  it('accepts the secret in the request body as Keycloak does', async () => {
    const response = await requestToken({ client_id: CLIENT_ID, client_secret: SECRET });
    assert.equal(response.status, 200);
    const { access_token } = (await response.json()) as { access_token: string };
    const { payload } = await jwtVerify<ServiceAccountClaims>(access_token, jwks, {
      issuer: idp.issuer,
      audience: 'cost-steering-api',
    });
    assert.equal(payload.preferred_username, 'service-account-cost-steering-integration');
  });

  for (const [what, form, authorization] of [
    ['a wrong secret', {}, basic(CLIENT_ID, 'not-the-secret')],
    ['a wrong secret in the body', { client_id: CLIENT_ID, client_secret: 'not-the-secret' }],
    ['an empty secret', { client_id: CLIENT_ID, client_secret: '' }],
    ['an unknown client', {}, basic('someone-else', SECRET)],
  ] as const) {
    it(`refuses ${what} with invalid_client and no token`, async () => {
      const response = await requestToken(form, authorization);
      assert.equal(response.status, 401);
      const body = (await response.json()) as Record<string, unknown>;
      assert.equal(body.error, 'invalid_client');
      assert.equal(body.access_token, undefined);
    });
  }

  it('refuses the grant without any client authentication', async () => {
    const response = await requestToken({ client_id: CLIENT_ID });
    assert.equal(response.status, 401);
    assert.equal(((await response.json()) as { error: string }).error, 'invalid_client');
  });

  it('refuses the grant to the public web client', async () => {
    const response = await requestToken({ client_id: 'cost-steering-web' });
    assert.equal(response.status, 400);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.error_description, 'requested grant type is not allowed for this client');
    assert.equal(body.access_token, undefined);
  });

  it('gives the integration client no sign-in (no authorization code flow)', async () => {
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: 'http://localhost:4000/',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const response = await fetch(`${idp.issuer}/protocol/openid-connect/auth?${query}`, {
      redirect: 'manual',
    });
    assert.equal(response.status, 400);
    assert.doesNotMatch(await response.text(), /kc-form-login/);
  });
});
