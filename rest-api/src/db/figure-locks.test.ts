// The figure rollup's per-product lock (migration 0013): writers of the same product in one
// schema wait for each other; writers in two schemas of one database (two test or bench servers,
// or a long seed beside them) do not.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { loadTestConfig } from '../config.ts';
import { connectToSchema } from '../testing/support.ts';
import { startTestRestApi, type TestRestApi } from '../testing/rest-api.ts';

const url = loadTestConfig().testDatabaseUrl;

describe('figure rollup locks', () => {
  let first: TestRestApi;
  let second: TestRestApi;
  const clients: pg.Client[] = [];
  const writer = async (api: TestRestApi) => {
    const client = await connectToSchema(api.schema!);
    clients.push(client);
    // A wait for the lock fails at once instead of hanging the test.
    await client.query(`set lock_timeout = '2s'`);
    return client;
  };

  before(async () => {
    if (!url) return;
    const options = { issuer: 'http://127.0.0.1:1/realms/none', audience: 'none' };
    [first, second] = await Promise.all([startTestRestApi(options), startTestRestApi(options)]);
  });

  after(async () => {
    if (!url) return;
    await Promise.all(clients.map((client) => client.end()));
    await Promise.all([first.close(), second.close()]);
  });

  it("holds a product's writers in one schema, and no one in another schema", async (t) => {
    if (!url) return t.skip('PGlite has one schema and one connection');
    const holder = await writer(first);
    await holder.query('begin');
    await holder.query('select refresh_figure_rollup(array[1])');

    const elsewhere = await writer(second);
    await elsewhere.query('select refresh_figure_rollup(array[1])');

    const sameSchema = await writer(first);
    await assert.rejects(sameSchema.query('select refresh_figure_rollup(array[1])'), {
      code: '55P03', // lock_not_available: it waited for the holder, as it must
    });
    await holder.query('commit');
    await sameSchema.query('select refresh_figure_rollup(array[1])');
  });
});
