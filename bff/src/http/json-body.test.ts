import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import express, { type RequestHandler } from 'express';
import { listen, type LocalServer } from '../testing/http-server.ts';
import { jsonBody } from './json-body.ts';

const servers: LocalServer[] = [];
after(() => Promise.all(servers.map((server) => server.close())));

/** A server answering with what `parser` made of the body: its status and `req.body`. */
async function echo(parser: RequestHandler) {
  const app = express();
  app.post('/', parser, (req, res) => {
    res.json({ body: req.body ?? null });
  });
  app.use(((error, _req, res, _next) => {
    res.status(error.status).json({ status: error.status });
  }) satisfies express.ErrorRequestHandler);
  const server = await listen(app);
  servers.push(server);
  return async (contentType: string, body: string) => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    return { status: response.status, answer: await response.json() };
  };
}

const bodyParser = await echo(express.json({ limit: '1kb' }));
const ours = await echo(jsonBody('1kb'));

const CASES: Array<[contentType: string, body: string]> = [
  ['application/json', '{"query":"{ me { username } }"}'],
  ['application/json; charset=utf-8', '{"a":1}'],
  ['application/json;charset=utf-8', '[{"a":1}]'],
  ['application/json; charset=UTF-8', '{"a":1}'],
  ['application/json;charset=UTF-8', '{"a":1}'],
  ['Application/JSON', '{"a":1}'],
  ['application/json; charset=latin1', '{"a":1}'],
  ['application/graphql-response+json', '{"a":1}'],
  ['application/jsonx', '{"a":1}'],
  ['text/plain', '{"a":1}'],
  ['application/json', '{"a":'],
  ['application/json', '"just a string"'],
  ['application/json', `{"a":"${'x'.repeat(2000)}"}`],
];

describe('the JSON body of a GraphQL request', () => {
  it('is read exactly as express.json reads it, whatever the content type', async () => {
    for (const [contentType, body] of CASES) {
      assert.deepEqual(
        await ours(contentType, body),
        await bodyParser(contentType, body),
        `${contentType}: ${body.slice(0, 40)}`,
      );
    }
  });
});
