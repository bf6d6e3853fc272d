import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { currentUser } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { noInput } from '../http/input-guard.ts';
import { idParam, sendKeyed } from '../http/keyed.ts';
import { listNotifications, markNotificationSeen, removeNotification } from './service.ts';

export function notificationsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/notifications/:username', noInput, async (req, res) => {
    sendKeyed(res, await listNotifications(ctx.db, currentUser(req), String(req.params.username)));
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
