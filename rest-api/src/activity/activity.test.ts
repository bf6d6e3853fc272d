import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import { activityLines, startTestContext, type TestContext } from '../testing/support.ts';

describe('activity log', () => {
  let context: TestContext;
  before(async () => {
    context = await startTestContext();
  });
  after(() => context.close());

  it('is readable only with the role edit_archive_history_logdata', async () => {
    for (const username of ['admin', 'controller']) {
      const reply = await context.as(username).get('/activitylog');
      assert.equal(reply.status, 200, username);
      assert.equal(reply.headers.get('content-type'), 'text/plain; charset=utf-8');
    }
    for (const username of ['viewer', 'requester', 'approver', 'pfm']) {
      const reply = await context.as(username).get('/activitylog');
      assert.equal(reply.status, 403, username);
      assert.deepEqual(reply.body, {
        status: 403,
        code: 'FORBIDDEN',
        message: TEXTS.forbiddenServer,
      });
    }
  });

  it('records every write, oldest first, one tab-separated line each', async () => {
    const controller = context.as('controller');
    await controller.post('/users/checkandcreate', { username: 'controller', roles: [] });
    const family = await controller.post<{ id: number }>('/productfamilies', {
      name: 'Logged\tFamily',
      owner: 'controller',
      year: 2026,
      budgetLimit: '10',
    });
    assert.equal(family.status, 201);
    const notifications = await controller.get<Record<string, { id: number }>>(
      '/notifications/controller',
    );
    const [notification] = Object.values(notifications.body);
    await controller.post(`/notifications/seen/${notification!.id}`);
    await controller.delete(`/notifications/${notification!.id}`);
    // Reads and refused writes leave no line.
    await context.as('viewer').post('/productfamilies', { name: 'Refused' });

    const lines = await activityLines(context);
    for (const line of lines) {
      assert.equal(line.length, 6);
      assert.match(line[0]!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    assert.deepEqual(
      lines.map((line) => line.slice(1, 5)),
      [
        // The first request of admin (reading the log) is no write; controller's registration is.
        ['controller', 'CREATE', 'user', lines[0]![4]],
        ['controller', 'CREATE', 'productfamily', String(family.body.id)],
        ['controller', 'UPDATE', 'notification', String(notification!.id)],
        ['controller', 'DELETE', 'notification', String(notification!.id)],
      ],
    );
    // A tab inside a value cannot break the line format.
    assert.match(lines[1]![5]!, /^name=Logged Family; owner=controller/);
    const times = lines.map((line) => line[0]!);
    assert.deepEqual([...times].sort(), times);
  });
});
