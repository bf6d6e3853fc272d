// The REST calls of the notifications domain (CONTRACT.md "Notifications"). The REST API lets a
// user read and change only their own notifications; the bff only ever asks for the caller's.
import DataLoader from 'dataloader';
import type { RestClient } from '../rest-client.ts';

export interface RestNotification {
  id: number;
  title: string;
  message: string;
  created: string;
  /** null = unread. */
  status: string | null;
}

export function createNotificationLoaders(rest: RestClient) {
  return {
    byUsername: new DataLoader<string, Record<string, RestNotification>>((usernames) =>
      Promise.all(
        usernames.map((username) =>
          rest.getJson<Record<string, RestNotification>>(
            `/notifications/${encodeURIComponent(username)}`,
          ),
        ),
      ),
    ),
  };
}

export type NotificationLoaders = ReturnType<typeof createNotificationLoaders>;

export function markSeen(rest: RestClient, id: string): Promise<RestNotification> {
  return rest.postJson<RestNotification>(`/notifications/seen/${encodeURIComponent(id)}`);
}

export function deleteNotification(rest: RestClient, id: string): Promise<void> {
  return rest.delete(`/notifications/${encodeURIComponent(id)}`);
}
