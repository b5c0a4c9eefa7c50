import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth } from '../auth/middleware';
import { messages } from '../../sync/contract/messages/messages';
import { unreadCounts } from './unread';
import { deleteMessage, listMessages, markRead } from './list';

/**
 * The message centre (spec part 4 "Message centre", /Message; contract: sync/contract/messages): any signed-in user,
 * always and only their own messages. GET / (msgType, isRead, current; 10 per page, newest first), GET /unread (the
 * header badge and the tabs), POST /read ({ids} or {all: true, msgType?}), DELETE /:id (soft).
 */
export function messageRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  app.get('/', validate('query', messages.list.query), async (c) =>
    ok(c, await listMessages(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  );
  app.get('/unread', async (c) => ok(c, await unreadCounts(c.var.deps.db, c.var.user.id)));
  app.post('/read', validate('json', messages.read.body), async (c) => {
    const body = c.req.valid('json');
    const changed = await markRead(
      c.var.deps.db,
      c.var.user,
      'ids' in body ? { ids: body.ids } : { all: true, msgType: body.msgType },
    );
    return ok(c, { changed, ...(await unreadCounts(c.var.deps.db, c.var.user.id)) });
  });
  app.delete('/:id', async (c) => {
    await deleteMessage(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('id'));
    return ok(c, await unreadCounts(c.var.deps.db, c.var.user.id), '删除成功');
  });
  return app;
}
