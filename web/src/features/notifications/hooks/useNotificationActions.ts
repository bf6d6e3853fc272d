// Read and delete, each owning its cache update: reading lowers the unread count of every cached
// page at once; deleting removes the notification and refetches the visible lists (their counts
// and the item that moves up into the page).
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { useBanner } from '../../../shared/banner/StatusBanner';
import { errorBannerText } from '../../../shared/errors/errorText';
import { refetchNotificationQueries } from '../../../shared/refetch/notificationQueries';

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      notification {
        ...NotificationFields
      }
      errors {
        message
      }
    }
  }
`);

export const DeleteNotificationMutation = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id) {
      deletedId
      errors {
        message
      }
    }
  }
`);

/** A cached page of notifications (stored inline: NotificationPage has no id). */
function lowerUnreadCount(existing: unknown): unknown {
  const page = existing as { unreadCount?: unknown };
  return typeof page.unreadCount === 'number'
    ? { ...page, unreadCount: Math.max(0, page.unreadCount - 1) }
    : existing;
}

export function useNotificationActions() {
  const showBanner = useBanner();
  const client = useApolloClient();
  const [markReadMutation] = useMutation(MarkNotificationReadMutation);
  const [deleteMutation] = useMutation(DeleteNotificationMutation);

  const markRead = useCallback(
    async (notification: NotificationFieldsFragment) => {
      if (notification.read) return;
      try {
        const { data } = await markReadMutation({
          variables: { id: notification.id },
          update(cache, result) {
            if (!result.data?.markNotificationRead.notification) return;
            cache.modify({ fields: { notifications: lowerUnreadCount } });
          },
        });
        const failure = data?.markNotificationRead.errors[0];
        if (failure) showBanner(`Error: ${failure.message}`);
      } catch (error) {
        showBanner(errorBannerText(error));
      }
    },
    [markReadMutation, showBanner],
  );

  const remove = useCallback(
    async (notification: NotificationFieldsFragment): Promise<boolean> => {
      try {
        const { data } = await deleteMutation({
          variables: { id: notification.id },
          update(cache, result) {
            if (!result.data?.deleteNotification.deletedId) return;
            cache.evict({
              id: cache.identify({ __typename: 'Notification', id: notification.id }),
            });
            cache.gc();
          },
        });
        const failure = data?.deleteNotification.errors[0];
        if (failure) {
          showBanner(`Error: ${failure.message}`);
          return false;
        }
        await refetchNotificationQueries(client);
        return true;
      } catch (error) {
        showBanner(errorBannerText(error));
        return false;
      }
    },
    [client, deleteMutation, showBanner],
  );

  return { markRead, remove };
}
