import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GraphQLError } from 'graphql';
import { itemsInOrder, pageQuery } from './paging.ts';

const SORT = { CREATED: 'created', TITLE: 'title' } as const;

function codeOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof GraphQLError);
    return error.extensions.code;
  }
  return undefined;
}

describe('pageQuery', () => {
  it('writes offset, limit, the trimmed search, the REST sort field and the filters', () => {
    const query = pageQuery(
      { offset: 20, limit: 10, search: '  Cloud ', sort: { field: 'TITLE', direction: 'DESC' } },
      SORT,
      { status: 'unread', family: undefined },
    );
    assert.equal(query, 'offset=20&limit=10&search=Cloud&sort=-title&status=unread');
  });

  it('leaves out a blank search and an absent sort (the REST default order)', () => {
    assert.equal(
      pageQuery({ offset: 0, limit: 10, search: '   ', sort: null }, SORT),
      'offset=0&limit=10',
    );
    assert.equal(
      pageQuery({ offset: 0, limit: 1, sort: { field: 'CREATED', direction: 'ASC' } }, SORT),
      'offset=0&limit=1&sort=created',
    );
  });

  it('refuses offsets, limits and searches out of bounds as BAD_USER_INPUT', () => {
    const bad = [
      { offset: -1, limit: 10 },
      { offset: 1_000_000_000, limit: 10 },
      { offset: 0, limit: 0 },
      { offset: 0, limit: 101 },
      { offset: 0, limit: 10, search: 'x'.repeat(41) },
      { offset: 0, limit: 10, search: 'a\u0000b' },
      { offset: 0, limit: 10, search: 'a\uD800b' },
    ];
    for (const args of bad) {
      assert.equal(
        codeOf(() => pageQuery(args, SORT)),
        'BAD_USER_INPUT',
        JSON.stringify(args),
      );
    }
    assert.equal(
      codeOf(() => pageQuery({ offset: 0, limit: 100, search: 'x'.repeat(40) }, SORT)),
      undefined,
    );
    assert.equal(
      codeOf(() => pageQuery({ offset: 0, limit: 10, search: '😀 ok' }, SORT)),
      undefined,
    );
  });
});

describe('itemsInOrder', () => {
  // JSON.parse puts integer keys in ascending order whatever the text said.
  const keyed = JSON.parse('{"9":{"id":9},"3":{"id":3},"12":{"id":12}}') as Record<
    string,
    { id: number }
  >;

  it('keeps the order the REST API wrote, not the order of the parsed keys', () => {
    assert.deepEqual(
      itemsInOrder(keyed, '9,3,12')!.map((item) => item.id),
      [9, 3, 12],
    );
    assert.deepEqual(itemsInOrder({}, ''), []);
  });

  it('rejects an order that does not name exactly the ids of the page', () => {
    assert.equal(itemsInOrder(keyed, '9,3'), undefined);
    assert.equal(itemsInOrder(keyed, '9,3,4'), undefined);
    assert.equal(itemsInOrder(keyed, ''), undefined);
  });
});
