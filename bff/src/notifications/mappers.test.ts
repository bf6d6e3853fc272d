import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toNotificationPage } from './mappers.ts';
import type { RestNotification } from './rest.ts';

function notification(id: number, created: string, status: string | null): RestNotification {
  return { id, title: `T${id}`, message: `M${id}`, created, status };
}

const keyed: Record<string, RestNotification> = {
  '1': notification(1, '2026-11-20T08:00:00.000Z', 'seen'),
  '2': notification(2, '2026-11-22T08:00:00.000Z', null),
  '3': notification(3, '2026-11-21T08:00:00.000Z', null),
  '4': notification(4, '2026-11-22T08:00:00.000Z', 'seen'),
};

describe('notification page mapper', () => {
  it('orders newest first, later id first on equal instants', () => {
    const page = toNotificationPage(keyed, 0, 10);
    assert.deepEqual(
      page.items.map((item) => item.id),
      ['4', '2', '3', '1'],
    );
  });

  it('cuts the page but counts all and all unread', () => {
    const page = toNotificationPage(keyed, 1, 2);
    assert.deepEqual(
      page.items.map((item) => item.id),
      ['2', '3'],
    );
    assert.equal(page.totalCount, 4);
    assert.equal(page.unreadCount, 2);
  });

  it('marks a notification read when the server set a status', () => {
    const [newest] = toNotificationPage(keyed, 0, 1).items;
    assert.deepEqual(newest, {
      id: '4',
      title: 'T4',
      message: 'M4',
      created: '2026-11-22T08:00:00.000Z',
      read: true,
    });
  });

  it('gives an empty page past the end and for no notifications', () => {
    assert.deepEqual(toNotificationPage(keyed, 8, 10).items, []);
    assert.deepEqual(toNotificationPage({}, 0, 10), { items: [], totalCount: 0, unreadCount: 0 });
  });
});
