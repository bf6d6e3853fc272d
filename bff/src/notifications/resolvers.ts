// Query/Mutation fields of the notifications domain; always the signed-in user's own.
import type { Resolvers, UserError } from '../generated/graphql.ts';
import { ERROR_CODES, NotFoundError, userErrorsOf } from '../errors.ts';
import { isRestId } from '../keyed.ts';
import { toNotification } from './mappers.ts';
import { deleteNotification, markSeen, notificationPage, unreadCount } from './rest.ts';

const NOT_FOUND: UserError = {
  field: 'id',
  message: 'The notification does not exist (any more).',
  code: ERROR_CODES.notFound,
};

/** A notification that is gone (deleted in another tab) is an expected outcome, not a failure. */
function notificationErrors(error: unknown): UserError[] {
  if (error instanceof NotFoundError) return [NOT_FOUND];
  return userErrorsOf(error);
}

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
      if (!isRestId(id)) return { notification: null, errors: [NOT_FOUND] };
      try {
        return { notification: toNotification(await markSeen(rest, id)), errors: [] };
      } catch (error) {
        return { notification: null, errors: notificationErrors(error) };
      }
    },
    deleteNotification: async (_parent, { id }, { rest }) => {
      if (!isRestId(id)) return { deletedId: null, errors: [NOT_FOUND] };
      try {
        await deleteNotification(rest, id);
        return { deletedId: id, errors: [] };
      } catch (error) {
        return { deletedId: null, errors: notificationErrors(error) };
      }
    },
  },
};
