import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { startTestIssuer, type TestIssuer } from './testing.ts';

describe('test issuer', () => {
  let testIssuer: TestIssuer;
  before(async () => {
    testIssuer = await startTestIssuer();
  });
  after(() => testIssuer.close());

  it('mints a Keycloak-shaped token for a demo user that verifies through discovery and JWKS', async () => {
    const discovery = (await (
      await fetch(`${testIssuer.issuer}/.well-known/openid-configuration`)
    ).json()) as { jwks_uri: string };
    const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
    const { payload } = await jwtVerify(await testIssuer.mintFor('pfm'), jwks, {
      issuer: testIssuer.issuer,
      audience: testIssuer.audience,
    });
    assert.equal(payload.preferred_username, 'pfm');
    assert.deepEqual(payload.groups, ['Product Family Manager']);
    assert.deepEqual((payload.realm_access as { roles: string[] }).roles, [
      'default-roles-cost-steering',
      'offline_access',
      'uma_authorization',
      'view-product-hierarchy',
    ]);
  });

  it('signs a forged token with a key the JWKS does not hold', async () => {
    const jwks = createRemoteJWKSet(new URL(`${testIssuer.issuer}/protocol/openid-connect/certs`));
    await assert.rejects(jwtVerify(await testIssuer.mintForged({ username: 'x' }), jwks));
  });
});
