import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { containsPattern, dialect } from '../../db/dialect';
import type { Reader } from '../../db/store';
import { pageOf } from '../../http/reply';
import { apartments, floors, rooms } from '../../houses/schema';
import { roomScope, visibleApartment, visibleApartmentIds } from '../../houses/scope';
import { LOCK_FROZEN, LOCK_TYPE_LABEL, LOW_BATTERY, type LockType } from '../../../sync/rules/hardware/lock-rules';
import type { LockListQuery, LockRoomsQuery } from '../../../sync/contract/hardware/locks';
import type { LockRow } from '../../../sync/contract/hardware/lock-shape';
import type { Who } from './access';
import { locks, lockUsers } from './schema';

/** The lock tab (§2.2): the visible apartments' live locks, filtered by apartment, name and device id, 10 a page. */
export async function listLocks(db: Reader, user: Who, f: LockListQuery) {
  const where = and(
    eq(locks.orgId, user.orgId),
    isNull(locks.deletedAt),
    inArray(locks.apartmentId, visibleApartmentIds(db, user)),
    roomScope(db, user, locks.roomId),
    f.apartmentId ? eq(locks.apartmentId, f.apartmentId) : undefined,
    f.name ? dialect.like(locks.name, containsPattern(f.name)) : undefined,
    f.sn ? dialect.like(locks.sn, containsPattern(f.sn)) : undefined,
  );
  const [{ n: total }] = await db.select({ n: count() }).from(locks).where(where);
  const page = await db
    .select({
      lockId: locks.id,
      sn: locks.sn,
      name: locks.name,
      apartmentId: locks.apartmentId,
      apartmentName: apartments.name,
      houseId: locks.roomId,
      houseNumber: rooms.houseNumber,
      floor: floors.floor,
      lockType: locks.lockType,
      onlineStatus: locks.onlineStatus,
      battery: locks.battery,
      isRent: rooms.isRent,
    })
    .from(locks)
    .innerJoin(rooms, eq(rooms.id, locks.roomId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(apartments, eq(apartments.id, locks.apartmentId))
    .where(where)
    .orderBy(asc(apartments.name), asc(floors.floor), asc(rooms.serialNumber), asc(rooms.houseNumber))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const frozen = page.length
    ? await db
        .select({ lockId: lockUsers.lockId, n: count() })
        .from(lockUsers)
        .where(
          and(
            inArray(
              lockUsers.lockId,
              page.map((p) => p.lockId),
            ),
            eq(lockUsers.frozen, LOCK_FROZEN.yes),
            isNull(lockUsers.removedAt),
          ),
        )
        .groupBy(lockUsers.lockId)
    : [];
  const frozenOf = new Map(frozen.map((r) => [r.lockId, r.n]));
  const records: LockRow[] = page.map((p) => ({
    ...p,
    lockTypeName: LOCK_TYPE_LABEL[p.lockType as LockType] ?? '',
    lowBattery: p.battery <= LOW_BATTERY ? 1 : 0,
    isRent: p.isRent ? 1 : 0,
    frozenUsers: frozenOf.get(p.lockId) ?? 0,
  }));
  return pageOf(records, total, f.current, f.size);
}

/** The rooms of an apartment for the add-lock dialog, with isExist 1 where a lock is already on the door; 404 for an apartment the user may not see. */
export async function lockRooms(db: Reader, user: Who, f: LockRoomsQuery) {
  const apt = await visibleApartment(db, user, f.apartmentId);
  const where = and(eq(rooms.apartmentId, apt.id), eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt));
  const [{ n: total }] = await db.select({ n: count() }).from(rooms).where(where);
  const page = await db
    .select({ houseId: rooms.id, houseNumber: rooms.houseNumber, floor: floors.floor })
    .from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .where(where)
    .orderBy(asc(floors.floor), asc(rooms.serialNumber), asc(rooms.houseNumber))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const withLock = page.length
    ? await db
        .select({ roomId: locks.roomId })
        .from(locks)
        .where(
          and(
            inArray(
              locks.roomId,
              page.map((p) => p.houseId),
            ),
            isNull(locks.deletedAt),
          ),
        )
    : [];
  const has = new Set(withLock.map((r) => r.roomId));
  return pageOf(
    page.map((p) => ({ ...p, isExist: has.has(p.houseId) ? (1 as const) : (0 as const) })),
    total,
    f.current,
    f.size,
  );
}
