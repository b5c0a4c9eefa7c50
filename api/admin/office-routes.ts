import type { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requirePerm } from '../auth/middleware';
import { createCompany, deleteCompany, listCompanies, updateCompany } from './companies';
import { createProject, deleteProject, listProjects, updateProject } from './projects';
import { admin } from '../../sync/contract/admin/admin';

/** 公司设置 (/api/admin/companies) and 项目设置 (/api/admin/projects), on the admin app (signed in already). */
export function officeRoutes(app: Hono<AppEnv>) {
  app.get('/companies', requirePerm('companies'), validate('query', admin.companies.query), async (c) =>
    ok(c, await listCompanies(c.var.deps.db, c.var.user.orgId, c.req.valid('query'))),
  );
  app.post('/companies', requirePerm('companies'), validate('json', admin.createCompany.body), async (c) =>
    ok(c, await createCompany(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.valid('json')), '添加成功'),
  );
  app.put('/companies/:id', requirePerm('companies'), validate('json', admin.updateCompany.body), async (c) => {
    const { deps, user } = c.var;
    await updateCompany(deps.db, deps.now(), user.orgId, c.req.param('id'), c.req.valid('json'));
    return ok(c, null, '修改成功');
  });
  app.delete('/companies/:id', requirePerm('companies'), async (c) => {
    await deleteCompany(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.param('id'));
    return ok(c, null, '操作成功');
  });

  app.get('/projects', requirePerm('projects'), validate('query', admin.projects.query), async (c) =>
    ok(c, await listProjects(c.var.deps.db, c.var.user.orgId, c.req.valid('query'))),
  );
  app.post('/projects', requirePerm('projects'), validate('json', admin.createProject.body), async (c) =>
    ok(c, await createProject(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.valid('json')), '添加成功'),
  );
  app.put('/projects/:id', requirePerm('projects'), validate('json', admin.updateProject.body), async (c) => {
    const { deps, user } = c.var;
    await updateProject(deps.db, deps.now(), user.orgId, c.req.param('id'), c.req.valid('json'));
    return ok(c, null, '修改成功');
  });
  app.delete('/projects/:id', requirePerm('projects'), async (c) => {
    await deleteProject(c.var.deps.db, c.var.deps.now(), c.var.user.orgId, c.req.param('id'));
    return ok(c, null, '删除成功');
  });
}
