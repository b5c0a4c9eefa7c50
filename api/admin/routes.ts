import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { actionTree, createRole, deleteRole, listRoles, setRoleActions } from './roles';
import { bindRoles, setProjects, setUsable } from './staff';
import { listStaff } from './staff-list';
import { createStaff } from './staff-create';
import { listOffices } from './offices';
import { officeRoutes } from './office-routes';
import { allocationRoutes } from './allocation-routes';
import { admin } from '../../sync/contract/admin/admin';
import { oplogRoutes } from '../oplog/routes';
import { logAs } from '../oplog/log-as';
import { entry } from '../oplog/describe';
import { roleName, staffName } from '../oplog/describe-admin';

export function adminRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/actions', requirePerm('roles'), (c) => ok(c, actionTree()));
  app.get('/roles', requirePerm('roles', 'staff'), async (c) =>
    ok(c, await listRoles(c.var.deps.db, c.var.user.orgId)),
  );
  app.post('/roles', requirePerm('roles'), validate('json', admin.createRole.body), async (c) => {
    const made = await createRole(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.valid('json'));
    logAs(c, entry('新增角色', c.req.valid('json').roleName));
    return ok(c, made, '添加成功');
  });
  app.put('/roles/:id/actions', requirePerm('roles'), validate('json', admin.roleActions.body), async (c) => {
    await setRoleActions(
      c.var.deps.db,
      c.var.deps.now(),
      c.var.user.orgId,
      c.req.param('id'),
      c.req.valid('json').actionIds,
    );
    logAs(c, entry('修改角色权限', await roleName(c.var.deps.db, c.req.param('id'))));
    return ok(c, null, '修改成功');
  });
  app.delete('/roles/:id', requirePerm('roles'), async (c) => {
    await deleteRole(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.param('id'));
    logAs(c, entry('删除角色', await roleName(c.var.deps.db, c.req.param('id'))));
    return ok(c, null, '删除成功');
  });

  app.get('/staff', requirePerm('staff'), validate('query', admin.staff.query), async (c) =>
    ok(c, await listStaff(c.var.deps.db, c.var.user.orgId, c.req.valid('query'))),
  );
  app.put('/staff/:id/usable', requirePerm('staff'), validate('json', admin.usable.body), async (c) => {
    const { deps, user } = c.var;
    await setUsable(deps.db, deps.now(), user.orgId, user.id, c.req.param('id'), c.req.valid('json').usable);
    const frozen = c.req.valid('json').usable === 1;
    logAs(c, entry(frozen ? '冻结员工' : '解冻员工', await staffName(deps.db, c.req.param('id'))));
    return ok(c, null, '操作成功');
  });
  app.post('/staff', requirePerm('staff'), validate('json', admin.createStaff.body), async (c) => {
    const made = await createStaff(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.valid('json'));
    logAs(c, entry('新增员工', c.req.valid('json').name));
    return ok(c, made, '添加成功');
  });
  app.put('/staff/:id/roles', requirePerm('staff'), validate('json', admin.staffRoles.body), async (c) => {
    const { deps, user } = c.var;
    await bindRoles(deps.db, user.orgId, user.id, c.req.param('id'), c.req.valid('json').roleIds);
    logAs(c, entry('修改员工角色', await staffName(deps.db, c.req.param('id'))));
    return ok(c, null, '修改成功');
  });
  app.put('/staff/:id/projects', requirePerm('staff'), validate('json', admin.staffProjects.body), async (c) => {
    await setProjects(c.var.deps.db, c.var.user.orgId, c.req.param('id'), c.req.valid('json').projectIds);
    logAs(c, entry('分配员工项目', await staffName(c.var.deps.db, c.req.param('id'))));
    return ok(c, null, '修改成功');
  });

  app.get(
    '/offices',
    // The operation log's branch filter lists the projects too.
    requirePerm('companies', 'projects', 'roomAllocation', 'staff', 'operationLog'),
    validate('query', admin.offices.query),
    async (c) => ok(c, await listOffices(c.var.deps.db, c.var.user.orgId, c.req.valid('query').kind)),
  );

  officeRoutes(app);
  allocationRoutes(app);

  app.route('/logs', oplogRoutes());

  return app;
}
