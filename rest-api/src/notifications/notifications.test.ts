import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import { activityLines, startTestContext, type TestContext } from '../testing/support.ts';

interface Notification {
  id: number;
  title: string;
  message: string;
  created: string;
  status: 'seen' | null;
}

describe('notifications', () => {
  let context: TestContext;
  let mine: { older: number; newer: number };
  let theirs: number;

  const insert = async (username: string, title: string, created: string) => {
    const [row] = await context.api.query<{ id: number }>(
      `insert into notifications (user_id, title, message, created)
       select id, $2, $3, $4 from users where username = $1 returning id`,
      [username, title, `${title} message`, created],
    );
    return row!.id;
  };

  before(async () => {
    context = await startTestContext();
    for (const username of ['controller', 'requester']) {
      const reply = await context
        .as(username)
        .post('/users/checkandcreate', { username, roles: [] });
      assert.equal(reply.status, 200);
    }
  });
  beforeEach(async () => {
    await context.api.query('delete from notifications');
    mine = {
      older: await insert('controller', 'Older', '2026-01-02T08:00:00Z'),
      newer: await insert('controller', 'Newer', '2026-03-04T09:30:00Z'),
    };
    theirs = await insert('requester', 'Not yours', '2026-02-01T12:00:00Z');
  });
  after(() => context.close());

  const listOf = async (username: string) =>
    (await context.as(username).get<Record<string, Notification>>(`/notifications/${username}`))
      .body;

  it("lists only the user's own notifications, keyed by id, newest first, unread as null", async () => {
    const reply = await context
      .as('controller')
      .get<Record<string, Notification>>('/notifications/controller');
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.body, {
      [mine.older]: {
        id: mine.older,
        title: 'Older',
        message: 'Older message',
        created: '2026-01-02T08:00:00.000Z',
        status: null,
      },
      [mine.newer]: {
        id: mine.newer,
        title: 'Newer',
        message: 'Newer message',
        created: '2026-03-04T09:30:00.000Z',
        status: null,
      },
    });
    // The body itself keeps the newest first (a parser into a plain object may reorder keys).
    assert.ok(reply.text.indexOf('"Newer"') < reply.text.indexOf('"Older"'));
  });

  it("refuses to list another user's notifications", async () => {
    const reply = await context.as('controller').get('/notifications/requester');
    assert.equal(reply.status, 403);
    assert.equal((reply.body as { message: string }).message, TEXTS.forbiddenServer);
  });

  it('answers {} for a user without notifications', async () => {
    assert.deepEqual(await listOf('viewer'), {});
  });

  it('marks an own notification as seen', async () => {
    const reply = await context
      .as('controller')
      .post<Notification>(`/notifications/seen/${mine.newer}`);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.status, 'seen');
    assert.equal(reply.body.id, mine.newer);
    const list = await listOf('controller');
    assert.equal(list[mine.newer]!.status, 'seen');
    assert.equal(list[mine.older]!.status, null);
    const line = (await activityLines(context)).at(-1)!;
    assert.deepEqual(line.slice(1, 6), [
      'controller',
      'UPDATE',
      'notification',
      String(mine.newer),
      'status=seen',
    ]);
  });

  it("cannot mark another user's notification as seen: 404, unchanged", async () => {
    const reply = await context.as('controller').post(`/notifications/seen/${theirs}`);
    assert.equal(reply.status, 404);
    assert.equal((reply.body as { code: string }).code, 'NOT_FOUND');
    assert.equal((await listOf('requester'))[theirs]!.status, null);
  });

  it("cannot delete another user's notification: 404, still there", async () => {
    const reply = await context.as('controller').delete(`/notifications/${theirs}`);
    assert.equal(reply.status, 404);
    assert.ok((await listOf('requester'))[theirs]);
  });

  it('deletes an own notification', async () => {
    const reply = await context.as('controller').delete(`/notifications/${mine.older}`);
    assert.equal(reply.status, 204);
    assert.deepEqual(Object.keys(await listOf('controller')), [String(mine.newer)]);
    const line = (await activityLines(context)).at(-1)!;
    assert.deepEqual(line.slice(1, 5), [
      'controller',
      'DELETE',
      'notification',
      String(mine.older),
    ]);
    const again = await context.as('controller').delete(`/notifications/${mine.older}`);
    assert.equal(again.status, 404);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['999999', 'abc', '1.5']) {
      assert.equal(
        (await context.as('controller').post(`/notifications/seen/${id}`)).status,
        404,
        id,
      );
      assert.equal((await context.as('controller').delete(`/notifications/${id}`)).status, 404, id);
    }
  });
});
