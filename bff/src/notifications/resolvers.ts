// Query/Mutation fields of the notifications domain; always the signed-in user's own.
import type { Resolvers, UserError } from '../generated/graphql.ts';
import { ERROR_CODES } from '../errors.ts';
import { inputId } from '../writes/input-ids.ts';
import { write } from '../writes/write.ts';
import { toNotification } from './mappers.ts';
import { deleteNotification, markSeen, notificationPage, unreadCount } from './rest.ts';

const NOT_FOUND: UserError = {
  field: 'id',
  message: 'The notification does not exist (any more).',
  code: ERROR_CODES.notFound,
};

/** A notification that is gone (deleted in another tab) is an expected outcome, not a failure. */
const GONE = { gone: NOT_FOUND };
const notificationId = (id: string) => inputId(NOT_FOUND.field!, id, NOT_FOUND.message);

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: (_parent, args, { rest, user }) => notificationPage(rest, user.username, args),
  },
  NotificationPage: {
    items: (page) => page.items.map(toNotification),
    totalCount: (page) => page.totalCount,
    // Asked only when selected (the bell): a second call, counting without rows.
    unreadCount: (_page, _args, { rest, user }) => unreadCount(rest, user.username),
  },
  Mutation: {
    markNotificationRead: async (_parent, { id }, { rest }) => {
      const { value, errors } = await write(() => markSeen(rest, notificationId(id)), GONE);
      return { notification: value && toNotification(value), errors };
    },
    deleteNotification: async (_parent, { id }, { rest }) => {
      const { value, errors } = await write(async () => {
        await deleteNotification(rest, notificationId(id));
        return id;
      }, GONE);
      return { deletedId: value, errors };
    },
  },
};
