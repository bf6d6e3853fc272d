// A tool's way in (issue 14): the root README's two commands — a client-credentials token from the
// real dev IdP, a GraphQL query with it — run as they are written against dev IdP + rest-api + bff;
// the service account reads with exactly its roles and every mutation is refused.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { startDevIdp, type DevIdp } from '@cost-steering/dev-idp';
import { clientCredentialsToken } from '@cost-steering/dev-idp/testing';
import { startTestRestApi, type TestRestApi } from '@cost-steering/rest-api/testing';
import { startBff, type RunningBff } from './server.ts';
import { codes, graphql } from './testing/graphql.ts';

const AUDIENCE = 'cost-steering-api';
const README = new URL('../../README.md', import.meta.url);
const MARKER = '<!-- integrator-commands:';

/** The sh block after the marker in the root README, aimed at this test's stack. */
function readmeCommands(issuer: string, bffUrl: string): string {
  const text = readFileSync(README, 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(text.slice(text.indexOf(MARKER)))?.[1];
  assert.ok(block, 'the README has the integrator commands');
  assert.ok(block.includes('http://localhost:8180/realms/cost-steering'));
  assert.ok(block.includes('http://localhost:4000/graphql'));
  return block
    .replaceAll('http://localhost:8180/realms/cost-steering', issuer)
    .replaceAll('http://localhost:4000', bffUrl);
}

describe('service accounts through the bff', () => {
  let idp: DevIdp;
  let api: TestRestApi;
  let bff: RunningBff;
  let token: string;

  before(async () => {
    idp = await startDevIdp({ port: 0 });
    api = await startTestRestApi({ issuer: idp.issuer, audience: AUDIENCE, seed: true });
    bff = await startBff({
      port: 0,
      host: '127.0.0.1',
      restApiUrl: api.url,
      oidcIssuer: idp.issuer,
      oidcAudience: AUDIENCE,
      webDistDir: null,
      logLevel: 'silent',
    });
    token = await clientCredentialsToken(idp.issuer);
  });
  after(async () => {
    await bff?.close();
    await api?.close();
    await idp?.close();
  });

  it("answers the README's two commands with the service account and the families", async () => {
    const { stdout } = await promisify(execFile)('bash', [
      '-euo',
      'pipefail',
      '-c',
      readmeCommands(idp.issuer, bff.url),
    ]);
    const answer = JSON.parse(stdout) as {
      data: {
        me: { username: string; roles: string[] };
        productFamilies: Array<{ name: string; budget: string; availableBudget: string }>;
      };
      errors?: unknown;
    };
    assert.equal(answer.errors, undefined);
    assert.deepEqual(answer.data.me, {
      username: 'service-account-cost-steering-integration',
      // Only the product's roles (spec §6); Keycloak's default roles grant nothing here.
      roles: ['view-product-hierarchy', 'view-all-product'],
    });
    assert.ok(answer.data.productFamilies.length > 0);
    for (const family of answer.data.productFamilies) {
      assert.match(family.budget, /^-?\d+(\.\d+)?$/, family.name);
    }
  });

  it('reads what its roles allow and is refused what they do not', async () => {
    const families = await graphql<{ productFamilies: Array<{ id: string }> }>(
      bff.url,
      '{ productFamilies { id } }',
      { token },
    );
    assert.deepEqual(codes(families), []);
    // The activity log needs edit_archive_history_logdata, which the service account lacks.
    const log = await fetch(`${bff.url}/files/activity-log`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(log.status, 403);
  });

  for (const [name, mutation] of [
    ['registerCurrentUser', 'mutation { registerCurrentUser { errors { message } } }'],
    ['markNotificationRead', 'mutation { markNotificationRead(id: "1") { errors { message } } }'],
  ] as const) {
    it(`refuses the mutation ${name} with FORBIDDEN (HTTP 403) before it runs`, async () => {
      const answer = await graphql(bff.url, mutation, { token });
      assert.equal(answer.status, 403);
      assert.deepEqual(codes(answer), ['FORBIDDEN']);
      assert.equal(
        answer.errors![0]!.message,
        "ERROR: You don't have permission to use this feature.",
      );
      assert.equal(answer.data, undefined);
    });
  }

  it('never lists the service account among the users', async () => {
    const people = await graphql(bff.url, '{ users { username } }', { token });
    const names = (people.data as { users: Array<{ username: string }> }).users.map(
      (user) => user.username,
    );
    // The service account was never registered as a user.
    assert.ok(!names.includes('service-account-cost-steering-integration'));
  });
});
