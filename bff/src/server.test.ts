// The HTTP surface of the bff that needs no data: health, runtime config, auth, CSRF, limits,
// batching, static files. The REST API here is a port nobody listens on, or one that never answers.
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
import { startBff, type BffOptions } from './server.ts';
import { codes, graphql } from './testing/graphql.ts';
import { listen, startHangingServer } from './testing/http-server.ts';

const issuer = await startTestIssuer();
const closedPort = await listen(() => undefined);
await closedPort.close();
const hanging = await startHangingServer();

const staticDir = await mkdtemp(join(tmpdir(), 'bff-static-'));
const webDist = join(staticDir, 'web');
const playground = join(staticDir, 'playground');
await mkdir(join(webDist, 'assets'), { recursive: true });
await mkdir(playground, { recursive: true });
await writeFile(join(webDist, 'index.html'), '<!doctype html><title>web app</title>');
await writeFile(join(webDist, 'assets', 'app.js'), 'console.log("app")');
await writeFile(join(playground, 'index.html'), '<!doctype html><title>playground page</title>');

const running: Array<{ close(): Promise<void> }> = [];
async function bff(options: Partial<BffOptions> = {}) {
  const started = await startBff({
    port: 0,
    host: '127.0.0.1',
    restApiUrl: closedPort.url,
    restTimeoutMs: 1000,
    oidcIssuer: issuer.issuer,
    oidcAudience: issuer.audience,
    oidcClientId: 'cost-steering-web',
    webDistDir: webDist,
    playgroundDir: playground,
    logLevel: 'silent',
    ...options,
  });
  running.push(started);
  return started.url;
}

let url = '';
let token = '';
before(async () => {
  url = await bff();
  token = await issuer.mintFor('controller');
});
after(async () => {
  await Promise.all(running.map((server) => server.close()));
  await hanging.close();
  await issuer.close();
});

describe('health and runtime configuration', () => {
  it('answers /healthz with 200', async () => {
    const response = await fetch(`${url}/healthz`);
    assert.equal(response.status, 200);
  });

  it('answers /readyz with 503 while the REST API is unreachable', async () => {
    const response = await fetch(`${url}/readyz`);
    assert.equal(response.status, 503);
  });

  it('serves the OIDC settings of the browser without a token', async () => {
    const response = await fetch(`${url}/app-config.json`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      oidcAuthority: issuer.issuer,
      oidcClientId: 'cost-steering-web',
    });
  });

  it('echoes the caller’s request id and makes one otherwise', async () => {
    const given = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'click-42' } });
    assert.equal(given.headers.get('x-request-id'), 'click-42');
    const made = await fetch(`${url}/healthz`);
    assert.match(made.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });
});

describe('authentication', () => {
  const me = '{ me { username } }';

  it('refuses a request without a token as UNAUTHENTICATED', async () => {
    const response = await graphql(url, me);
    assert.equal(response.status, 401);
    assert.deepEqual(codes(response), ['UNAUTHENTICATED']);
    assert.equal(response.data, undefined);
  });

  it('answers 401 in the GraphQL media type, which Apollo Client 4 reads the code from', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
      },
      body: JSON.stringify({ query: me }),
    });
    assert.equal(response.status, 401);
    assert.match(
      response.headers.get('content-type') ?? '',
      /^application\/graphql-response\+json/,
    );
    const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
    assert.equal(body.errors[0]?.extensions.code, 'UNAUTHENTICATED');
  });

  it('refuses a forged token as UNAUTHENTICATED', async () => {
    const forged = await issuer.mintForged({ username: 'admin', roles: ['edit-product-family'] });
    assert.deepEqual(codes(await graphql(url, me, { token: forged })), ['UNAUTHENTICATED']);
  });

  it('refuses an expired token as UNAUTHENTICATED', async () => {
    const expired = await issuer.mintFor('controller', { expiresIn: -30 });
    assert.deepEqual(codes(await graphql(url, me, { token: expired })), ['UNAUTHENTICATED']);
  });

  it('refuses a token for another audience as UNAUTHENTICATED', async () => {
    const foreign = await issuer.mintFor('controller', { audience: 'account' });
    assert.deepEqual(codes(await graphql(url, me, { token: foreign })), ['UNAUTHENTICATED']);
  });

  it('refuses the activity-log download without a token', async () => {
    const response = await fetch(`${url}/files/activity-log`);
    assert.equal(response.status, 401);
    assert.equal(((await response.json()) as { code: string }).code, 'UNAUTHENTICATED');
  });
});

