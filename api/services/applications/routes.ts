import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { applications } from '../../../sync/contract/services/applications';
import { APPLICATION_ACTION_LABEL, type ApplicationAction } from '../../../sync/rules/services/applications-rules';
import { addItem, deleteItem, listItems } from './items';
import { listApplications } from './list';
import { actOnApplication } from './act';

const itemParam = z.object({ itemId: z.string().min(1).max(40) });
const applyParam = z.object({ applyId: z.string().min(1).max(40) });
const ACTIONS: readonly ApplicationAction[] = ['approve', 'reject', 'cancel'];

/**
 * /api/application-items and /api/applications (issue 19.6; /onlineAplly, permission 在线申请; contract
 * sync/contract/services/applications.ts). The tenant page's are tenant-routes.ts.
 */
export function applicationItemRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm('onlineApplications'));
  app.get('/', validate('query', applications.items.query), async (c) =>
    ok(c, await listItems(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post('/', validate('json', applications.addItem.body), async (c) =>
    ok(c, await addItem(c.var.deps.db, c.var.user, c.req.valid('json')), '添加成功'),
  );
  app.delete('/:itemId', validate('param', itemParam), async (c) => {
    await deleteItem(c.var.deps, c.var.user, c.req.valid('param').itemId);
    return ok(c, null, '删除成功');
  });
  return app;
}

/** /api/applications: every application of the visible apartments, and 通过 / 拒绝 / 取消. */
export function applicationRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm('onlineApplications'));
  app.get('/', validate('query', applications.list.query), async (c) =>
    ok(c, await listApplications(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  for (const action of ACTIONS)
    app.post(`/:applyId/${action}`, validate('param', applyParam), async (c) => {
      await actOnApplication(c.var.deps, c.var.user, c.req.valid('param').applyId, action);
      return ok(c, null, `已${APPLICATION_ACTION_LABEL[action]}`);
    });
  return app;
}
