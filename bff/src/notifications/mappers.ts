// REST notifications → GraphQL, and the page the bff cuts from the full list.
import type { Notification, NotificationPage } from '../generated/graphql.ts';
import type { RestNotification } from './rest.ts';

export function toNotification(notification: RestNotification): Notification {
  return {
    id: String(notification.id),
    title: notification.title,
    message: notification.message,
    created: notification.created,
    read: notification.status != null,
  };
}

/** Newest first; equal instants by the higher (later written) id first. */
function newestFirst(a: RestNotification, b: RestNotification): number {
  const byTime = Date.parse(b.created) - Date.parse(a.created);
  return byTime !== 0 && !Number.isNaN(byTime) ? byTime : Number(b.id) - Number(a.id);
}

/** The REST API has no paging for notifications: the bff pages the keyed list it returns. */
export function toNotificationPage(
  keyed: Record<string, RestNotification>,
  offset: number,
  limit: number,
): NotificationPage {
  const all = Object.values(keyed ?? {}).sort(newestFirst);
  return {
    items: all.slice(offset, offset + limit).map(toNotification),
    totalCount: all.length,
    unreadCount: all.filter((notification) => notification.status == null).length,
  };
}
