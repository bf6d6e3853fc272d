// A tool's token (client-credentials grant of the realm's integration client, issued by the real
// dev IdP) is accepted with exactly its service account's roles, and every write is refused
// (issue 14; CONTRACT.md 'Service accounts').
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startDevIdp, type DevIdp } from '@cost-steering/dev-idp';
import { clientCredentialsToken } from '@cost-steering/dev-idp/testing';
import { startTestRestApi, type TestRestApi } from '../testing/rest-api.ts';
import { request, writeFootprint, type TestContext } from '../testing/support.ts';

const AUDIENCE = 'cost-steering-api';
const SERVICE_ACCOUNT = 'service-account-cost-steering-integration';

/** Every write of the API, with the GET that restores an archived request. */
const WRITES: Array<[string, string]> = [
  ['POST', '/users/checkandcreate'],
  ['POST', '/productfamilies'],
  ['POST', '/products'],
  ['PUT', '/products/1'],
  ['POST', '/projects'],
  ['POST', '/images/'],
  ['POST', '/companies'],
  ['POST', '/company-contacts'],
  ['POST', '/invoices'],
  ['POST', '/invoices/csv'],
  ['POST', '/pdf/import-errors'],
  ['POST', '/notifications/seen/1'],
  ['DELETE', '/notifications/1'],
  ['POST', '/purchaserequests'],
  ['POST', '/purchaserequests/assigntocosttype/1'],
  ['PUT', '/purchaserequests/switchtopurchaseorder/1'],
  ['DELETE', '/purchaserequests/delete/1'],
  ['PUT', '/purchaserequests/1'],
  ['PATCH', '/purchaserequests/1'],
  ['DELETE', '/purchaserequests/1'],
  ['POST', '/purchaserequests/1/listitems'],
  ['DELETE', '/purchaserequests/1/listitems/1'],
  ['GET', '/archive/1/restore'],
  ['DELETE', '/archive/1'],
];

describe('service accounts (client-credentials tokens)', () => {
  let idp: DevIdp;
  let api: TestRestApi;
  let bearer: string;

  before(async () => {
    idp = await startDevIdp({ port: 0 });
    api = await startTestRestApi({ issuer: idp.issuer, audience: AUDIENCE, seed: true });
    bearer = `Bearer ${await clientCredentialsToken(idp.issuer)}`;
  });
  after(async () => {
    await api?.close();
    await idp?.close();
  });

  const get = <T>(path: string) => request<T>(`${api.url}${path}`, 'GET', bearer);

  it('reads what any signed-in user reads', async () => {
    const families = await get<Record<string, { name: string }>>('/productfamilies');
    assert.equal(families.status, 200);
    assert.ok(Object.keys(families.body).length > 0);
    assert.equal((await get('/purchaserequests')).status, 200);
    assert.equal((await get('/purchaseorders')).status, 200);
  });

  it('reads what its role view-all-product allows: what another user owns', async () => {
    const owned = await get<Record<string, unknown>>('/ownership/controller/ownedproductfamilies');
    assert.equal(owned.status, 200);
  });

  it('is refused what needs a role it does not hold: the activity log', async () => {
    const log = await get<{ code: string }>('/activitylog');
    assert.equal(log.status, 403);
    assert.equal(log.body.code, 'FORBIDDEN');
  });

  it('is refused every write with 403 FORBIDDEN, and nothing is written', async () => {
    const footprint = await writeFootprint({ api } as TestContext);
    for (const [method, path] of WRITES) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const reply = await request<{ code: string }>(`${api.url}${path}`, method, bearer, body);
      assert.equal(reply.status, 403, `${method} ${path}`);
      assert.equal(reply.body.code, 'FORBIDDEN', `${method} ${path}`);
    }
    assert.deepEqual(await writeFootprint({ api } as TestContext), footprint);
  });

  it('is never registered as a user: the user list holds people only', async () => {
    const users = await get<Record<string, { username: string }>>('/users');
    assert.equal(users.status, 200);
    const names = Object.values(users.body).map((user) => user.username);
    assert.ok(names.includes('controller'));
    assert.ok(!names.includes(SERVICE_ACCOUNT));
  });
});
