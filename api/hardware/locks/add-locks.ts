import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../db/store';
import { badRequest, conflict } from '../../http/errors';
import { rooms } from '../../houses/schema';
import { visibleApartment } from '../../houses/scope';
import { LOCK_MSG, type LockType } from '../../../sync/rules/hardware/lock-rules';
import type { AddLocksBody } from '../../../sync/contract/hardware/locks';
import type { LockDriver } from './connector';
import type { Who } from './access';
import { locks } from './schema';
import { pushLocks } from './push-lock';

/**
 * Puts a lock on each chosen room of an apartment (§2.2 add-lock dialog; '请选择房间' when none): each gets a fresh
 * offline-code secret, is registered with the vendor (its sn) and recorded, then receives its users. A room that
 * already has a lock is refused (所选房间已安装门锁), so is a room of another apartment.
 */
export async function addLocks(db: Db, driver: LockDriver, now: () => number, user: Who, input: AddLocksBody) {
  const apt = await visibleApartment(db, user, input.apartmentId);
  const houseIds = [...new Set(input.houseIds)];
  const found = await db
    .select({ id: rooms.id, houseNumber: rooms.houseNumber })
    .from(rooms)
    .where(and(eq(rooms.apartmentId, apt.id), inArray(rooms.id, houseIds), isNull(rooms.deletedAt)));
  if (found.length !== houseIds.length) throw badRequest(LOCK_MSG.selectRoom);
  await refuseRoomsWithLock(db, houseIds);

  const made: { id: string; roomId: string; sn: string; secret: string; name: string }[] = [];
  for (const room of found) {
    const secret = randomBytes(32).toString('hex');
    const { sn } = await driver.provision({
      orgId: user.orgId,
      lockType: input.lockType as LockType,
      roomLabel: `${apt.name}${room.houseNumber}`,
      secret,
    });
    made.push({ id: ulid(now()), roomId: room.id, sn, secret, name: `${room.houseNumber}门锁` });
  }
  try {
    await db.write(user.orgId, async (tx) => {
      // Again inside the unit: another request may have put a lock on one of the rooms meanwhile.
      await refuseRoomsWithLock(tx, houseIds);
      await tx.insert(locks).values(
        made.map((m) => ({
          id: m.id,
          orgId: user.orgId,
          createdAt: tx.now,
          updatedAt: tx.now,
          apartmentId: apt.id,
          roomId: m.roomId,
          sn: m.sn,
          name: m.name,
          lockType: input.lockType,
          secret: m.secret,
          lastSeenAt: tx.now,
        })),
      );
    });
  } catch (e) {
    // Nothing recorded: the vendor forgets the locks it just registered, so a retry starts clean.
    for (const m of made) await driver.remove(m.sn);
    throw e;
  }
  await pushLocks(
    db,
    driver,
    now,
    user.orgId,
    made.map((m) => m.id),
  );
  return { locks: made.map((m) => ({ lockId: m.id, sn: m.sn, houseId: m.roomId })) };
}

/** 409 所选房间已安装门锁 when any of the rooms has a live lock. */
async function refuseRoomsWithLock(q: Reader, houseIds: readonly string[]) {
  const [taken] = await q
    .select({ roomId: locks.roomId })
    .from(locks)
    .where(and(inArray(locks.roomId, [...houseIds]), isNull(locks.deletedAt)))
    .limit(1);
  if (taken) throw conflict(LOCK_MSG.roomHasLock);
}
