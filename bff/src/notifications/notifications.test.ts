// Notifications through the bff against a real rest-api: pages asked of the REST API (search,
// sort, order kept), counts, read and delete — and only ever the signed-in user's own.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Notification, NotificationPage } from '../generated/graphql.ts';
import { codes } from '../testing/graphql.ts';
import { REGISTER, configFile } from '../testing/fixtures.ts';
import { startStack, type Stack } from '../testing/stack.ts';

const PAGE = `query Page($offset: Int!, $limit: Int!, $search: String, $sort: NotificationSort) {
  notifications(offset: $offset, limit: $limit, search: $search, sort: $sort) {
    items { id title message created read }
    totalCount
    unreadCount
  }
}`;
const MARK_READ = `mutation Read($id: ID!) {
  markNotificationRead(id: $id) { notification { id read } errors { field message code } }
}`;
const DELETE = `mutation Delete($id: ID!) {
  deleteNotification(id: $id) { deletedId errors { field message code } }
}`;

let stack: Stack;
before(async () => {
  stack = await startStack({ configFile: await configFile({ budget_limit_enabled: true }) });
  for (const user of ['controller', 'pfm']) await stack.as(user, REGISTER);
  // Each family writes a notification to its owner: 12 for controller, 1 for pfm.
  for (let i = 1; i <= 12; i += 1) {
    const response = await stack.rest('controller', 'POST', '/productfamilies', {
      name: `Family ${String(i).padStart(2, '0')}`,
      owner: 'controller',
      year: 2026,
      budgetLimit: '100',
    });
    assert.equal(response.status, 201);
  }
  const forPfm = await stack.rest('controller', 'POST', '/productfamilies', {
    name: 'For PFM',
    owner: 'pfm',
    year: 2026,
    budgetLimit: '100',
  });
  assert.equal(forPfm.status, 201);
});
after(() => stack.close());

async function page(username: string, offset: number, limit: number, more: object = {}) {
  const response = await stack.as<{ notifications: NotificationPage }>(username, PAGE, {
    variables: { offset, limit, ...more },
  });
  assert.equal(response.errors, undefined, JSON.stringify(response.errors));
  return response.data!.notifications;
}

describe('notifications', () => {
  it('pages the user’s notifications newest first with total and unread counts', async () => {
    const first = await page('pfm', 0, 10);
    assert.equal(first.totalCount, 1);
    assert.match(first.items[0]!.message, /Product family 'For PFM' was created with owner pfm\./);

    const controllerFirst = await page('controller', 0, 10);
    const controllerSecond = await page('controller', 10, 10);
    assert.equal(controllerFirst.items.length, 10);
    assert.equal(controllerSecond.items.length, controllerFirst.totalCount - 10);
    assert.equal(controllerFirst.unreadCount, controllerFirst.totalCount);
    const all = [...controllerFirst.items, ...controllerSecond.items];
    const instants = all.map((item) => Date.parse(item.created));
    assert.deepEqual(
      instants,
      [...instants].sort((a, b) => b - a),
    );
    assert.equal(new Set(all.map((item) => item.id)).size, all.length);
    assert.ok(all.every((item) => item.read === false && item.title.length > 0));
  });

  it('searches title and message and keeps the REST API’s order of a sorted page', async () => {
    const found = await page('controller', 0, 10, { search: 'family 0' });
    // 'Family 01' … 'Family 09' (not 10–12), whatever the letter case.
    assert.equal(found.totalCount, 9);
    const byTitle = await page('controller', 0, 3, {
      search: "'family 1",
      sort: { field: 'CREATED', direction: 'ASC' },
    });
    assert.deepEqual(
      byTitle.items.map((item) => item.message.match(/'(Family \d+)'/)![1]),
      ['Family 10', 'Family 11', 'Family 12'],
    );
    assert.equal(byTitle.totalCount, 3);
    // unreadCount is every unread notification, not only those found.
    assert.equal(byTitle.unreadCount, (await page('controller', 0, 1)).unreadCount);
  });

  it('refuses a search over 40 characters before asking the REST API', async () => {
    const response = await stack.as('controller', PAGE, {
      variables: { offset: 0, limit: 10, search: 'x'.repeat(41) },
    });
    assert.deepEqual(codes(response), ['BAD_USER_INPUT']);
  });

  it('never shows another user’s notifications', async () => {
    const pfmIds = (await page('pfm', 0, 100)).items.map((item) => item.id);
    const controllerIds = (await page('controller', 0, 100)).items.map((item) => item.id);
    assert.ok(pfmIds.every((id) => !controllerIds.includes(id)));
  });

  it('marks a notification read and counts one unread less', async () => {
    const before = await page('controller', 0, 1);
    const target = before.items[0] as Notification;
    const response = await stack.as<{
      markNotificationRead: {
        notification: { id: string; read: boolean } | null;
        errors: unknown[];
      };
    }>('controller', MARK_READ, { variables: { id: target.id } });
    assert.deepEqual(response.data?.markNotificationRead, {
      notification: { id: target.id, read: true },
      errors: [],
    });
    const afterRead = await page('controller', 0, 1);
    assert.equal(afterRead.unreadCount, before.unreadCount - 1);
    assert.equal(afterRead.items[0]?.read, true);
  });

  it('cannot read or delete another user’s notification', async () => {
    const [foreign] = (await page('controller', 0, 1)).items;
    const notFound = [
      { field: 'id', message: 'The notification does not exist (any more).', code: 'NOT_FOUND' },
    ];
    const read = await stack.as<{ markNotificationRead: unknown }>('pfm', MARK_READ, {
      variables: { id: foreign!.id },
    });
    assert.deepEqual(read.data?.markNotificationRead, { notification: null, errors: notFound });
    const deleted = await stack.as<{ deleteNotification: unknown }>('pfm', DELETE, {
      variables: { id: foreign!.id },
    });
    assert.deepEqual(deleted.data?.deleteNotification, { deletedId: null, errors: notFound });
    const malformed = await stack.as<{ markNotificationRead: unknown }>('pfm', MARK_READ, {
      variables: { id: '../productfamilies' },
    });
    assert.deepEqual(malformed.data?.markNotificationRead, {
      notification: null,
      errors: notFound,
    });
    const stillThere = await page('controller', 0, 100);
    assert.ok(stillThere.items.some((item) => item.id === foreign!.id));
  });

  it('deletes a notification once; a second delete finds nothing', async () => {
    const before = await page('controller', 0, 100);
    const target = before.items[before.items.length - 1]!;
    const first = await stack.as<{
      deleteNotification: { deletedId: string | null; errors: unknown[] };
    }>('controller', DELETE, { variables: { id: target.id } });
    assert.deepEqual(first.data?.deleteNotification, { deletedId: target.id, errors: [] });
    const afterDelete = await page('controller', 0, 100);
    assert.equal(afterDelete.totalCount, before.totalCount - 1);
    assert.ok(!afterDelete.items.some((item) => item.id === target.id));
    const second = await stack.as<{ deleteNotification: { errors: Array<{ code: string }> } }>(
      'controller',
      DELETE,
      { variables: { id: target.id } },
    );
    assert.equal(second.data?.deleteNotification.errors[0]?.code, 'NOT_FOUND');
  });

  it('refuses a page size outside 1 to 100 and a negative offset', async () => {
    for (const [offset, limit] of [
      [0, 0],
      [0, 101],
      [-1, 10],
    ]) {
      const response = await stack.as('controller', PAGE, { variables: { offset, limit } });
      assert.deepEqual(codes(response), ['BAD_USER_INPUT'], `${offset}/${limit}`);
    }
  });
});
