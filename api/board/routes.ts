import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { pageQuery } from '../../sync/contract/kit';
import { requireAuth, requirePerm } from '../auth/middleware';
import { boardQuery } from './load-rooms';
import { boardStats, listBoard } from './list-board';
import { saveRemark, setRoomFlag } from './room-actions';
import { listVacant } from './vacant';
import { filterOptions } from './filter-options';

const zeroOne = (what: string) => z.object({ [what]: z.union([z.literal(0), z.literal(1)], '状态只能是0或1') });
const remarkBody = z.object({ remark: z.string('请输入备注').trim().max(200, '备注不能超过200个字') });
const vacantQuery = z.object({
  apartmentId: z.string().trim().max(40, '公寓编号不正确').optional(),
  houseNumber: z.string().trim().max(20, '房间号不能超过20个字').optional(),
  ...pageQuery,
});

/**
 * The room status board (/jizhongHome) and the vacant rooms (/kofang), spec part 1 §2.11, §4. Reads need the board
 * ('board'; the vacant list and the filter choices also 'vacantRooms'); the room actions need 'board'.
 */
export function boardRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/filters', requirePerm('board', 'vacantRooms'), async (c) =>
    ok(c, await filterOptions(c.var.deps.db, c.var.user)),
  );
  app.get('/houses', requirePerm('board'), validate('query', boardQuery), async (c) =>
    ok(c, await listBoard(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/stats', requirePerm('board'), validate('query', boardQuery), async (c) =>
    ok(c, await boardStats(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/vacant', requirePerm('vacantRooms', 'board'), validate('query', vacantQuery), async (c) =>
    ok(c, await listVacant(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );

  app.put('/houses/:id/rent', requirePerm('board'), validate('json', zeroOne('isRent')), async (c) => {
    const { deps, user } = c.var;
    const { isRent } = c.req.valid('json') as { isRent: 0 | 1 };
    const now = deps.now();
    return ok(
      c,
      await deps.db.write(user.orgId, (tx) => setRoomFlag(tx, now, user, c.req.param('id'), 'rent', isRent)),
      '修改成功',
    );
  });
  app.put('/houses/:id/decoration', requirePerm('board'), validate('json', zeroOne('isDecoration')), async (c) => {
    const { deps, user } = c.var;
    const { isDecoration } = c.req.valid('json') as { isDecoration: 0 | 1 };
    const now = deps.now();
    return ok(
      c,
      await deps.db.write(user.orgId, (tx) =>
        setRoomFlag(tx, now, user, c.req.param('id'), 'decoration', isDecoration),
      ),
      '修改成功',
    );
  });
  app.put('/houses/:id/show', requirePerm('board'), validate('json', zeroOne('isShow')), async (c) => {
    const { deps, user } = c.var;
    const { isShow } = c.req.valid('json') as { isShow: 0 | 1 };
    const now = deps.now();
    return ok(
      c,
      await deps.db.write(user.orgId, (tx) => setRoomFlag(tx, now, user, c.req.param('id'), 'show', isShow)),
      '修改成功',
    );
  });
  app.put('/houses/:id/remark', requirePerm('board'), validate('json', remarkBody), async (c) => {
    const { deps, user } = c.var;
    const now = deps.now();
    return ok(
      c,
      await deps.db.write(user.orgId, (tx) => saveRemark(tx, now, user, c.req.param('id'), c.req.valid('json').remark)),
      '修改成功',
    );
  });
  return app;
}
