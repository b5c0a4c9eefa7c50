import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { todoCounts } from './todo-counts';
import { chosenQuickEntries, quickEntryOptions, saveQuickEntries } from './quick-entries';
import { addBulletin, BULLETIN_CONTENT_MAX, BULLETIN_TITLE_MAX, listBulletins, removeBulletin } from './bulletins';

/** Publishing notices (服务管理 / 通知服务) governs the bulletin board too. */
const bulletinBody = z.object({
  title: z
    .string({ error: '请输入公告标题' })
    .trim()
    .min(1, '请输入公告标题')
    .max(BULLETIN_TITLE_MAX, `公告标题不能超过${BULLETIN_TITLE_MAX}个字`),
  content: z
    .string({ error: '公告内容格式不正确' })
    .trim()
    .max(BULLETIN_CONTENT_MAX, `公告内容不能超过${BULLETIN_CONTENT_MAX}个字`)
    .default(''),
});

const quickEntryBody = z.object({
  ids: z.string({ error: '快捷入口参数格式不正确' }).max(200, '快捷入口参数格式不正确'),
});

/** The home dashboard (/index): open to every signed-in user; counts stay within what the user may see. */
export function dashboardRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/todo', async (c) => ok(c, await todoCounts(c.var.deps.db, c.var.deps.now(), c.var.user)));

  app.get('/quick-entries', async (c) => ok(c, await chosenQuickEntries(c.var.deps.db, c.var.user)));
  app.get('/quick-entries/options', (c) => ok(c, quickEntryOptions(c.var.user)));
  app.put('/quick-entries', validate('json', quickEntryBody), async (c) =>
    ok(c, await saveQuickEntries(c.var.deps.db, c.var.user, c.req.valid('json').ids), '保存成功'),
  );

  app.get('/bulletins', async (c) => ok(c, await listBulletins(c.var.deps.db, c.var.user)));
  app.post('/bulletins', requirePerm('notices'), validate('json', bulletinBody), async (c) =>
    ok(c, await addBulletin(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')), '发布成功'),
  );
  app.delete('/bulletins/:id', requirePerm('notices'), async (c) => {
    await removeBulletin(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('id'));
    return ok(c, null, '删除成功');
  });
  return app;
}
