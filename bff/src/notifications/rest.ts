// The REST calls of the notifications domain (CONTRACT.md "Notifications"). The REST API lets a
// user read and change only their own notifications; the bff only ever asks for the caller's.
import type { PageArgs, RestPage } from '../paging.ts';
import { pageQuery } from '../paging.ts';
import type { RestClient } from '../rest-client.ts';
import type { NotificationSortField } from '../generated/graphql.ts';
import { urlPart } from '../url-part.ts';

export interface RestNotification {
  id: number;
  title: string;
  message: string;
  created: string;
  /** null = unread. */
  status: string | null;
}

export type RestNotificationPage = RestPage<RestNotification>;

/** GraphQL sort fields → the REST API's sort fields. */
const SORT_FIELDS: Record<NotificationSortField, string> = {
  CREATED: 'created',
  TITLE: 'title',
  READ: 'status',
};

const listPath = (username: string) => `/notifications/${urlPart(username)}`;

export function notificationPage(
  rest: RestClient,
  username: string,
  args: PageArgs<NotificationSortField>,
): Promise<RestNotificationPage> {
  return rest.getPage<RestNotification>(listPath(username), pageQuery(args, SORT_FIELDS));
}

/** Every unread notification of the user: a page of none, for its total. */
export async function unreadCount(rest: RestClient, username: string): Promise<number> {
  const query = new URLSearchParams({ status: 'unread', limit: '0' }).toString();
  return (await rest.getPage<RestNotification>(listPath(username), query)).totalCount;
}

export function markSeen(rest: RestClient, id: string): Promise<RestNotification> {
  return rest.postJson<RestNotification>(`/notifications/seen/${urlPart(id)}`);
}

export function deleteNotification(rest: RestClient, id: string): Promise<void> {
  return rest.delete(`/notifications/${urlPart(id)}`);
}
