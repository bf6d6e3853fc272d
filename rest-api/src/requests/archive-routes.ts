// The archive (spec §2 'Archive', §7): declined and withdrawn requests, a list that grows;
// restore makes one open again, delete removes it for good.
import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { currentUser } from '../http/auth.ts';
import { accepts, noInput } from '../http/input-guard.ts';
import { list, oneOf } from '../http/input-types.ts';
import { pageParameters } from '../http/paging.ts';
import { pathId } from '../http/path-id.ts';
import { LIST_FILTERS, REQUEST_PAGING, sendRequestList } from './routes.ts';
import { ARCHIVE_STATUSES } from './service.ts';
import { deleteArchived, restoreRequest } from './transitions.ts';

const LIST = accepts({
  query: {
    ...pageParameters(REQUEST_PAGING),
    ...LIST_FILTERS,
    status: list(oneOf(['Declined', 'Withdrawn'])),
  },
});

export function archiveRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/archive', LIST, async (req, res) => {
    await sendRequestList(ctx, res, LIST.query(req), ARCHIVE_STATUSES, currentUser(req));
  });

  // A GET that writes: the spec's call (§7). Restoring twice answers 409 the second time.
  router.get('/archive/:id/restore', noInput, async (req, res) => {
    res.json(await restoreRequest(ctx, currentUser(req), pathId(req)));
  });

  router.delete('/archive/:id', noInput, async (req, res) => {
    await deleteArchived(ctx, currentUser(req), pathId(req));
    res.status(204).end();
  });

  return router;
}
