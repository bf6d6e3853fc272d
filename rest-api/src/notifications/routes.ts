import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { currentUser } from '../http/auth.ts';
import { notFound, validationFailed } from '../http/errors.ts';
import { idParam, sendKeyed } from '../http/keyed.ts';
import { PAGING_PARAMETERS, readPageRequest, sendPage } from '../http/paging.ts';
import { NOTIFICATION_SORT_FIELDS, type NotificationFilter } from './repository.ts';
import {
  listNotifications,
  markNotificationSeen,
  pageNotifications,
  removeNotification,
} from './service.ts';

const LIST_PAGING = {
  sortFields: NOTIFICATION_SORT_FIELDS,
  defaultSort: { field: 'created', direction: 'desc' },
} as const;
const LIST_PARAMETERS: readonly string[] = [...PAGING_PARAMETERS, 'status'];

/** The screen's filter: `status=unread|seen`. */
function notificationFilter(req: Request): NotificationFilter {
  const unknown = Object.keys(req.query).find((name) => !LIST_PARAMETERS.includes(name));
  if (unknown) {
    throw validationFailed([{ field: unknown, message: `Unknown parameter ${unknown}` }]);
  }
  const { status } = req.query;
  if (status !== undefined && status !== 'unread' && status !== 'seen') {
    throw validationFailed([{ field: 'status', message: 'status must be unread or seen' }]);
  }
  return { status };
}

export function notificationsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/notifications/:username', async (req, res) => {
    const filter = notificationFilter(req);
    const page = readPageRequest(req.query, LIST_PAGING);
    const user = currentUser(req);
    const { username } = req.params;
    if (!page) {
      sendKeyed(res, await listNotifications(ctx.db, user, username, filter));
      return;
    }
    const searched = { ...filter, search: page.search };
    sendPage(res, await pageNotifications(ctx.db, user, username, searched, page));
  });

  router.post('/notifications/seen/:id', async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) throw notFound('Notification');
    res.json(await markNotificationSeen(ctx.db, currentUser(req), id));
  });

  router.delete('/notifications/:id', async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) throw notFound('Notification');
    await removeNotification(ctx.db, currentUser(req), id);
    res.status(204).end();
  });

  return router;
}
