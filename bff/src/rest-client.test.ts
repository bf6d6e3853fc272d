import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { IncomingHttpHeaders } from 'node:http';
import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { TEXTS } from '@cost-steering/schema';
import { RestUserError } from './errors.ts';
import { RestClient, nullIfNotFound } from './rest-client.ts';
import { listen, startHangingServer } from './testing/http-server.ts';

const silent = pino({ level: 'silent' });

/** An upstream answering each path with the status and body the path names. */
const replies: Record<string, [number, unknown]> = {
  '/ok': [200, { hello: 'world' }],
  '/unauthenticated': [401, { status: 401, code: 'UNAUTHENTICATED', message: 'no' }],
  '/forbidden': [403, { status: 403, code: 'FORBIDDEN', message: TEXTS.forbiddenServer }],
  '/missing': [404, { status: 404, code: 'NOT_FOUND', message: 'Family not found' }],
  '/invalid': [
    400,
    {
      status: 400,
      code: 'VALIDATION',
      message: 'Name is required',
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'year', message: 'Year must be between 1900 and 3000' },
      ],
    },
  ],
  '/duplicate': [
    409,
    { status: 409, code: 'DUPLICATE_NAME', message: TEXTS.familyDuplicateServer, field: 'name' },
  ],
  '/over-budget': [422, { status: 422, code: 'OVER_BUDGET', message: 'Over budget' }],
  '/not-an-object': [
    400,
    {
      status: 400,
      code: 'VALIDATION',
      message: 'The request body must be a JSON object',
      field: '',
      errors: [{ field: '', message: 'The request body must be a JSON object' }],
    },
  ],
  '/too-large': [413, { status: 413, code: 'VALIDATION', message: 'Request body is too large.' }],
  '/broken': [500, { status: 500, code: 'INTERNAL', message: 'secret stack trace' }],
};
let lastHeaders: IncomingHttpHeaders = {};
const upstream = await listen((req, res) => {
  lastHeaders = req.headers;
  const [status, body] = replies[req.url ?? ''] ?? [404, {}];
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});
const hanging = await startHangingServer();
/** Sends its headers and a first line, then stalls. */
const stalling = await listen((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.write('first line\n');
});
after(() => Promise.all([upstream.close(), hanging.close(), stalling.close()]));

function client(baseUrl: string, timeoutMs = 2000) {
  return new RestClient({ baseUrl, timeoutMs, token: 'tok-1', requestId: 'req-1', log: silent });
}

async function codeOf(pending: Promise<unknown>): Promise<unknown> {
  try {
    await pending;
  } catch (error) {
    assert.ok(error instanceof GraphQLError, `expected a GraphQLError, got ${String(error)}`);
    return error.extensions.code;
  }
  assert.fail('expected the call to fail');
}

describe('REST client', () => {
  it('forwards the bearer token and the request id', async () => {
    assert.deepEqual(await client(upstream.url).getJson('/ok'), { hello: 'world' });
    assert.equal(lastHeaders.authorization, 'Bearer tok-1');
    assert.equal(lastHeaders['x-request-id'], 'req-1');
  });

  it('maps 401, 403, 404 and 5xx to error codes', async () => {
    const rest = client(upstream.url);
    assert.equal(await codeOf(rest.getJson('/unauthenticated')), 'UNAUTHENTICATED');
    assert.equal(await codeOf(rest.getJson('/forbidden')), 'FORBIDDEN');
    assert.equal(await codeOf(rest.getJson('/missing')), 'NOT_FOUND');
    assert.equal(await codeOf(rest.getJson('/broken')), 'INTERNAL');
  });

  it("uses the spec's text for 403 and hides the details of a 500", async () => {
    const rest = client(upstream.url);
    await assert.rejects(rest.getJson('/forbidden'), { message: TEXTS.forbidden });
    await assert.rejects(rest.getJson('/broken'), { message: 'Internal server error' });
  });

  it('turns 400, 409 and 422 into user errors with every listed problem', async () => {
    const rest = client(upstream.url);
    await assert.rejects(rest.postJson('/invalid', {}), (error) => {
      assert.ok(error instanceof RestUserError);
      assert.deepEqual(error.userErrors, [
        { field: 'name', message: 'Name is required', code: 'VALIDATION' },
        { field: 'year', message: 'Year must be between 1900 and 3000', code: 'VALIDATION' },
      ]);
      return true;
    });
    await assert.rejects(rest.postJson('/duplicate', {}), (error) => {
      assert.ok(error instanceof RestUserError);
      assert.deepEqual(error.userErrors, [
        { field: 'name', message: TEXTS.familyDuplicateServer, code: 'DUPLICATE_NAME' },
      ]);
      return true;
    });
    assert.equal(await codeOf(rest.postJson('/over-budget', {})), 'OVER_BUDGET');
  });

  it('turns any other refusal of the request into a user error, on no field when none is named', async () => {
    const rest = client(upstream.url);
    for (const [path, message] of [
      ['/not-an-object', 'The request body must be a JSON object'],
      ['/too-large', 'Request body is too large.'],
    ]) {
      await assert.rejects(rest.postJson(path!, {}), (error) => {
        assert.ok(error instanceof RestUserError, path);
        assert.deepEqual(error.userErrors, [{ field: null, message, code: 'VALIDATION' }]);
        return true;
      });
    }
  });

  it('gives null for a 404 where null is allowed', async () => {
    assert.equal(await nullIfNotFound(client(upstream.url).getJson('/missing')), null);
  });

  it('reports UPSTREAM_UNAVAILABLE when nothing listens', async () => {
    const closed = await listen(() => undefined);
    await closed.close();
    assert.equal(await codeOf(client(closed.url).getJson('/ok')), 'UPSTREAM_UNAVAILABLE');
  });

  it('reports UPSTREAM_UNAVAILABLE when the upstream never answers', async () => {
    assert.equal(await codeOf(client(hanging.url, 200).getJson('/ok')), 'UPSTREAM_UNAVAILABLE');
  });

  it('bounds the whole exchange: a body that stalls after its headers is cut at the timeout', async () => {
    const lines: Array<{ msg: string; err?: { type?: string; name?: string } }> = [];
    const log = pino({}, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const rest = new RestClient({
      baseUrl: stalling.url,
      timeoutMs: 200,
      token: 't',
      requestId: 'r',
      log,
    });
    assert.equal(await codeOf(rest.getJson('/stalls')), 'UPSTREAM_UNAVAILABLE');
    // The same reason as AbortSignal.timeout's, so the log line names the timeout.
    assert.deepEqual(
      lines.map((line) => [line.msg, line.err?.name]),
      [['REST API response body was cut off', 'TimeoutError']],
    );
  });

  it('reports UPSTREAM_UNAVAILABLE when a stream stalls before its headers', async () => {
    assert.equal(await codeOf(client(hanging.url, 200).openStream('/ok')), 'UPSTREAM_UNAVAILABLE');
  });

  it('cuts a stream that stalls after its first chunk instead of hanging', async () => {
    const response = await client(stalling.url, 200).openStream('/log');
    assert.equal(response.status, 200);
    await assert.rejects(response.text());
  });
});