describe('CSRF prevention', () => {
  const query = encodeURIComponent('{ me { username } }');

  it('refuses a GET without a preflight header', async () => {
    const response = await fetch(`${url}/graphql?query=${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 400);
    assert.match(await response.text(), /Cross-Site Request Forgery/);
  });

  it('refuses a POST with a simple content type', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body: JSON.stringify({ query: '{ me { username } }' }),
      });
      assert.equal(response.status, 400, contentType);
      assert.match(await response.text(), /Cross-Site Request Forgery/);
    }
  });

  it('accepts a GET that carries the preflight header', async () => {
    const response = await fetch(`${url}/graphql?query=${query}`, {
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      data: { me: { username: 'controller' } },
      extensions: { cost: { requested: 2, limit: 2_000_000 } },
    });
  });
});

describe('query cost in the response extensions', () => {
  async function post(body: unknown, bffUrl = url) {
    const response = await fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      data?: unknown;
      errors?: Array<{ extensions: { code: string } }>;
      extensions?: { cost?: { requested: number; limit: number } };
    };
  }

  it('reports the cost and the limit of an answered operation', async () => {
    // me 1 + username 1 + displayName 1.
    const body = await post({ query: '{ me { username displayName } }' });
    assert.deepEqual(body.extensions, { cost: { requested: 3, limit: 2_000_000 } });
  });

  it('multiplies what is below a list by 20 and follows fragments', async () => {
    // currencies 1 + 20 × (id 1 + rate 1) = 41; me 1 + username 1 = 2.
    const body = await post({
      query:
        'query Q { ...Rates me { username } } fragment Rates on Query { currencies { id rate } }',
      operationName: 'Q',
    });
    assert.deepEqual(body.extensions?.cost, { requested: 43, limit: 2_000_000 });
  });

  it('costs a page as an object whose items are a list (the README example)', async () => {
    // companies 1 + (items 1 + 20 × (id 1 + name 1)) + totalCount 1 = 43.
    const body = await post({ query: '{ companies { items { id name } totalCount } }' });
    assert.deepEqual(body.extensions?.cost, { requested: 43, limit: 2_000_000 });
  });

  it('costs the named operation of a document with several', async () => {
    const query = 'query A { me { username } } query B { currencies { id } }';
    // currencies 1 + 20 × id 1.
    assert.deepEqual((await post({ query, operationName: 'B' })).extensions?.cost, {
      requested: 21,
      limit: 2_000_000,
    });
  });

  it('reports the cost of a refused operation beside QUERY_TOO_COSTLY', async () => {
    // Innermost products { id } 21; family 23; products 481; family 483; products 9,681;
    // family 9,683; products 193,681; productFamilies 1 + 20 × (1 + 193,681) = 3,873,641.
    const fiveLists =
      '{ productFamilies { id products { id family { id products { id family { id products { id family { id products { id } } } } } } } } }';
    const body = await post({ query: fiveLists });
    assert.deepEqual(
      body.errors?.map((error) => error.extensions.code),
      ['QUERY_TOO_COSTLY'],
    );
    assert.deepEqual(body.extensions?.cost, { requested: 3_873_641, limit: 2_000_000 });
  });

  it('reports the configured limit', async () => {
    const strict = await bff({ limits: { maxCost: 50 } });
    assert.deepEqual((await post({ query: '{ me { username } }' }, strict)).extensions?.cost, {
      requested: 2,
      limit: 50,
    });
  });

  it('reports each operation of a batch on its own', async () => {
    const results = (await post([
      { query: '{ me { username } }' },
      { query: '{ currencies { id } }' },
    ])) as unknown as Array<{ extensions: unknown }>;
    assert.deepEqual(
      results.map((result) => result.extensions),
      [{ cost: { requested: 2, limit: 2_000_000 } }, { cost: { requested: 21, limit: 2_000_000 } }],
    );
  });

  it('reports nothing for a request that does not parse', async () => {
    const body = await post({ query: '{ me { ' });
    assert.equal(body.extensions, undefined);
  });
});

describe('query limits', () => {
  it('refuses too many aliases with TOO_MANY_ALIASES', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `u${i}: me { username }`).join(' ');
    const response = await graphql(url, `{ ${aliases} }`, { token });
    assert.equal(response.status, 400);
    assert.deepEqual(codes(response), ['TOO_MANY_ALIASES']);
  });

  it('refuses a too costly query with QUERY_TOO_COSTLY before calling the REST API', async () => {
    // Five nested lists: the families of products of families … (src/limits/cost.ts).
    const fiveLists =
      '{ productFamilies { id products { id family { id products { id family { id products { id family { id products { id } } } } } } } } }';
    const response = await graphql(url, fiveLists, { token });
    assert.deepEqual(codes(response), ['QUERY_TOO_COSTLY']);
  });

  it('refuses a variable of the wrong type or a missing one as BAD_USER_INPUT naming it', async () => {
    const query = 'query ($limit: Int!) { notifications(limit: $limit) { totalCount } }';
    for (const variables of [{ limit: 'ten' }, {}]) {
      const response = await graphql(url, query, { token, variables });
      assert.equal(response.status, 400);
      assert.deepEqual(codes(response), ['BAD_USER_INPUT']);
      assert.match(response.errors![0]!.message, /\$limit/);
    }
    // A float where a Decimal (an exact string) is asked for: the integrator's usual mistake.
    const decimal = await graphql(
      url,
      'mutation ($input: UpdatePlatformCostInput!) { updatePlatformCost(input: $input) { errors { message } } }',
      { token, variables: { input: { productId: '1', platformCost: 10.5 } } },
    );
    assert.equal(decimal.status, 400);
    assert.deepEqual(codes(decimal), ['BAD_USER_INPUT']);
    assert.match(decimal.errors![0]!.message, /platformCost/);
  });

  it('refuses a too deep query with QUERY_TOO_DEEP', async () => {
    const shallow = await bff({ limits: { maxDepth: 2 } });
    const response = await graphql(shallow, '{ configuration { colors { primary } } }', { token });
    assert.deepEqual(codes(response), ['QUERY_TOO_DEEP']);
  });

  it('answers a batch of up to 10 operations', async () => {
    const batch = Array.from({ length: 10 }, () => ({ query: '{ me { username } }' }));
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    assert.equal(response.status, 200);
    const results = (await response.json()) as unknown[];
    assert.equal(results.length, 10);
    assert.deepEqual(results[9], {
      data: { me: { username: 'controller' } },
      extensions: { cost: { requested: 2, limit: 2_000_000 } },
    });
  });

  it('refuses a batch of 11 operations with BATCH_TOO_LARGE', async () => {
    const batch = Array.from({ length: 11 }, () => ({ query: '{ me { username } }' }));
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    assert.equal(response.status, 400);
    const body = (await response.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    assert.equal(body.errors[0]?.extensions.code, 'BATCH_TOO_LARGE');
    assert.match(body.errors[0]?.message ?? '', /at most 10 operations/);
  });
});

describe('introspection and playground switches', () => {
  const introspection = '{ __schema { queryType { name } } }';

  it('answers introspection and serves GraphiQL by default', async () => {
    const response = await graphql(url, introspection, { token });
    assert.deepEqual(response.data, { __schema: { queryType: { name: 'Query' } } });
    const page = await fetch(`${url}/graphiql/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /playground page/);
  });

  it('refuses introspection and serves no GraphiQL when both are switched off', async () => {
    const locked = await bff({ introspectionEnabled: false, playgroundEnabled: false });
    const response = await graphql(locked, introspection, { token });
    assert.deepEqual(codes(response), ['GRAPHQL_VALIDATION_FAILED']);
    const page = await fetch(`${locked}/graphiql/`);
    assert.notEqual(page.status, 200);
    assert.doesNotMatch(await page.text(), /playground page/);
  });

  it('shows no landing page (it would load a CDN) at /graphql', async () => {
    const response = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    assert.doesNotMatch(response.headers.get('content-type') ?? '', /html/);
  });
});

describe('web app', () => {
  it('serves index.html at / and for client-side routes', async () => {
    for (const path of ['/', '/create-prodfamily', '/notifications']) {
      const response = await fetch(`${url}${path}`);
      assert.equal(response.status, 200, path);
      assert.match(await response.text(), /web app/, path);
    }
  });

  it('serves built assets and a 404 for missing ones', async () => {
    const asset = await fetch(`${url}/assets/app.js`);
    assert.equal(asset.status, 200);
    assert.match(await asset.text(), /console\.log/);
    assert.equal((await fetch(`${url}/assets/missing.js`)).status, 404);
  });

  it('never answers /files or /graphiql paths with the web app', async () => {
    for (const path of ['/files/unknown', '/graphiql/missing']) {
      const response = await fetch(`${url}${path}`);
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(await response.text(), /web app/, path);
    }
  });
});

describe('a REST API that never answers', () => {
  it('yields UPSTREAM_UNAVAILABLE once the REST timeout has passed', async () => {
    const stuck = await bff({ restApiUrl: hanging.url, restTimeoutMs: 300 });
    const response = await graphql(stuck, '{ currencies { id } }', { token });
    assert.deepEqual(codes(response), ['UPSTREAM_UNAVAILABLE']);
  });
});
