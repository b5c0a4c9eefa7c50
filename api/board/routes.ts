import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { logAs } from '../oplog/log-as';
import { entry, roomLabel } from '../oplog/describe';
import { requireAuth, requirePerm } from '../auth/middleware';
import { board } from '../../sync/contract/board/board';
import { boardStats, listBoard } from './list-board';
import { saveRemark, setRoomFlag } from './room-actions';
import { listVacant } from './vacant';
import { filterOptions } from './filter-options';

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
  app.get('/houses', requirePerm('board'), validate('query', board.houses.query), async (c) =>
    ok(
      c,
      await listBoard(
        c.var.deps.db,
        c.var.deps.now(),
        c.var.user,
        c.req.valid('query'),
        c.var.deps.config.boardPageRooms,
      ),
    ),
  );
  app.get('/stats', requirePerm('board'), validate('query', board.stats.query), async (c) =>
    ok(c, await boardStats(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/vacant', requirePerm('vacantRooms', 'board'), validate('query', board.vacant.query), async (c) =>
    ok(c, await listVacant(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );

  app.put('/houses/:id/rent', requirePerm('board'), validate('json', board.rent.body), async (c) => {
    const { deps, user } = c.var;
    const { isRent } = c.req.valid('json');
    const now = deps.now();
    const saved = await deps.db.write(user.orgId, (tx) =>
      setRoomFlag(tx, now, user, c.req.param('id'), 'rent', isRent),
    );
    logAs(c, entry(isRent ? '设为已出租' : '设为未出租', await roomLabel(deps.db, saved.houseId)));
    return ok(c, { houseId: saved.houseId, isRent, version: saved.version }, '修改成功');
  });
  app.put('/houses/:id/decoration', requirePerm('board'), validate('json', board.decoration.body), async (c) => {
    const { deps, user } = c.var;
    const { isDecoration } = c.req.valid('json');
    const now = deps.now();
    const saved = await deps.db.write(user.orgId, (tx) =>
      setRoomFlag(tx, now, user, c.req.param('id'), 'decoration', isDecoration),
    );
    logAs(c, entry(isDecoration ? '设为装修中' : '取消装修', await roomLabel(deps.db, saved.houseId)));
    return ok(c, { houseId: saved.houseId, isDecoration, version: saved.version }, '修改成功');
  });
  app.put('/houses/:id/show', requirePerm('board'), validate('json', board.show.body), async (c) => {
    const { deps, user } = c.var;
    const { isShow } = c.req.valid('json');
    const now = deps.now();
    const saved = await deps.db.write(user.orgId, (tx) =>
      setRoomFlag(tx, now, user, c.req.param('id'), 'show', isShow),
    );
    logAs(c, entry(isShow ? '上架展示' : '取消展示', await roomLabel(deps.db, saved.houseId)));
    return ok(c, { houseId: saved.houseId, isShow, version: saved.version }, '修改成功');
  });
  app.put('/houses/:id/remark', requirePerm('board'), validate('json', board.remark.body), async (c) => {
    const { deps, user } = c.var;
    const now = deps.now();
    const id = c.req.param('id');
    const saved = await deps.db.write(user.orgId, (tx) => saveRemark(tx, now, user, id, c.req.valid('json').remark));
    logAs(c, entry('修改房间备注', await roomLabel(deps.db, id)));
    return ok(c, saved, '修改成功');
  });
  return app;
}
