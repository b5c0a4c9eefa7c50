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

export function adminRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/actions', requirePerm('roles'), (c) => ok(c, actionTree()));
  app.get('/roles', requirePerm('roles', 'staff'), async (c) =>
    ok(c, await listRoles(c.var.deps.db, c.var.user.orgId)),
  );
  app.post('/roles', requirePerm('roles'), validate('json', admin.createRole.body), async (c) =>
    ok(c, await createRole(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.valid('json')), '添加成功'),
  );
  app.put('/roles/:id/actions', requirePerm('roles'), validate('json', admin.roleActions.body), async (c) => {
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

  app.get('/staff', requirePerm('staff'), validate('query', admin.staff.query), async (c) =>
    ok(c, await listStaff(c.var.deps.db, c.var.user.orgId, c.req.valid('query'))),
  );
  app.put('/staff/:id/usable', requirePerm('staff'), validate('json', admin.usable.body), async (c) => {
    const { deps, user } = c.var;
    await setUsable(deps.db, deps.now(), user.orgId, user.id, c.req.param('id'), c.req.valid('json').usable);
    return ok(c, null, '操作成功');
  });
  app.post('/staff', requirePerm('staff'), validate('json', admin.createStaff.body), async (c) =>
    ok(c, await createStaff(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.valid('json')), '添加成功'),
  );
  app.put('/staff/:id/roles', requirePerm('staff'), validate('json', admin.staffRoles.body), async (c) => {
    const { deps, user } = c.var;
    await bindRoles(deps.db, user.orgId, user.id, c.req.param('id'), c.req.valid('json').roleIds);
    return ok(c, null, '修改成功');
  });
  app.put('/staff/:id/projects', requirePerm('staff'), validate('json', admin.staffProjects.body), async (c) => {
    await setProjects(c.var.deps.db, c.var.user.orgId, c.req.param('id'), c.req.valid('json').projectIds);
    return ok(c, null, '修改成功');
  });

  app.get(
    '/offices',
    requirePerm('companies', 'projects', 'roomAllocation', 'staff'),
    validate('query', admin.offices.query),
    async (c) => ok(c, await listOffices(c.var.deps.db, c.var.user.orgId, c.req.valid('query').kind)),
  );

  allocationRoutes(app);
  officeRoutes(app);

  return app;
}
