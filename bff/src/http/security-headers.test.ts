// The security headers a browser sees on each kind of response of the bff.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startTestIssuer } from '@cost-steering/dev-idp/testing';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { startBff } from '../server.ts';
import { listen } from '../testing/http-server.ts';
import { BASE_HELMET_OPTIONS, baseSecurityHeaders } from './security-headers.ts';

const issuer = await startTestIssuer();
const closedPort = await listen(() => undefined);
await closedPort.close();

const dir = await mkdtemp(join(tmpdir(), 'bff-headers-'));
const webDist = join(dir, 'web');
const playground = join(dir, 'playground');
await mkdir(webDist, { recursive: true });
await mkdir(playground, { recursive: true });
// What the web's build writes (vite html.cspNonce): a meta tag and nonce attributes.
await writeFile(
  join(webDist, 'index.html'),
  '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__">' +
    '<script type="module" src="/assets/app.js" nonce="__CSP_NONCE__"></script><title>web app</title>',
);
await writeFile(join(playground, 'index.html'), '<!doctype html><title>playground page</title>');

let url = '';
let close = async () => {};
before(async () => {
  const bff = await startBff({
    port: 0,
    host: '127.0.0.1',
    restApiUrl: closedPort.url,
    oidcIssuer: issuer.issuer,
    oidcAudience: issuer.audience,
    webDistDir: webDist,
    playgroundDir: playground,
    logLevel: 'silent',
  });
  url = bff.url;
  close = bff.close;
});
after(async () => {
  await close();
  await issuer.close();
});

/** The Content-Security-Policy as directive → sources. */
function policyOf(response: Response): Record<string, string[]> {
  const header = response.headers.get('content-security-policy');
  assert.ok(header, `no CSP on ${response.url}`);
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

function assertCommonHeaders(response: Response) {
  assert.equal(response.headers.get('referrer-policy'), 'no-referrer', response.url);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', response.url);
  assert.equal(response.headers.get('x-frame-options'), 'DENY', response.url);
  // HSTS belongs to the TLS-terminating proxy (docker/README.md).
  assert.equal(response.headers.get('strict-transport-security'), null, response.url);
}

const issuerOrigin = () => new URL(issuer.issuer).origin;

describe('the web app', () => {
  it('is served with a strict policy whose style nonce is the one in the page', async () => {
    for (const path of ['/', '/create-prodfamily', '/index.html']) {
      const response = await fetch(`${url}${path}`);
      assert.equal(response.status, 200, path);
      assertCommonHeaders(response);
      const html = await response.text();
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
      assert.ok(nonce && nonce !== '__CSP_NONCE__', path);
      assert.doesNotMatch(html, /__CSP_NONCE__/, path);
      assert.deepEqual(policyOf(response), {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'connect-src': ["'self'", issuerOrigin()],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'", issuerOrigin()],
        'style-src': ["'self'", `'nonce-${nonce}'`],
      });
      assert.equal(response.headers.get('cache-control'), 'no-store', path);
    }
  });

  it('gets a fresh nonce on every response', async () => {
    const first = policyOf(await fetch(`${url}/`))['style-src'];
    const second = policyOf(await fetch(`${url}/`))['style-src'];
    assert.notDeepEqual(first, second);
  });
});

describe('the playground', () => {
  it('allows inline styles (its editor injects them) but scripts from the origin only', async () => {
    const response = await fetch(`${url}/graphiql/`);
    assert.equal(response.status, 200);
    assertCommonHeaders(response);
    const policy = policyOf(response);
    assert.deepEqual(policy['style-src'], ["'self'", "'unsafe-inline'"]);
    assert.deepEqual(policy['script-src'], ["'self'"]);
    assert.deepEqual(policy['connect-src'], ["'self'", issuerOrigin()]);
    assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
    assert.deepEqual(policy['object-src'], ["'none'"]);
  });
});

describe('the API and the files', () => {
  const apiPolicy = {
    'default-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  };

  it('answers /graphql with a policy that lets nothing load', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    assert.equal(response.status, 401);
    assertCommonHeaders(response);
    assert.deepEqual(policyOf(response), apiPolicy);
  });

  it('answers the file routes, the runtime config and unknown paths the same way', async () => {
    for (const path of ['/files/activity-log', '/app-config.json', '/healthz', '/files/unknown']) {
      const response = await fetch(`${url}${path}`);
      assertCommonHeaders(response);
      assert.deepEqual(policyOf(response), apiPolicy, path);
    }
  });
});

describe('the headers of every response', () => {
  /** The headers a server with `headers` in front of a JSON answer sends, Date left out. */
  async function headersOf(headers: RequestHandler): Promise<Record<string, string>> {
    const app = express();
    app.use(headers);
    app.get('/', (_req, res) => {
      res.json({ ok: true });
    });
    const server = await listen(app);
    try {
      const response = await fetch(server.url);
      await response.arrayBuffer();
      const sent = Object.fromEntries(response.headers);
      delete sent.date;
      return sent;
    } finally {
      await server.close();
    }
  }

  it('are exactly those helmet itself sets, worked out once', async () => {
    assert.deepEqual(
      await headersOf(baseSecurityHeaders()),
      await headersOf(helmet(BASE_HELMET_OPTIONS)),
    );
  });
});
