import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requirePerm } from '../auth/middleware';
import { oplog } from '../../sync/contract/admin/oplog';
import { listLogs } from './list';

/**
 * GET /api/admin/logs (/logsInfor), mounted under /api/admin, whose requireAuth signs the request in. The list only:
 * no route changes or removes an entry (PUT/DELETE answer 404, test/api/oplog.test.ts).
 */
export function oplogRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', requirePerm('operationLog'), validate('query', oplog.logs.query), async (c) =>
    ok(c, await listLogs(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  return app;
}
