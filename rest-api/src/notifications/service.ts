// A user only ever sees and changes their own notifications: another user's id answers exactly
// like an unknown id (404), so ids cannot be probed.
import type { Kysely } from 'kysely';
import { recordActivity } from '../activity/repository.ts';
import type { Database } from '../db/schema.ts';
import type { CurrentUser } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import {
  deleteNotification,
  markSeen,
  notificationsOf,
  ownNotificationForUpdate,
} from './repository.ts';

type Row = Awaited<ReturnType<typeof notificationsOf>>[number];

const toJson = (row: Row) => ({ ...row, created: row.created.toISOString() });

export async function listNotifications(db: Kysely<Database>, user: CurrentUser, username: string) {
  if (username.toLowerCase() !== user.username.toLowerCase()) throw forbidden();
  return (await notificationsOf(db, user.username)).map(toJson);
}

export function markNotificationSeen(db: Kysely<Database>, user: CurrentUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const notification = await ownNotificationForUpdate(trx, id, user.username);
    if (!notification) throw notFound('Notification');
    if (notification.status !== 'seen') {
      await markSeen(trx, id);
      await recordActivity(trx, {
        username: user.username,
        action: 'UPDATE',
        entity: 'notification',
        entityId: id,
        summary: 'status=seen',
      });
    }
    return toJson({ ...notification, status: 'seen' });
  });
}

export function removeNotification(db: Kysely<Database>, user: CurrentUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const notification = await ownNotificationForUpdate(trx, id, user.username);
    if (!notification) throw notFound('Notification');
    await deleteNotification(trx, id);
    await recordActivity(trx, {
      username: user.username,
      action: 'DELETE',
      entity: 'notification',
      entityId: id,
      summary: `title=${notification.title}`,
    });
  });
}
