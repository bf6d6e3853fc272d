import { sql, type Kysely } from 'kysely';
import { pageOf } from '../db/paging.ts';
import type { Database } from '../db/schema.ts';
import { contains } from '../db/search.ts';
import type { PageRequest } from '../http/paging.ts';

const ownedBy = (db: Kysely<Database>, username: string) =>
  db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(username) = lower(${username})`);

const COLUMNS = ['n.id', 'n.title', 'n.message', 'n.created', 'n.status'] as const;

export const NOTIFICATION_SORT_FIELDS = ['created', 'title', 'status'] as const;
export type NotificationSortField = (typeof NOTIFICATION_SORT_FIELDS)[number];

/** What each sort field orders by; `status` ascending puts the unread (null) first. */
const SORT_EXPRESSIONS: Record<NotificationSortField, ReturnType<typeof sql>> = {
  created: sql`n.created`,
  title: sql`lower(n.title)`,
  status: sql`(n.status is not null)`,
};

/** The screen's search text: the expression of the trigram index of migration 0005. */
const SEARCH_TEXT = sql`(n.title || ' ' || n.message)`;

export interface NotificationFilter {
  search?: string | undefined;
  status?: 'unread' | 'seen' | undefined;
}

/**
 * The user's notifications that match. It takes the user's id, not a subquery on the username:
 * only with a known id does the planner estimate one user's share and use the indexes
 * (measured: the first page 0.04 ms instead of 4 ms, a search by trigram index instead of a scan).
 */
function matching(db: Kysely<Database>, userId: number, filter: NotificationFilter) {
  let query = db.selectFrom('notifications as n').where('n.user_id', '=', userId);
  if (filter.search) query = query.where(contains(SEARCH_TEXT, filter.search));
  if (filter.status === 'unread') query = query.where('n.status', 'is', null);
  if (filter.status === 'seen') query = query.where('n.status', '=', 'seen');
  return query;
}

async function userIdOf(db: Kysely<Database>, username: string): Promise<number | undefined> {
  const user = await ownedBy(db, username).executeTakeFirst();
  return user?.id;
}

/** Every notification of the user, newest first (the contract's whole list). */
export async function notificationsOf(
  db: Kysely<Database>,
  username: string,
  filter: NotificationFilter,
) {
  const userId = await userIdOf(db, username);
  if (userId === undefined) return [];
  return matching(db, userId, filter)
    .select(COLUMNS)
    .orderBy('n.created', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

/** One page in the asked order (db/paging.ts). */
export async function notificationsPage(
  db: Kysely<Database>,
  username: string,
  filter: NotificationFilter,
  page: PageRequest<NotificationSortField>,
) {
  const userId = await userIdOf(db, username);
  if (userId === undefined) return { rows: [], totalCount: 0 };
  const rows = matching(db, userId, filter);
  const order = { by: SORT_EXPRESSIONS[page.sort.field], id: sql`n.id` };
  return pageOf(rows.select(COLUMNS), rows, order, page);
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
