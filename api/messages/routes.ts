import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { pageQuery } from '../../sync/contract/kit';
import { requireAuth } from '../auth/middleware';
import { unreadCounts } from './unread';
import { deleteMessage, listMessages, markRead } from './list';

const msgType = z.coerce
  .number('消息类型不正确')
  .int('消息类型不正确')
  .min(0, '消息类型不正确')
  .max(4, '消息类型不正确');
const listQuery = z.object({
  msgType: msgType.optional(),
  isRead: z.coerce
    .number('已读状态只能是0或1')
    .int()
    .min(0, '已读状态只能是0或1')
    .max(1, '已读状态只能是0或1')
    .optional(),
  current: pageQuery.current,
  size: z.coerce.number().int().min(1).max(10, '每页最多10条').default(10),
});
const readBody = z.union(
  [
    z
      .object({
        ids: z.array(z.string().trim().min(1).max(40), '请选择消息').min(1, '请选择消息').max(100, '一次最多100条'),
      })
      .strict(),
    z.object({ all: z.literal(true), msgType: msgType.optional() }).strict(),
  ],
  '请选择消息',
);

/**
 * The message centre (spec part 4 "Message centre", /Message): any signed-in user, always and only their own messages.
 * GET / (msgType, isRead, current; 10 per page, newest first), GET /unread (the header badge and the tabs), POST /read
 * ({ids} or {all: true, msgType?}), DELETE /:id (soft).
 */
export function messageRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  app.get('/', validate('query', listQuery), async (c) =>
    ok(c, await listMessages(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  );
  app.get('/unread', async (c) => ok(c, await unreadCounts(c.var.deps.db, c.var.user.id)));
  app.post('/read', validate('json', readBody), async (c) => {
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
