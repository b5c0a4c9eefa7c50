import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { pageQuery } from '../../sync/contract/kit';
import { requireAuth, requirePerm } from '../auth/middleware';
import { actionTree, createRole, deleteRole, listRoles, setRoleActions } from './roles';
import { bindRoles, listStaff, setUsable } from './staff';
import { listOffices } from './offices';
import { parsePermKey } from '../../sync/product/menu';

const roleBody = z.object({
  roleName: z.string('请输入角色名称').trim().min(1, '请输入角色名称').max(20, '角色名称不能超过20个字'),
  roleType: z.union([z.literal(1), z.literal(2)], '请选择角色类型'),
  roleDesc: z.string().trim().max(200, '角色描述不能超过200个字').default(''),
});
const actionsBody = z.object({
  actionIds: z.array(z.string().refine((k) => parsePermKey(k) !== null, '权限项不存在')).max(200),
});

export function adminRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/actions', requirePerm('roles'), (c) => ok(c, actionTree()));
  app.get('/roles', requirePerm('roles', 'staff'), async (c) =>
    ok(c, await listRoles(c.var.deps.db, c.var.user.orgId)),
  );
  app.post('/roles', requirePerm('roles'), validate('json', roleBody), async (c) =>
    ok(c, await createRole(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.valid('json')), '添加成功'),
  );
  app.put('/roles/:id/actions', requirePerm('roles'), validate('json', actionsBody), async (c) => {
    await setRoleActions(
      c.var.deps.db,
      c.var.deps.now(),
      c.var.user.orgId,
      c.req.param('id'),
      c.req.valid('json').actionIds,
    );
    return ok(c, null, '修改成功');
  });
  app.delete('/roles/:id', requirePerm('roles'), async (c) => {
    await deleteRole(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.param('id'));
    return ok(c, null, '删除成功');
  });

  const staffQuery = z.object({
    name: z.string().trim().max(30).optional(),
    phone: z.string().trim().max(11).optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
    ...pageQuery,
  });
  app.get('/staff', requirePerm('staff'), validate('query', staffQuery), async (c) =>
    ok(c, await listStaff(c.var.deps.db, c.var.user.orgId, c.req.valid('query'))),
  );
  app.put(
    '/staff/:id/usable',
    requirePerm('staff'),
    validate('json', z.object({ usable: z.union([z.literal(0), z.literal(1)], '状态不正确') })),
    async (c) => {
      const { deps, user } = c.var;
      await setUsable(deps.db, deps.now(), user.orgId, user.id, c.req.param('id'), c.req.valid('json').usable);
      return ok(c, null, '操作成功');
    },
  );
  app.put(
    '/staff/:id/roles',
    requirePerm('staff'),
    validate('json', z.object({ roleIds: z.array(z.string().max(40)).max(50) })),
    async (c) => {
      await bindRoles(c.var.deps.db, c.var.user.orgId, c.req.param('id'), c.req.valid('json').roleIds);
      return ok(c, null, '修改成功');
    },
  );

  app.get(
    '/offices',
    requirePerm('companies', 'projects', 'roomAllocation', 'staff'),
    validate('query', z.object({ kind: z.coerce.number().int().min(1).max(2).optional() })),
    async (c) => ok(c, await listOffices(c.var.deps.db, c.var.user.orgId, c.req.valid('query').kind)),
  );

  return app;
}
