import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_ID_LIST_CHARS, byIdLoader, childrenLoader, idListParam } from './loaders.ts';

describe('id lists in a query', () => {
  it('are sorted, without repeats', () => {
    assert.equal(idListParam(['9', '4', '10', '4']), '4,9,10');
  });

  it('are dropped (no restriction) when they would make the URL too long', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => String(100000 + index));
    assert.ok(ids.join(',').length > MAX_ID_LIST_CHARS);
    assert.equal(idListParam(ids), undefined);
  });
});

describe('children of many parents', () => {
  it('cost one call, even when each parent awaited something before asking', async () => {
    const calls: Array<string | undefined> = [];
    const loader = childrenLoader<{ id: number; parent: number }>({
      many: async (parentIds) => {
        calls.push(parentIds);
        return [
          { id: 1, parent: 4 },
          { id: 2, parent: 9 },
          { id: 3, parent: 4 },
        ];
      },
      parentOf: (row) => String(row.parent),
    });
    const later = async (id: string, ticks: number) => {
      for (let i = 0; i < ticks; i += 1) await Promise.resolve();
      return loader.load(id);
    };
    const [four, nine, five] = await Promise.all([later('4', 0), later('9', 5), later('5', 20)]);
    assert.deepEqual(calls, ['4,5,9']);
    assert.deepEqual([four.map((r) => r.id), nine.map((r) => r.id), five], [[1, 3], [2], []]);
  });

  it('makes no call for ids that cannot name a REST entity', async () => {
    let called = false;
    const loader = childrenLoader<{ parent: number }>({
      many: async () => {
        called = true;
        return [];
      },
      parentOf: (row) => String(row.parent),
    });
    assert.deepEqual(await loader.load('abc'), []);
    assert.equal(called, false);
  });
});

describe('entities by id', () => {
  function counting() {
    const calls: string[] = [];
    const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const loader = byIdLoader<{ id: number }>({
      one: async (id) => {
        calls.push(`one ${id}`);
        return rows.find((row) => String(row.id) === id) ?? null;
      },
      many: async (ids) => {
        calls.push(`many ${ids.join(',')}`);
        return rows;
      },
    });
    return { calls, loader };
  }

  it('read one id with the single call', async () => {
    const { calls, loader } = counting();
    assert.deepEqual(await loader.load('2'), { id: 2 });
    assert.deepEqual(calls, ['one 2']);
  });

  it('read several ids with one list call, unknown ones as null', async () => {
    const { calls, loader } = counting();
    const found = await Promise.all(['3', '1', '7', 'x'].map((id) => loader.load(id)));
    assert.deepEqual(found, [{ id: 3 }, { id: 1 }, null, null]);
    assert.deepEqual(calls, ['many 3,1,7']);
  });
});
