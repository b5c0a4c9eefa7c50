import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { logAs } from '../../oplog/log-as';
import { entry, roomLabel } from '../../oplog/describe';
import { lockLabel } from '../../oplog/describe-admin';
import { OPERATION_TYPE } from '../../../sync/rules/admin/oplog-rules';
import { requireAuth, requirePerm } from '../../auth/middleware';
import type { PermName } from '../../../sync/product/permissions';
import { LOCK_MSG } from '../../../sync/rules/hardware/lock-rules';
import { locks } from '../../../sync/contract/hardware/locks';
import { lockDriver } from './connector';
import { addLocks } from './add-locks';
import { listLocks, lockRooms } from './list-locks';
import { remoteOpen } from './remote-open';
import { removeLock } from './remove-lock';
import { takeLockEvents } from './take-events';
import { notifyAlarms } from '../alarms/notify';
import { freezeLockUsers, lockUsersOf } from './lock-users';
import { adminPassword, getPassword } from './passwords';
import { resetTenantPassword } from './tenant-password';
import { lockManagersOf } from './lock-staff';
import { frozenRecords, openRecords, passwordRecords } from './records';

/** The lock screens (/equipmentManage lock tab, /shuiDianSuo, records): permission 设备管理 (PERMS.devices). */
export const LOCK_PERM: PermName = 'devices';

const lockParam = z.object({ lockId: z.string().min(1).max(40) });

/** /api/locks (issue 17; contract sync/contract/hardware/locks.ts). */
export function lockRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm(LOCK_PERM));

  app.get('/', validate('query', locks.list.query), async (c) => {
    const { db, now } = c.var.deps;
    // What the locks reported (battery, reach) shows in the list.
    await takeLockEvents(db, lockDriver(db, now), now, c.var.user.orgId);
    await notifyAlarms(c.var.deps, c.var.user.orgId); // an alarm just reported is told at once
    return ok(c, await listLocks(db, c.var.user, c.req.valid('query')));
  });
  app.get('/types', (c) => {
    const { db, now } = c.var.deps;
    return ok(c, [...lockDriver(db, now).types()]);
  });
  app.get('/rooms', validate('query', locks.rooms.query), async (c) =>
    ok(c, await lockRooms(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/open-records', validate('query', locks.openRecords.query), async (c) => {
    const { db, now } = c.var.deps;
    // The locks' own reports arrive first, so an opening shows as soon as its lock was reachable.
    await takeLockEvents(db, lockDriver(db, now), now, c.var.user.orgId);
    await notifyAlarms(c.var.deps, c.var.user.orgId); // an alarm just reported is told at once
    return ok(c, await openRecords(db, c.var.user, c.req.valid('query')));
  });
  app.get('/password-records', validate('query', locks.passwordRecords.query), async (c) =>
    ok(c, await passwordRecords(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query'))),
  );
  app.get('/frozen-records', validate('query', locks.frozenRecords.query), async (c) =>
    ok(c, await frozenRecords(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/managers', validate('query', locks.managers.query), async (c) =>
    ok(c, await lockManagersOf(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );
  app.post('/admin-password', validate('json', locks.adminPassword.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await adminPassword(db, lockDriver(db, now), now, c.var.user, c.req.valid('json')), '设置成功');
  });
  app.post('/reset-tenant-password', validate('json', locks.resetTenant.body), async (c) => {
    const { db, now } = c.var.deps;
    const out = await resetTenantPassword(db, lockDriver(db, now), now, c.var.user, c.req.valid('json').houseId);
    logAs(c, entry('重置租客门锁密码', await roomLabel(db, c.req.valid('json').houseId)));
    return ok(c, out, LOCK_MSG.resetDone);
  });
  app.post('/', validate('json', locks.add.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await addLocks(db, lockDriver(db, now), now, c.var.user, c.req.valid('json')), '添加成功');
  });
  app.delete('/:lockId', validate('param', lockParam), async (c) => {
    const { db, now } = c.var.deps;
    logAs(c, entry('删除门锁', await lockLabel(db, c.req.valid('param').lockId)));
    await removeLock(db, lockDriver(db, now), c.var.user, c.req.valid('param').lockId);
    return ok(c, null, '删除成功');
  });
  app.get('/:lockId/users', validate('param', lockParam), async (c) =>
    ok(c, await lockUsersOf(c.var.deps.db, c.var.user, c.req.valid('param').lockId)),
  );
  app.post('/:lockId/freeze', validate('param', lockParam), validate('json', locks.freeze.body), async (c) => {
    const { deps } = c.var;
    const body = c.req.valid('json');
    const driver = lockDriver(deps.db, deps.now);
    const out = await freezeLockUsers(deps, driver, c.var.user, c.req.valid('param').lockId, body);
    logAs(
      c,
      entry(body.frozen ? '冻结门锁用户' : '解冻门锁用户', await lockLabel(deps.db, c.req.valid('param').lockId)),
    );
    return ok(c, out, body.frozen ? '冻结成功' : '解冻成功');
  });
  app.post('/:lockId/password', validate('param', lockParam), validate('json', locks.password.body), async (c) => {
    const { db, now } = c.var.deps;
    const out = await getPassword(
      db,
      lockDriver(db, now),
      now,
      c.var.user,
      c.req.valid('param').lockId,
      c.req.valid('json'),
    );
    logAs(c, entry('发放门锁密码', await lockLabel(db, c.req.valid('param').lockId)));
    return ok(c, out, '获取成功');
  });
  app.post('/:lockId/open', validate('param', lockParam), validate('json', locks.open.body), async (c) => {
    const { db, now } = c.var.deps;
    const out = await remoteOpen(
      db,
      lockDriver(db, now),
      now,
      c.var.user,
      c.req.valid('param').lockId,
      c.req.valid('json'),
    );
    logAs(c, entry('远程开锁', await lockLabel(db, c.req.valid('param').lockId)), OPERATION_TYPE.change);
    const msg =
      out.result === 'opened' ? LOCK_MSG.opened : out.result === 'offline' ? LOCK_MSG.lockOffline : LOCK_MSG.openFailed;
    return ok(c, out, msg);
  });
  return app;
}
