// REST notifications → GraphQL.
import type { Notification } from '../generated/graphql.ts';
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
