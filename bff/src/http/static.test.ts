// How the built web app reaches browsers: caching, precompressed assets, no source maps.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import express from 'express';
import pino from 'pino';
import { listen, type LocalServer } from '../testing/http-server.ts';
import { acceptedEncodings } from './precompressed.ts';
import { withNonce } from './security-headers.ts';
import { webAppRoutes } from './static.ts';

const script = 'console.log("the first page");'.repeat(20);
const dist = await mkdtemp(join(tmpdir(), 'bff-web-dist-'));
await mkdir(join(dist, 'assets'));
await writeFile(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>web app</title></head><body></body></html>',
);
await writeFile(join(dist, 'assets', 'index-abc.js'), script);
await writeFile(join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
await writeFile(join(dist, 'assets', 'index-abc.js.gz'), gzipSync(script));
await writeFile(join(dist, 'assets', 'plain-abc.js'), 'console.log("no variants")');
// A build made with source maps (e.g. for debugging) still must not serve them.
await writeFile(join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["secret.ts"]}');

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request whose body is not decoded (fetch would undo the content encoding). */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

let server: LocalServer;
before(async () => {
  const app = express();
  app.use(withNonce);
  const runtimeConfig = {
    oidcAuthority: 'http://127.0.0.1:1/realms/cost-steering',
    // A value that tries to close the element: it must stay inside the JSON.
    oidcClientId: 'web</script><script>alert(1)</script>',
  };
  app.use(
    webAppRoutes(
      dist,
      { issuerOrigin: 'http://127.0.0.1:1', runtimeConfig },
      pino({ level: 'silent' }),
    ),
  );
  server = await listen(app);
});
after(() => server.close());

describe('caching', () => {
  it('lets browsers keep hashed assets for good', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await get(`${server.url}/assets/index-abc.js`, {
        'accept-encoding': encoding,
      });
      assert.equal(response.status, 200, encoding);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    const plain = await get(`${server.url}/assets/plain-abc.js`);
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('never lets index.html be cached (it carries a fresh CSP nonce)', async () => {
    for (const path of ['/', '/index.html', '/notifications']) {
      const response = await get(`${server.url}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['cache-control'], 'no-store', path);
    }
  });
});

describe('runtime config in index.html', () => {
  it('writes the OIDC settings into the page as a JSON block no value can break out of', async () => {
    const page = (await get(`${server.url}/`)).body.toString('utf8');
    const block = /<script type="application\/json" id="app-config">(.*?)<\/script><\/head>/.exec(
      page,
    );
    assert.ok(block, page);
    assert.deepEqual(JSON.parse(block[1]!), {
      oidcAuthority: 'http://127.0.0.1:1/realms/cost-steering',
      oidcClientId: 'web</script><script>alert(1)</script>',
    });
    assert.equal(page.match(/<script/g)?.length, 1);
  });
});

describe('precompressed assets', () => {
  it('sends brotli to a browser that accepts it, with the type of the file', async () => {
    const response = await get(`${server.url}/assets/index-abc.js`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers['content-type']), /^text\/javascript/);
    assert.match(String(response.headers.vary), /Accept-Encoding/i);
    assert.ok(response.body.length < script.length);
    assert.equal(brotliDecompressSync(response.body).toString(), script);
  });

  it('sends gzip when brotli is not accepted, and the file itself when neither is', async () => {
    const gzip = await get(`${server.url}/assets/index-abc.js`, {
      'accept-encoding': 'gzip, br;q=0',
    });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), script);

    const identity = await get(`${server.url}/assets/index-abc.js`, {
      'accept-encoding': 'identity',
    });
    assert.equal(identity.headers['content-encoding'], undefined);
    assert.match(String(identity.headers.vary), /Accept-Encoding/i);
    assert.equal(identity.body.toString(), script);
  });

  it('reads Accept-Encoding with its q values', () => {
    assert.deepEqual(
      [...acceptedEncodings('gzip, deflate, br, zstd')],
      ['gzip', 'deflate', 'br', 'zstd'],
    );
    assert.deepEqual([...acceptedEncodings('br;q=0, gzip;q=0.5')], ['gzip']);
    assert.deepEqual([...acceptedEncodings(undefined)], []);
  });
});

describe('source maps', () => {
  it('answers 404 for a .map even when the build wrote one', async () => {
    for (const path of ['/assets/index-abc.js.map', '/assets/missing.js.map', '/x.MAP']) {
      const response = await get(`${server.url}${path}`);
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(response.body.toString(), /secret\.ts/, path);
    }
  });
});
