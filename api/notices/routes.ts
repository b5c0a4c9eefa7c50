import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { notices } from '../../sync/contract/notices/notices';
import { NOTICE_MSG } from '../../sync/rules/notices/notice-rules';
import { accessDriver } from '../hardware/access/connector';
import { deliverOwedNotices } from './device-delivery';
import { listNotices } from './list';
import { deviceOptions, managerOptions, roomOptions } from './pickers';
import { sendNotice } from './send';
import { deleteNotice, recallNotice } from './recall';

const noticeParam = z.object({ noticeId: z.string().min(1).max(40) });

/** /api/notices (issue 19.3; /onlineApplic and /onlineApplic2, permission 通知服务; sync/contract/notices). */
export function noticeRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm('notices'));
  app.get('/', validate('query', notices.list.query), async (c) => {
    const { db, now } = c.var.deps;
    // Door units owed their notices are asked again first, so a 待发送 one the unit now takes shows 已发送.
    await deliverOwedNotices(db, accessDriver(db, now), c.var.user.orgId);
    return ok(c, await listNotices(db, c.var.user, c.req.valid('query')));
  });
  app.post('/', validate('json', notices.send.body), async (c) =>
    ok(c, await sendNotice(c.var.deps, c.var.user, c.req.valid('json')), NOTICE_MSG.sent),
  );
  app.get('/devices', validate('query', notices.devices.query), async (c) =>
    ok(c, await deviceOptions(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/rooms', validate('query', notices.rooms.query), async (c) =>
    ok(c, await roomOptions(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/managers', validate('query', notices.managers.query), async (c) =>
    ok(c, await managerOptions(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post('/:noticeId/recall', validate('param', noticeParam), async (c) => {
    await recallNotice(c.var.deps.db, c.var.user, c.req.valid('param').noticeId);
    return ok(c, null, NOTICE_MSG.recalled);
  });
  app.delete('/:noticeId', validate('param', noticeParam), async (c) => {
    await deleteNotice(c.var.deps.db, c.var.user, c.req.valid('param').noticeId);
    return ok(c, null, NOTICE_MSG.deleted);
  });
  return app;
}
