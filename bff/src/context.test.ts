import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLoaders } from './context.ts';
import type { RestClient } from './rest-client.ts';

/** A REST client that answers every GET with `{}` and counts the calls by path. */
function countingRest() {
  const calls: string[] = [];
  const rest = {
    getJson: async (path: string) => {
      calls.push(path);
      return {};
    },
  } as unknown as RestClient;
  return { rest, calls };
}

describe('per-request loaders', () => {
  it('hands out the same loaders of a domain each time one request asks', async () => {
    const { rest, calls } = countingRest();
    const loaders = createLoaders(rest);
    assert.equal(loaders.reference, loaders.reference);
    await loaders.reference.currencies.load('all');
    await loaders.reference.currencies.load('all');
    assert.deepEqual(calls, ['/currencies']);
  });

  it('gives each request loaders of its own, so nothing is shared between users', async () => {
    const { rest, calls } = countingRest();
    const first = createLoaders(rest);
    const second = createLoaders(rest);
    assert.notEqual(first.reference, second.reference);
    await first.reference.currencies.load('all');
    await second.reference.currencies.load('all');
    assert.deepEqual(calls, ['/currencies', '/currencies']);
  });
});
