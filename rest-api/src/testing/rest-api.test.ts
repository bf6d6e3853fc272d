// The test helper's second instance (bench:load): a REST API attached to another one's
// PostgreSQL schema serves the same organisation — no second schema, migration or seed — and
// leaves the schema to its owner when it closes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestIssuer, type TestIssuer } from '@cost-steering/dev-idp/testing';
import { loadTestConfig } from '../config.ts';
import { request, type Json } from './support.ts';
import { startTestRestApi, type TestRestApi } from './rest-api.ts';

const onPostgres = Boolean(loadTestConfig().testDatabaseUrl);

describe('startTestRestApi attachTo: two instances on one PostgreSQL schema', () => {
  let issuer: TestIssuer;
  let first: TestRestApi;
  let second: TestRestApi;
  let token: string;
  const bearer = () => `Bearer ${token}`;

  before(async () => {
    if (!onPostgres) return;
    issuer = await startTestIssuer();
    const options = { issuer: issuer.issuer, audience: issuer.audience };
    first = await startTestRestApi({ ...options, seed: true });
    second = await startTestRestApi({ ...options, attachTo: { schema: first.schema! } });
    token = await issuer.mintFor('requester');
  });

  after(async () => {
    if (!onPostgres) return;
    await second.close();
    await first.close();
    await issuer.close();
  });

  it("serves the first one's data, writes seen by both, and leaves the schema when closed", async (t) => {
    if (!onPostgres) return t.skip('PGlite is one process’s database');
    assert.equal(second.schema, first.schema);
    const families = async (api: TestRestApi) =>
      (await request<Json>(`${api.url}/productfamilies`, 'GET', bearer())).body;
    assert.deepEqual(await families(second), await families(first));
    const created = await request<Json>(`${second.url}/companies`, 'POST', bearer(), {
      name: 'Attached Instance d.o.o.',
      city: 'Osijek',
      country: 'croatia',
      street: 'Europska avenija',
      house_number: '9',
      postal_code: '31000',
    });
    assert.ok(created.status < 300, created.text);
    const rows = await first.query<{ found: number }>(
      "select count(*)::int as found from companies where name = 'Attached Instance d.o.o.'",
    );
    assert.deepEqual(rows, [{ found: 1 }]);
    await second.close();
    // The schema is the first instance's: it still answers.
    assert.equal((await request(`${first.url}/productfamilies`, 'GET', bearer())).status, 200);
  });
});
