import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { notifyTenants } from '../notify';
import { repairs as contract } from '../../sync/contract/repairs/repairs';
import { listRepairs, repairDetailFor } from './list';
import { actOnRepair, type ManagerAct } from './act';
import { addRepairType, editRepairType, listRepairTypes, removeRepairType } from './types';
import { logAs } from '../oplog/log-as';
import { entry, repairLabel } from '../oplog/describe';

const repairParam = z.object({ repairId: z.string().min(1).max(40) });
const typeParam = z.object({ typeId: z.string().min(1).max(40) });

const DONE: Record<ManagerAct['action'], string> = { accept: '受理成功', complete: '操作成功', cancel: '取消成功' };
/** The operation log's words of each act. */
const LOGGED: Record<ManagerAct['action'], string> = { accept: '受理报修', complete: '完成维修', cancel: '取消报修' };

/** /api/repairs (issue 19.2; /repairs, permission 报修管理; contract sync/contract/repairs/repairs.ts). */
export function repairRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm('repairs'));
  app.get('/', validate('query', contract.list.query), async (c) =>
    ok(c, await listRepairs(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/:repairId', validate('param', repairParam), async (c) =>
    ok(c, await repairDetailFor(c.var.deps.db, c.var.user, c.req.valid('param').repairId)),
  );
  /** Performs the act in a unit, then tells the tenant (web push) and answers the repair as it is now. */
  const act = async (c: Context<AppEnv>, repairId: string, what: ManagerAct) => {
    const { deps, user } = c.var;
    const done = await deps.db.write(user.orgId, (tx) => actOnRepair(tx, tx.now, user, repairId, what));
    if (done.notice) await notifyTenants(deps, [{ ...done.notice, tag: `repair-${repairId}` }]);
    logAs(c, entry(LOGGED[what.action], await repairLabel(deps.db, repairId)));
    return repairDetailFor(deps.db, user, repairId);
  };
  app.post('/:repairId/accept', validate('param', repairParam), async (c) =>
    ok(c, await act(c, c.req.valid('param').repairId, { action: 'accept' }), DONE.accept),
  );
  app.post('/:repairId/complete', validate('param', repairParam), validate('json', contract.complete.body), async (c) =>
    ok(c, await act(c, c.req.valid('param').repairId, { action: 'complete', ...c.req.valid('json') }), DONE.complete),
  );
  app.post('/:repairId/cancel', validate('param', repairParam), validate('json', contract.cancel.body), async (c) =>
    ok(c, await act(c, c.req.valid('param').repairId, { action: 'cancel', ...c.req.valid('json') }), DONE.cancel),
  );
  return app;
}

/** /api/repair-types (/repairsType, §2.6; permission 报修管理). */
export function repairTypeRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm('repairs'));
  app.get('/', validate('query', contract.types.query), async (c) =>
    ok(c, await listRepairTypes(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post('/', validate('json', contract.addType.body), async (c) =>
    ok(c, await addRepairType(c.var.deps.db, c.var.user, c.req.valid('json')), '添加成功'),
  );
  app.put('/:typeId', validate('param', typeParam), validate('json', contract.editType.body), async (c) =>
    ok(
      c,
      await editRepairType(c.var.deps.db, c.var.user, c.req.valid('param').typeId, c.req.valid('json')),
      '修改成功',
    ),
  );
  app.delete('/:typeId', validate('param', typeParam), async (c) => {
    await removeRepairType(c.var.deps.db, c.var.user, c.req.valid('param').typeId);
    return ok(c, null, '删除成功');
  });
  return app;
}
