import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { badRequest } from '../../http/errors';
import { rooms } from '../../houses/schema';
import { deviceConfigOf } from '../../settings/hardware-config';
import { LOCK_ONLINE, OPEN_RESULT, OPEN_TYPE, RECORD_SOURCE } from '../../../sync/rules/hardware/lock-rules';
import type { OpenBody } from '../../../sync/contract/hardware/locks';
import type { LockDriver } from './connector';
import { visibleLock } from './access';
import { lockOpenRecords, locks } from './schema';
import { pushLocks } from './push-lock';
import { tellTenantOfEntry } from './tell-tenant';
import { openReasonRefusal } from '../../../sync/rules/hardware/open-rules';

/**
 * Opens a lock now through the connector (§ issue 17.5 online). A rented room is the tenant's home: unless General_7
 * 出租后管家可开门 is on, whoever opens it gives a reason (房间已出租，请选择开门原因), the opening is recorded with it and
 * the tenant is told. Every attempt is recorded (opened, lock out of reach, failed); a lock that answers again gets
 * what it missed.
 */
export async function remoteOpen(
  db: Db,
  driver: LockDriver,
  now: () => number,
  user: AuthUser,
  lockId: string,
  body: OpenBody,
) {
  const lock = await visibleLock(db, user, lockId);
  const [room] = await db
    .select({ isRent: rooms.isRent, houseNumber: rooms.houseNumber })
    .from(rooms)
    .where(eq(rooms.id, lock.roomId))
    .limit(1);
  const rented = room?.isRent === 1;
  const reason = body.reason ?? '';
  const staffOpenRented = rented && (await deviceConfigOf(db, user.orgId, lock.apartmentId)).staffOpenRented === 1;
  const refusal = openReasonRefusal({ rented, staffOpenRented }, reason);
  if (refusal) throw badRequest(refusal);

  const result = await driver.open(lock.sn);
  const recordId = ulid(now());
  await db.write(user.orgId, async (tx) => {
    await tx.insert(lockOpenRecords).values({
      id: recordId,
      orgId: user.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      lockId: lock.id,
      apartmentId: lock.apartmentId,
      roomId: lock.roomId,
      openedAt: tx.now,
      openType: OPEN_TYPE.network,
      result: result === 'opened' ? OPEN_RESULT.opened : OPEN_RESULT.failed,
      uid: user.id,
      userName: user.name || user.nickname,
      reason,
      source: RECORD_SOURCE.server,
    });
    const reached = result !== 'offline';
    await tx
      .update(locks)
      .set({
        onlineStatus: reached ? LOCK_ONLINE.online : LOCK_ONLINE.offline,
        ...(reached ? { lastSeenAt: tx.now } : {}),
        updatedAt: tx.now,
      })
      .where(eq(locks.id, lock.id));
    if (rented && result === 'opened')
      await tellTenantOfEntry(tx, { lock, houseNumber: room.houseNumber, by: user.name || user.nickname, reason });
  });
  if (result !== 'offline' && lock.pushPending) await pushLocks(db, driver, now, user.orgId, [lock.id]);
  return { result, recordId };
}
