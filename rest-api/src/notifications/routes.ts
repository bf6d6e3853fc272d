import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { currentUser } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { oneOf } from '../http/input-types.ts';
import { idParam, sendKeyed } from '../http/keyed.ts';
import { listPaging, pageParameters, readPageRequest, sendPage } from '../http/paging.ts';
import { NOTIFICATION_SORT_FIELDS } from './repository.ts';
import {
  listNotifications,
  markNotificationSeen,
  pageNotifications,
  removeNotification,
} from './service.ts';

const LIST_PAGING = listPaging(NOTIFICATION_SORT_FIELDS, '-created');

/** A list that grows (CONTRACT.md), with the screen's filter `status=unread|seen`. */
const LIST = accepts({
  query: { ...pageParameters(LIST_PAGING), status: oneOf(['unread', 'seen']) },
});

export function notificationsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/notifications/:username', LIST, async (req, res) => {
    const { status, ...paging } = LIST.query(req);
    const page = readPageRequest(paging, LIST_PAGING);
    const user = currentUser(req);
    const username = String(req.params.username);
    if (!page) {
      sendKeyed(res, await listNotifications(ctx.db, user, username, { status }));
      return;
    }
    const filter = { status, search: page.search };
    sendPage(res, await pageNotifications(ctx.db, user, username, filter, page));
  });

  router.post('/notifications/seen/:id', noInput, async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) throw notFound('Notification');
    res.json(await markNotificationSeen(ctx.db, currentUser(req), id));
  });

  router.delete('/notifications/:id', noInput, async (req, res) => {
    const id = idParam(req.params.id);
    if (!id) throw notFound('Notification');
    await removeNotification(ctx.db, currentUser(req), id);
    res.status(204).end();
  });

  return router;
}
