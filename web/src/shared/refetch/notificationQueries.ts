// The server writes a notification on many events (a family created, a request sent…). A
// mutation that causes one refetches the notification queries that are on screen, so the bell
// updates at once instead of at the next 180 s poll — without features importing each other.
// The notifications feature names its operations exactly so (its tests check it).
import type { ApolloClient } from '@apollo/client';

export const NOTIFICATION_QUERY_NAMES: readonly string[] = ['NotificationBell', 'NotificationList'];

/** Refetches the notification queries currently watched (none are fetched if none is shown). */
export async function refetchNotificationQueries(client: ApolloClient): Promise<void> {
  const watched = [...client.getObservableQueries('active')].filter(
    (query) => query.queryName !== undefined && NOTIFICATION_QUERY_NAMES.includes(query.queryName),
  );
  // A failed refetch is not the mutation's failure: the next poll tries again.
  await Promise.allSettled(watched.map((query) => query.refetch()));
}
