// A user only ever sees and changes their own notifications: another user's id answers exactly
// like an unknown id (404), so ids cannot be probed.
import type { Kysely } from 'kysely';
import { recordActivity } from '../activity/index.ts';
import type { Database } from '../db/schema.ts';
import type { CurrentUser } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { PageRequest } from '../http/paging.ts';
import {
  deleteNotification,
  markSeen,
  notificationsOf,
  notificationsPage,
  ownNotificationForUpdate,
  type NotificationFilter,
  type NotificationSortField,
} from './repository.ts';

type Row = Awaited<ReturnType<typeof notificationsOf>>[number];
const toJson = (row: Row) => ({ ...row, created: row.created.toISOString() });

function requireOwn(user: CurrentUser, username: string) {
  if (username.toLowerCase() !== user.username.toLowerCase()) throw forbidden();
}

export async function listNotifications(
  db: Kysely<Database>,
  user: CurrentUser,
  username: string,
  filter: NotificationFilter,
) {
  requireOwn(user, username);
  return (await notificationsOf(db, user.username, filter)).map(toJson);
}

export async function pageNotifications(
  db: Kysely<Database>,
  user: CurrentUser,
  username: string,
  filter: NotificationFilter,
  page: PageRequest<NotificationSortField>,
) {
  requireOwn(user, username);
  const { rows, totalCount } = await notificationsPage(db, user.username, filter, page);
  return { rows: rows.map(toJson), totalCount };
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
