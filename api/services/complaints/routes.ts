import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { logAs } from '../../oplog/log-as';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { requireTenant } from '../../tenant/auth';
import { complaints, tenantComplaints } from '../../../sync/contract/services/complaints';
import { COMPLAINT_KIND_LABEL, COMPLAINT_MSG } from '../../../sync/rules/services/complaints-rules';
import { listComplaints, removeComplaint, replyComplaint } from './list';
import { fileComplaint, tenantComplaintPage } from './tenant';

const complaintParam = z.object({ complaintId: z.string().min(1).max(40) });

/** /api/complaints (issue 19.6; /complaintAdvice, permission 投诉建议; contract sync/contract/services/complaints.ts). */
export function complaintRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm('complaints'));
  app.get('/', validate('query', complaints.list.query), async (c) =>
    ok(c, await listComplaints(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post(
    '/:complaintId/reply',
    validate('param', complaintParam),
    validate('json', complaints.reply.body),
    async (c) => {
      await replyComplaint(c.var.deps, c.var.user, c.req.valid('param').complaintId, c.req.valid('json').reply);
      return ok(c, null, COMPLAINT_MSG.replied);
    },
  );
  app.delete('/:complaintId', validate('param', complaintParam), async (c) => {
    await removeComplaint(c.var.deps, c.var.user, c.req.valid('param').complaintId);
    return ok(c, null, '删除成功');
  });
  return app;
}

/** /api/tenant/complaints: the tenant page's 投诉建议 (requireTenant; their lease's only). */
export function tenantComplaintRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireTenant());
  app.get('/', validate('query', tenantComplaints.list.query), async (c) => {
    const { current, size } = c.req.valid('query');
    return ok(c, await tenantComplaintPage(c.var.deps.db, c.var.tenant, current, size));
  });
  app.post('/', validate('json', tenantComplaints.file.body), async (c) => {
    const filed = await fileComplaint(c.var.deps, c.var.tenant, c.req.valid('json'));
    const { kind, title } = c.req.valid('json');
    const { apartmentName, houseNumber } = c.var.tenant;
    logAs(c, `提交${COMPLAINT_KIND_LABEL[kind]} ${apartmentName} ${houseNumber} ${title}`);
    return ok(c, filed, '提交成功');
  });
  return app;
}
