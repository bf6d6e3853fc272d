import assert from 'node:assert/strict';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startDevIdp } from './index.ts';

async function publishedKeys(options: Parameters<typeof startDevIdp>[0]) {
  const idp = await startDevIdp({ port: 0, ...options });
  try {
    const response = await fetch(`${idp.issuer}/protocol/openid-connect/certs`);
    return (await response.json()) as { keys: Array<Record<string, string>> };
  } finally {
    await idp.close();
  }
}

describe('signing keys', () => {
  let dir = '';
  after(() => rm(dir, { recursive: true, force: true }));

  it('keeps the key file across restarts, so earlier tokens still verify', async () => {
    dir = await mkdtemp(join(tmpdir(), 'dev-idp-keys-'));
    const keyFile = join(dir, 'nested', 'signing-keys.json');
    const first = await publishedKeys({ keyFile });
    const second = await publishedKeys({ keyFile });
    assert.deepEqual(second, first);
    assert.equal((await stat(keyFile)).mode & 0o777, 0o600);
  });

  it('publishes only the public part of the key', async () => {
    const { keys } = await publishedKeys({});
    assert.equal(keys.length, 1);
    assert.equal(keys[0]!.alg, 'RS256');
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi'])
      assert.equal(keys[0]![member], undefined);
  });

  it('makes a new key on each start without a key file', async () => {
    const [first, second] = [await publishedKeys({}), await publishedKeys({})];
    assert.notEqual(first.keys[0]!.kid, second.keys[0]!.kid);
  });
});
