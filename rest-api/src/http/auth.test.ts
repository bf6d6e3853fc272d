import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
import { startTestRestApi } from '../testing/rest-api.ts';
import { startTestContext, type TestContext } from '../testing/support.ts';

describe('bearer token check', () => {
  let context: TestContext;
  before(async () => {
    context = await startTestContext();
  });
  after(() => context.close());

  const expectUnauthenticated = (reply: { status: number; body: unknown; headers: Headers }) => {
    assert.equal(reply.status, 401);
    assert.equal((reply.body as { code: string }).code, 'UNAUTHENTICATED');
    assert.equal((reply.body as { status: number }).status, 401);
    assert.match(reply.headers.get('www-authenticate') ?? '', /^Bearer /);
  };

  it('answers 401 without a token', async () => {
    expectUnauthenticated(await context.withAuthorization(undefined).get('/currencies'));
  });

  it('answers 401 for a header that is not a bearer token', async () => {
    expectUnauthenticated(await context.withAuthorization('Basic YWRtaW46YWRtaW4=').get('/sbu'));
    expectUnauthenticated(await context.withAuthorization('Bearer not-a-jwt').get('/sbu'));
  });

  it('answers 401 for a token signed by a key outside the JWKS', async () => {
    const forged = await context.issuer.mintForged({
      username: 'admin',
      roles: ['edit-product-family'],
    });
    expectUnauthenticated(await context.withAuthorization(`Bearer ${forged}`).get('/sbu'));
  });

  it('answers 401 for an expired token, saying so', async () => {
    const expired = await context.issuer.mintFor('admin', { expiresIn: -60 });
    const reply = await context.withAuthorization(`Bearer ${expired}`).get('/sbu');
    expectUnauthenticated(reply);
    assert.equal((reply.body as { message: string }).message, 'The token has expired.');
  });

  it('answers 401 for a token meant for another audience or from another issuer', async () => {
    const otherAudience = await context.issuer.mintFor('admin', { audience: 'account' });
    expectUnauthenticated(await context.withAuthorization(`Bearer ${otherAudience}`).get('/sbu'));
    const otherIssuer = await context.issuer.mintFor('admin', {
      issuer: 'http://127.0.0.1:1/realms/elsewhere',
    });
    expectUnauthenticated(await context.withAuthorization(`Bearer ${otherIssuer}`).get('/sbu'));
  });

  it('answers 401 for a token without preferred_username', async () => {
    const nameless = await context.issuer.mint({ username: '' });
    expectUnauthenticated(await context.withAuthorization(`Bearer ${nameless}`).get('/sbu'));
  });

  it('accepts a valid token of any user, even one without roles', async () => {
    const reply = await context.as('viewer').get('/sbu');
    assert.equal(reply.status, 200);
  });

  it('serves health and readiness without a token', async () => {
    const health = await context.withAuthorization(undefined).get('/healthz');
    assert.deepEqual([health.status, health.body], [200, { status: 'ok' }]);
    const ready = await context.withAuthorization(undefined).get('/readyz');
    assert.deepEqual([ready.status, ready.body], [200, { status: 'ok' }]);
  });

  it('echoes the caller request id and makes one up otherwise', async () => {
    const given = await fetch(`${context.api.url}/healthz`, {
      headers: { 'x-request-id': 'bff-1234' },
    });
    assert.equal(given.headers.get('x-request-id'), 'bff-1234');
    const made = await fetch(`${context.api.url}/healthz`);
    assert.match(made.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });

  it('answers an unknown path with the contract error body', async () => {
    const reply = await context.as('viewer').get('/no-such-thing');
    assert.equal(reply.status, 404);
    assert.deepEqual(reply.body, {
      status: 404,
      code: 'NOT_FOUND',
      message: 'Resource not found.',
    });
  });

  it('answers malformed JSON with 400 VALIDATION', async () => {
    const reply = await context.as('controller').post('/productfamilies', '{"name": ');
    assert.equal(reply.status, 400);
    assert.deepEqual(reply.body, {
      status: 400,
      code: 'VALIDATION',
      message: 'Malformed JSON body.',
    });
  });

  it('fetches the keys from OIDC_JWKS_URL when the issuer URL is not reachable from here', async () => {
    const issuer = await startTestIssuer();
    const unreachableIssuer = 'http://127.0.0.1:9/realms/cost-steering';
    const api = await startTestRestApi({
      issuer: unreachableIssuer,
      audience: issuer.audience,
      jwksUrl: `${issuer.issuer}/protocol/openid-connect/certs`,
    });
    try {
      const token = await issuer.mint({ username: 'viewer' }, { issuer: unreachableIssuer });
      const reply = await fetch(`${api.url}/currencies`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(reply.status, 200);
    } finally {
      await api.close();
      await issuer.close();
    }
  });
});
