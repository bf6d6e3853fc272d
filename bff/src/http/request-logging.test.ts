import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import express from 'express';
import { createLogger } from '../logger.ts';
import { listen, type LocalServer } from '../testing/http-server.ts';
import { requestLogging } from './request-logging.ts';

const servers: LocalServer[] = [];
after(() => Promise.all(servers.map((server) => server.close())));

/** A server with the bff's request logging at `level`; each log line, parsed. */
async function loggedServer(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = express();
  app.use(requestLogging(log));
  app.get('/answer', (req, res) => {
    req.log.warn('inside the handler');
    res.json({ ok: true });
  });
  const server = await listen(app);
  servers.push(server);
  return { url: server.url, lines };
}

const finished = () => new Promise((resolve) => setTimeout(resolve, 50));

for (const level of ['info', 'warn']) {
  describe(`request logging at level ${level}`, () => {
    it('echoes the caller’s request id and puts it on the lines of the request', async () => {
      const { url, lines } = await loggedServer(level);
      const response = await fetch(`${url}/answer`, { headers: { 'x-request-id': 'click-7' } });
      assert.equal(response.headers.get('x-request-id'), 'click-7');
      await finished();
      const inside = lines.find((line) => line.msg === 'inside the handler');
      assert.equal(inside?.reqId, 'click-7');
    });

    it('makes an id when the caller sends none or an unusable one', async () => {
      const { url } = await loggedServer(level);
      const response = await fetch(`${url}/answer`, { headers: { 'x-request-id': 'a b' } });
      assert.match(response.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    });
  });
}

describe('the access line', () => {
  it('is written at level info with the request (token redacted) and the response', async () => {
    const { url, lines } = await loggedServer('info');
    await fetch(`${url}/answer`, {
      headers: { 'x-request-id': 'click-8', authorization: 'Bearer secret' },
    });
    await finished();
    const access = lines.find((line) => line.msg === 'request completed');
    assert.ok(access, JSON.stringify(lines));
    assert.equal(access.reqId, 'click-8');
    const req = access.req as { method: string; url: string; headers: Record<string, string> };
    assert.equal(req.method, 'GET');
    assert.equal(req.url, '/answer');
    assert.equal(req.headers.authorization, '[redacted]');
    assert.equal((access.res as { statusCode: number }).statusCode, 200);
  });

  it('is not written above info', async () => {
    const { url, lines } = await loggedServer('warn');
    await fetch(`${url}/answer`);
    await finished();
    assert.deepEqual(
      lines.map((line) => line.msg),
      ['inside the handler'],
    );
  });
});
