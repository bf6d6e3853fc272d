// GET /files/activity-log: the REST activity log as a download, with the bff's bearer auth.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import { CREATE_FAMILY, REGISTER, configFile } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';

let stack: Stack;
before(async () => {
  stack = await startStack({ configFile: await configFile({ budget_limit_enabled: true }) });
  await stack.as('controller', REGISTER);
  const created = await stack.as('controller', CREATE_FAMILY, {
    variables: {
      input: { name: 'Logged Family', owner: 'controller', year: 2026, budgetLimit: '10' },
    },
  });
  assert.equal(created.errors, undefined);
});
after(() => stack.close());

async function download(username: string) {
  return fetch(`${stack.bffUrl}/files/activity-log`, {
    headers: { authorization: `Bearer ${await stack.issuer.mintFor(username)}` },
  });
}

describe('activity log download', () => {
  it('gives a user with edit_archive_history_logdata the log as activityLog.txt', async () => {
    const response = await download('controller');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal(
      response.headers.get('content-disposition'),
      'attachment; filename="activityLog.txt"',
    );
    const text = await response.text();
    assert.match(text, /controller\tCREATE\tproductfamily\t\d+\t.*Logged Family/);
  });

  it('passes the REST API’s 403 through for a user without the role', async () => {
    const response = await download('viewer');
    assert.equal(response.status, 403);
    assert.deepEqual(await response.json(), { code: 'FORBIDDEN', message: TEXTS.forbidden });
  });
});
