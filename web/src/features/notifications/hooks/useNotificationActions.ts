// Read and delete, each owning its cache update: reading lowers the unread count of every cached
// page at once; deleting removes the notification and refetches the visible lists (their counts
// and the item that moves up into the page).
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type {
  DeleteNotificationMutation as DeleteData,
  MarkNotificationReadMutation as MarkReadData,
  NotificationFieldsFragment,
} from '../../../gql/graphql';
import { errorText } from '../../../shared/errors/errorText';
import { useWrite, type Write, type WritePayload } from '../../../shared/writes/useWrite';
import { refetchNotificationQueries } from '../../../shared/refetch/notificationQueries';

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      notification {
        ...NotificationFields
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteNotificationMutation = graphql(`
  mutation DeleteNotification($id: ID!) {
    deleteNotification(id: $id) {
      deletedId
      errors {
        ...UserErrorFields
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

/** Reading: the first user error or the failure as a banner; no success banner. */
const MARK_READ: Write<MarkReadData, WritePayload, true> = {
  payload: (data) => data.markNotificationRead,
  done: (result) => (result.errors.length === 0 ? true : null),
  refused: (_rest, all) => (all[0] ? errorText(all[0].message) : null),
};

const DELETE: Write<DeleteData, WritePayload, true> = {
  payload: (data) => data.deleteNotification,
  done: (result) => (result.errors.length === 0 ? true : null),
  refused: (_rest, all) => (all[0] ? errorText(all[0].message) : null),
};

const MARK_READ_OPTIONS = {
  update(cache: ApolloCache, result: { data?: MarkReadData | null }) {
    if (!result.data?.markNotificationRead.notification) return;
    cache.modify({ fields: { notifications: lowerUnreadCount } });
  },
};

const DELETE_OPTIONS = {
  update(cache: ApolloCache, result: { data?: DeleteData | null }) {
    const id = result.data?.deleteNotification.deletedId;
    if (!id) return;
    cache.evict({ id: cache.identify({ __typename: 'Notification', id }) });
    cache.gc();
  },
};

export function useNotificationActions() {
  const client = useApolloClient();
  const markReadWrite = useWrite(MarkNotificationReadMutation, MARK_READ, MARK_READ_OPTIONS);
  const deleteWrite = useWrite(DeleteNotificationMutation, DELETE, DELETE_OPTIONS);

  const markRead = useCallback(
    async (notification: NotificationFieldsFragment) => {
      if (notification.read) return;
      await markReadWrite({ id: notification.id });
    },
    [markReadWrite],
  );

  const remove = useCallback(
    async (notification: NotificationFieldsFragment): Promise<boolean> => {
      if ((await deleteWrite({ id: notification.id })).status !== 'done') return false;
      await refetchNotificationQueries(client);
      return true;
    },
    [client, deleteWrite],
  );

  return { markRead, remove };
}
