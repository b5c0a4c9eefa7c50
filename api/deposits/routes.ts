import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { logAs } from '../oplog/log-as';
import { entry } from '../oplog/describe';
import { depositLabel } from '../oplog/describe-money';
import { idempotencyKeyOf, once } from '../idempotency/once';
import { requireAuth, requirePerm } from '../auth/middleware';
import { listDeposits } from './list';
import { addDepositOrder } from './add-order';
import { collectDepositOrder } from './collect';
import { revokeDepositOrder } from './revoke';
import { depositDetails } from './details';
import { freeRooms } from './free-rooms';
import type { PermName } from '../../sync/product/permissions';
import { deposits } from '../../sync/contract/deposits/deposits';

/** 定金订单 (/reservationOrder), permission PERMS.depositOrders. */
export const DEPOSIT_PERM: PermName = 'depositOrders';

export function depositRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm(DEPOSIT_PERM));

  app.get('/', validate('query', deposits.list.query), async (c) =>
    ok(c, await listDeposits(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.post('/', validate('json', deposits.add.body), async (c) => {
    const added = await addDepositOrder(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('json'));
    logAs(c, entry('新增定金订单', await depositLabel(c.var.deps.db, added.advanceId)));
    return ok(c, added, '添加成功');
  });
  app.get('/rooms', validate('query', deposits.rooms.query), async (c) =>
    ok(c, await freeRooms(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/:id', async (c) =>
    ok(c, await depositDetails(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('id'))),
  );
  /** A retry with the same Idempotency-Key answers the first reply (same receipt number), booking nothing again. */
  app.post('/:id/collect', validate('json', deposits.collect.body), async (c) => {
    const { db } = c.var.deps;
    const now = c.var.deps.now();
    const [id, input] = [c.req.param('id'), c.req.valid('json')];
    const reply = await once(db, now, c.var.user, idempotencyKeyOf(c), ['deposits.collect', id, input], (tx) =>
      collectDepositOrder(tx, now, c.var.user, id, input),
    );
    logAs(c, entry('收取定金', await depositLabel(db, id)));
    return ok(c, reply, '操作成功');
  });
  app.post('/:id/revoke', validate('json', deposits.revoke.body), async (c) => {
    const { db, now } = c.var.deps;
    const out = await revokeDepositOrder(db, now(), c.var.user, c.req.param('id'), c.req.valid('json'));
    logAs(c, entry('撤销定金订单', await depositLabel(db, c.req.param('id'))));
    return ok(c, out, '撤销成功');
  });
  return app;
}
