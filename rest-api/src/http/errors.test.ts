// The error middleware's last line of defence: errors the input guard should have made
// impossible — raised here for real by the test database's driver (pg or PGlite) — reach the
// client as 400 without SQL, and nothing unexpected shows a stack or a message of the server.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  LEAKS,
  request,
  serveRoutes,
  startTestContext,
  type Json,
  type TestContext,
} from '../testing/support.ts';

describe('the error middleware', () => {
  let context: TestContext;
  let url: string;
  let close: () => void;

  before(async () => {
    context = await startTestContext();
    ({ url, close } = await serveRoutes((app) => {
      /** Runs the statement the request names on the test database, as a repository would. */
      app.post('/sql', async (req, res) => {
        const { text, params } = req.body as { text: string; params: unknown[] };
        res.json(await context.api.query(text, params));
      });
      app.get('/bug', () => {
        throw new Error('select secret from users where id = 1 at repository.ts:12');
      });
    }));
  });
  after(async () => {
    close();
    await context.close();
  });

  const sql = (text: string, params: unknown[]) =>
    request<Json>(`${url}/sql`, 'POST', undefined, { text, params });

  it('answers 400 without details for database errors that only a value can cause', async () => {
    for (const [what, text, params] of [
      ['NUL in text', 'select $1::text as value', ['a\u0000b']],
      ['numeric overflow', 'select $1::numeric(14,2) as value', ['1e20']],
      ['not a number', 'select $1::int as value', ['abc']],
      ['int4 overflow', 'select $1::int as value', ['99999999999']],
      ['not a date', 'select $1::date as value', ['2026-13-45']],
    ] as const) {
      const reply = await sql(text, [...params]);
      assert.equal(reply.status, 400, `${what}: ${reply.text}`);
      assert.equal(reply.body.code, 'VALIDATION', what);
      assert.doesNotMatch(reply.text, LEAKS, what);
    }
    assert.equal((await sql('select $1::text as value', ['fine'])).status, 200);
  });

  it('keeps other database errors and bugs a 500 with no message of the server', async () => {
    for (const reply of [
      await sql('select 1 / 0 as value', []),
      await sql('select * from no_such_table', []),
      await request<Json>(`${url}/bug`, 'GET', undefined),
    ]) {
      assert.deepEqual(reply.body, {
        status: 500,
        code: 'INTERNAL',
        message: 'Internal server error.',
      });
    }
  });

  it('answers malformed JSON and malformed percent-encoding with 400 in its own words', async () => {
    const json = await request<Json>(`${url}/sql`, 'POST', undefined, '{"text": "select 1"');
    assert.deepEqual([json.status, json.body.message], [400, 'Malformed JSON body.']);
    const path = await context.as('viewer').get<Json>('/productfamilies/%E0%A4%A');
    assert.deepEqual(
      [path.status, path.body.message],
      [400, 'Malformed URL: a percent-encoded part is not valid UTF-8.'],
    );
    assert.doesNotMatch(json.text + path.text, LEAKS);
  });
});
