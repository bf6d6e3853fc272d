// A REST API that goes away: the bff answers at once with UPSTREAM_UNAVAILABLE, never hangs.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { codes } from './testing/graphql.ts';
import { CREATE_FAMILY, REGISTER } from './testing/fixtures.ts';
import { startStack, type Stack } from './testing/stack.ts';

let stack: Stack;
before(async () => {
  stack = await startStack();
});
after(() => stack.close());

describe('REST API availability', () => {
  it('is ready while the REST API answers', async () => {
    assert.equal((await fetch(`${stack.bffUrl}/readyz`)).status, 200);
    const response = await stack.as('controller', '{ currencies { id } }');
    assert.equal(response.errors, undefined);
  });

  it('yields UPSTREAM_UNAVAILABLE for queries, mutations and downloads once it is stopped', async () => {
    await stack.as('controller', REGISTER);
    await stack.stopRestApi();

    const query = await stack.as('controller', '{ currencies { id } }');
    assert.deepEqual(codes(query), ['UPSTREAM_UNAVAILABLE']);

    const mutation = await stack.as('controller', CREATE_FAMILY, {
      variables: { input: { name: 'Too late', owner: 'controller', year: 2026, budgetLimit: '1' } },
    });
    assert.deepEqual(codes(mutation), ['UPSTREAM_UNAVAILABLE']);

    const download = await fetch(`${stack.bffUrl}/files/activity-log`, {
      headers: { authorization: `Bearer ${await stack.issuer.mintFor('controller')}` },
    });
    assert.equal(download.status, 502);
    assert.equal(((await download.json()) as { code: string }).code, 'UPSTREAM_UNAVAILABLE');

    assert.equal((await fetch(`${stack.bffUrl}/readyz`)).status, 503);
  });

  it('still answers what needs no REST call, such as me', async () => {
    const response = await stack.as('controller', '{ me { username } }');
    assert.deepEqual(response.data, { me: { username: 'controller' } });
  });
});
