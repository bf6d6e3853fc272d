import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const ownedBy = (db: Kysely<Database>, username: string) =>
  db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(username) = lower(${username})`);

const COLUMNS = ['n.id', 'n.title', 'n.message', 'n.created', 'n.status'] as const;

export function notificationsOf(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('notifications as n')
    .select(COLUMNS)
    .where('n.user_id', 'in', ownedBy(db, username))
    .orderBy('n.created', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

/** The notification when it belongs to the user, locked for the write that follows. */
export function ownNotificationForUpdate(db: Kysely<Database>, id: number, username: string) {
  return db
    .selectFrom('notifications as n')
    .select(COLUMNS)
    .where('n.id', '=', id)
    .where('n.user_id', 'in', ownedBy(db, username))
    .forUpdate()
    .executeTakeFirst();
}

export function markSeen(db: Kysely<Database>, id: number) {
  return db.updateTable('notifications').set({ status: 'seen' }).where('id', '=', id).execute();
}

export function deleteNotification(db: Kysely<Database>, id: number) {
  return db.deleteFrom('notifications').where('id', '=', id).execute();
}

export interface NewNotification {
  userId: number;
  title: string;
  message: string;
}

export function insertNotifications(db: Kysely<Database>, notifications: NewNotification[]) {
  return db
    .insertInto('notifications')
    .values(notifications.map((n) => ({ user_id: n.userId, title: n.title, message: n.message })))
    .returning('id')
    .execute();
}
