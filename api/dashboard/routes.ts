import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { dashboard } from '../../sync/contract/dashboard/dashboard';
import { keptTodoCounts } from './counts-memo';
import { chosenQuickEntries, quickEntryOptions, saveQuickEntries } from './quick-entries';
import { addBulletin, listBulletins, removeBulletin } from './bulletins';

/**
 * The home dashboard (/index; contract: sync/contract/dashboard): open to every signed-in user; counts stay within
 * what the user may see. Publishing notices (服务管理 / 通知服务) governs the bulletin board too.
 */
export function dashboardRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/todo', async (c) => ok(c, await keptTodoCounts(c.var.deps.db, c.var.deps.now(), c.var.user)));

  app.get('/quick-entries', async (c) => ok(c, await chosenQuickEntries(c.var.deps.db, c.var.user)));
  app.get('/quick-entries/options', (c) => ok(c, quickEntryOptions(c.var.user)));
  app.put('/quick-entries', validate('json', dashboard.saveQuickEntries.body), async (c) =>
    ok(c, await saveQuickEntries(c.var.deps.db, c.var.user, c.req.valid('json').ids), '保存成功'),
  );

  app.get('/bulletins', async (c) => ok(c, await listBulletins(c.var.deps.db, c.var.user)));
  app.post('/bulletins', requirePerm('notices'), validate('json', dashboard.postBulletin.body), async (c) =>
    ok(c, await addBulletin(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json')), '发布成功'),
  );
  app.delete('/bulletins/:id', requirePerm('notices'), async (c) => {
    await removeBulletin(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('id'));
    return ok(c, null, '删除成功');
  });
  return app;
}
