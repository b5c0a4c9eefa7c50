import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requirePerm } from '../auth/middleware';
import { createCompany, deleteCompany, listCompanies, updateCompany } from './companies';
import { createProject, deleteProject, listProjects, updateProject } from './projects';
import { logAs } from '../oplog/log-as';
import { entry } from '../oplog/describe';
import { admin } from '../../sync/contract/admin/admin';

/**
 * 公司设置 (/api/admin/companies) and 项目设置 (/api/admin/projects), on the admin app (signed in already). Each write
 * names its company or project in the operation log ('新增项目 滨江项目').
 */
export function officeRoutes(app: Hono<AppEnv>) {
  app.get('/companies', requirePerm('companies'), validate('query', admin.companies.query), async (c) =>
    ok(c, await listCompanies(c.var.deps.db, c.var.user.orgId, c.req.valid('query'))),
  );
  app.post('/companies', requirePerm('companies'), validate('json', admin.createCompany.body), async (c) => {
    const made = await createCompany(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.valid('json'));
    logAs(c, entry('新增公司', c.req.valid('json').name));
    return ok(c, made, '添加成功');
  });
  app.put('/companies/:id', requirePerm('companies'), validate('json', admin.updateCompany.body), async (c) => {
    const { deps, user } = c.var;
    await updateCompany(deps.db, deps.now(), user.orgId, c.req.param('id'), c.req.valid('json'));
    logAs(c, entry('编辑公司', c.req.valid('json').name));
    return ok(c, null, '修改成功');
  });
  app.delete('/companies/:id', requirePerm('companies'), async (c) => {
    const { name } = await deleteCompany(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.param('id'));
    logAs(c, entry('删除公司', name));
    return ok(c, null, '操作成功');
  });

  app.get('/projects', requirePerm('projects'), validate('query', admin.projects.query), async (c) =>
    ok(c, await listProjects(c.var.deps.db, c.var.user.orgId, c.req.valid('query'))),
  );
  app.post('/projects', requirePerm('projects'), validate('json', admin.createProject.body), async (c) => {
    const made = await createProject(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.valid('json'));
    logAs(c, entry('新增项目', c.req.valid('json').name));
    return ok(c, made, '添加成功');
  });
  app.put('/projects/:id', requirePerm('projects'), validate('json', admin.updateProject.body), async (c) => {
    const { deps, user } = c.var;
    await updateProject(deps.db, deps.now(), user.orgId, c.req.param('id'), c.req.valid('json'));
    logAs(c, entry('编辑项目', c.req.valid('json').name));
    return ok(c, null, '修改成功');
  });
  app.delete('/projects/:id', requirePerm('projects'), async (c) => {
    const { name } = await deleteProject(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.param('id'));
    logAs(c, entry('删除项目', name));
    return ok(c, null, '删除成功');
  });
}
