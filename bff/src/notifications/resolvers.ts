// Query/Mutation fields of the notifications domain; always the signed-in user's own.
import type { Resolvers, UserError } from '../generated/graphql.ts';
import { ERROR_CODES, NotFoundError, badUserInput, userErrorsOf } from '../errors.ts';
import { isRestId } from '../keyed.ts';
import { toNotification, toNotificationPage } from './mappers.ts';
import { deleteNotification, markSeen } from './rest.ts';

export const MAX_NOTIFICATION_PAGE = 100;

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
    notifications: async (_parent, { offset, limit }, { user, loaders }) => {
      if (offset < 0) throw badUserInput('offset must not be negative.');
      if (limit < 1 || limit > MAX_NOTIFICATION_PAGE) {
        throw badUserInput(`limit must be from 1 to ${MAX_NOTIFICATION_PAGE}.`);
      }
      const keyed = await loaders.notifications.byUsername.load(user.username);
      return toNotificationPage(keyed, offset, limit);
    },
  },
  Mutation: {
    markNotificationRead: async (_parent, { id }, { rest, user, loaders }) => {
      if (!isRestId(id)) return { notification: null, errors: [NOT_FOUND] };
      try {
        const seen = await markSeen(rest, id);
        loaders.notifications.byUsername.clear(user.username);
        return { notification: toNotification(seen), errors: [] };
      } catch (error) {
        return { notification: null, errors: notificationErrors(error) };
      }
    },
    deleteNotification: async (_parent, { id }, { rest, user, loaders }) => {
      if (!isRestId(id)) return { deletedId: null, errors: [NOT_FOUND] };
      try {
        await deleteNotification(rest, id);
        loaders.notifications.byUsername.clear(user.username);
        return { deletedId: id, errors: [] };
      } catch (error) {
        return { deletedId: null, errors: notificationErrors(error) };
      }
    },
  },
};
