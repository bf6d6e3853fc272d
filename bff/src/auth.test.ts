import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { GraphQLError } from 'graphql';
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
import { createTokenVerifier, userFromClaims } from './auth.ts';
import { listen } from './testing/http-server.ts';

const issuer = await startTestIssuer();
after(() => issuer.close());
const verify = createTokenVerifier({
  issuer: issuer.issuer,
  audience: issuer.audience,
  timeoutMs: 2000,
});

async function codeOf(pending: Promise<unknown>): Promise<unknown> {
  try {
    await pending;
  } catch (error) {
    assert.ok(error instanceof GraphQLError);
    return error.extensions.code;
  }
  assert.fail('expected verification to fail');
}

describe('token verification', () => {
  it('accepts a token of the issuer and reads the user from it', async () => {
    const token = await issuer.mint({
      username: 'pfm',
      roles: ['view-product-hierarchy'],
      groups: ['/Product Family Manager'],
      name: 'Paula Manager',
    });
    assert.deepEqual(await verify(`Bearer ${token}`), {
      username: 'pfm',
      displayName: 'Paula Manager',
      roles: ['view-product-hierarchy'],
      groups: ['Product Family Manager'],
      token,
    });
  });

  it("keeps only the product's roles, not Keycloak's own", async () => {
    const token = await issuer.mint({
      username: 'approver',
      roles: ['offline_access', 'uma_authorization', 'edit-invoice'],
    });
    assert.deepEqual((await verify(`Bearer ${token}`)).roles, ['edit-invoice']);
  });

  it('fetches the keys from OIDC_JWKS_URL when the issuer URL is not reachable from here', async () => {
    const unreachableIssuer = 'http://127.0.0.1:9/realms/cost-steering';
    const viaJwksUrl = createTokenVerifier({
      issuer: unreachableIssuer,
      audience: issuer.audience,
      timeoutMs: 2000,
      jwksUrl: `${issuer.issuer}/protocol/openid-connect/certs`,
    });
    const token = await issuer.mint({ username: 'viewer' }, { issuer: unreachableIssuer });
    assert.equal((await viaJwksUrl(`Bearer ${token}`)).username, 'viewer');
  });

  it('refuses a missing, malformed, forged, expired or foreign token as UNAUTHENTICATED', async () => {
    const subject = { username: 'controller' };
    assert.equal(await codeOf(verify(undefined)), 'UNAUTHENTICATED');
    assert.equal(await codeOf(verify('Basic abc')), 'UNAUTHENTICATED');
    assert.equal(await codeOf(verify('Bearer not-a-jwt')), 'UNAUTHENTICATED');
    assert.equal(
      await codeOf(verify(`Bearer ${await issuer.mintForged(subject)}`)),
      'UNAUTHENTICATED',
    );
    const expired = await issuer.mint(subject, { expiresIn: -60 });
    await assert.rejects(verify(`Bearer ${expired}`), { message: 'The access token has expired.' });
    const otherAudience = await issuer.mint(subject, { audience: 'some-other-api' });
    assert.equal(await codeOf(verify(`Bearer ${otherAudience}`)), 'UNAUTHENTICATED');
    const otherIssuer = await issuer.mint(subject, { issuer: 'http://127.0.0.1:1/realms/other' });
    assert.equal(await codeOf(verify(`Bearer ${otherIssuer}`)), 'UNAUTHENTICATED');
  });

  it('takes a verified token on trust never beyond its expiry', async () => {
    let clock = Date.now();
    const verifyAt = createTokenVerifier({
      issuer: issuer.issuer,
      audience: issuer.audience,
      timeoutMs: 2000,
      now: () => clock,
    });
    const shortLived = await issuer.mint({ username: 'approver' }, { expiresIn: 30 });
    assert.equal((await verifyAt(`Bearer ${shortLived}`)).username, 'approver');
    clock += 29_000;
    assert.equal((await verifyAt(`Bearer ${shortLived}`)).username, 'approver');
    clock += 2_000;
    await assert.rejects(verifyAt(`Bearer ${shortLived}`), {
      message: 'The access token has expired.',
    });
  });

  it('reports UPSTREAM_UNAVAILABLE when the identity provider cannot be reached', async () => {
    const gone = await listen(() => undefined);
    await gone.close();
    const unreachable = createTokenVerifier({
      issuer: `${gone.url}/realms/cost-steering`,
      audience: issuer.audience,
      timeoutMs: 500,
    });
    const token = await issuer.mintFor('controller');
    assert.equal(await codeOf(unreachable(`Bearer ${token}`)), 'UPSTREAM_UNAVAILABLE');
  });
});

describe('user from claims', () => {
  it("drops Keycloak's default role and falls back to the username as display name", () => {
    const user = userFromClaims(
      {
        preferred_username: 'viewer',
        realm_access: { roles: ['default-roles-cost-steering'] },
      },
      't',
    );
    assert.deepEqual(user, {
      username: 'viewer',
      displayName: 'viewer',
      roles: [],
      groups: [],
      token: 't',
    });
  });

  it('refuses claims without a username', () => {
    assert.equal(userFromClaims({ sub: 'x' }, 't'), null);
  });
});
