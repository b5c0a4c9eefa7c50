import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Reader, Tx } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { badRequest } from '../../http/errors';
import { rooms } from '../../houses/schema';
import {
  FREEZE_SOURCE,
  LOCK_FROZEN,
  LOCK_MSG,
  LOCK_USER_KIND,
  LOCK_USER_KIND_LABEL,
  type FreezeSource,
  type LockUserKind,
} from '../../../sync/rules/hardware/lock-rules';
import type { FreezeBody } from '../../../sync/contract/hardware/lock-inputs';
import { MSG_TYPE, postMessages } from '../../messages/post';
import type { Deps } from '../../deps';
import { staffNotices, type Notice } from '../../jobs/push-notices';
import { notifyStaff } from '../../notify';
import type { LockDriver } from './connector';
import { visibleLock } from './access';
import { lockFreezeRecords, lockUsers } from './schema';
import { lockStaffByApartment } from './lock-staff';
import { pushLocks } from './push-lock';

type LockPlace = { id: string; orgId: string; apartmentId: string; roomId: string };

/** The users of a lock (§7 "Lock users by sn"): its tenants with passwords, then the staff who may open it. */
export async function usersOfLock(db: Reader, lock: LockPlace) {
  const rows = await db
    .select()
    .from(lockUsers)
    .where(and(eq(lockUsers.lockId, lock.id), isNull(lockUsers.removedAt)));
  const staff = (await lockStaffByApartment(db, lock.orgId)).get(lock.apartmentId) ?? [];
  const frozenStaff = new Set(rows.filter((r) => r.kind === LOCK_USER_KIND.staff && r.frozen).map((r) => r.uid));
  const row = (uid: string, name: string, phone: string, kind: LockUserKind, frozen: boolean) => ({
    uid,
    name,
    phone,
    kind,
    kindName: LOCK_USER_KIND_LABEL[kind],
    isFrozen: frozen ? LOCK_FROZEN.yes : LOCK_FROZEN.no,
  });
  return [
    ...rows
      .filter((r) => r.kind === LOCK_USER_KIND.tenant)
      .map((r) => row(r.uid, r.name, r.phone, LOCK_USER_KIND.tenant, r.frozen === LOCK_FROZEN.yes)),
    ...staff.map((s) => row(s.uid, s.name, s.phone, LOCK_USER_KIND.staff, frozenStaff.has(s.uid))),
  ];
}

export async function lockUsersOf(db: Reader, user: AuthUser, lockId: string) {
  return usersOfLock(db, await visibleLock(db, user, lockId));
}

/** The staff who manage locks, by apartment (lockStaffByApartment), asked once per unit by whoever freezes many. */
export type StaffOf = (apartmentId: string) => Promise<readonly { uid: string }[]>;

export const staffLookup = (tx: Reader, orgId: string): StaffOf => {
  let all: ReturnType<typeof lockStaffByApartment> | undefined;
  return async (apartmentId) => (await (all ??= lockStaffByApartment(tx, orgId))).get(apartmentId) ?? [];
};

/**
 * Sets users of a lock frozen or not inside a unit: their rows (a staff member gets one the first time), a freeze
 * record each, and a message-centre entry for the apartment's lock staff. Users already in that state are left alone.
 * Answers the web pushes to send after the commit (the same words to the same people).
 */
export async function setFrozen(
  tx: Tx,
  lock: LockPlace,
  users: readonly { uid: string; name: string; phone: string; kind: LockUserKind }[],
  frozen: 0 | 1,
  how: { source: FreezeSource; remark: string; operatorName: string },
  staffOf: StaffOf = staffLookup(tx, lock.orgId),
): Promise<Notice[]> {
  const have = await tx
    .select()
    .from(lockUsers)
    .where(
      and(
        eq(lockUsers.lockId, lock.id),
        inArray(
          lockUsers.uid,
          users.map((u) => u.uid),
        ),
      ),
    );
  const changed = users.filter((u) => (have.find((h) => h.uid === u.uid)?.frozen ?? 0) !== frozen);
  if (changed.length === 0) return [];
  const stamp = { orgId: lock.orgId, createdAt: tx.now, updatedAt: tx.now };
  const place = { lockId: lock.id, apartmentId: lock.apartmentId, roomId: lock.roomId };
  const frozenBy = frozen ? how.source : null;
  for (const u of changed) {
    if (have.some((h) => h.uid === u.uid))
      await tx
        .update(lockUsers)
        .set({ frozen, frozenBy, updatedAt: tx.now })
        .where(and(eq(lockUsers.lockId, lock.id), eq(lockUsers.uid, u.uid)));
    else await tx.insert(lockUsers).values({ ...stamp, id: ulid(tx.now), lockId: lock.id, ...u, frozen, frozenBy });
  }
  await tx.insert(lockFreezeRecords).values(
    changed.map((u) => ({
      ...stamp,
      id: ulid(tx.now),
      ...place,
      uid: u.uid,
      userName: u.name,
      frozen,
      ...how,
      at: tx.now,
    })),
  );
  const [room] = await tx.select({ houseNumber: rooms.houseNumber }).from(rooms).where(eq(rooms.id, lock.roomId));
  const title = `${room?.houseNumber ?? ''}房间门锁${frozen ? '冻结' : '解冻'}`;
  const by = how.source === FREEZE_SOURCE.arrears ? '欠费自动' : how.operatorName;
  const body = `${changed.map((u) => u.name).join('、')}已${frozen ? '冻结' : '解冻'}（${by}）${how.remark ? `：${how.remark}` : ''}`;
  const url = '/getLockFrozenRecord';
  const staff = await staffOf(lock.apartmentId);
  await postMessages(
    tx,
    tx.now,
    staff.map((s) => ({ orgId: lock.orgId, userId: s.uid, msgType: MSG_TYPE.house, title, content: body, url })),
  );
  return staff.map((s) => ({ userId: s.uid, push: { title, body, url, tag: `lock-freeze-${lock.id}` } }));
}

/** The freeze / unfreeze dialogs (§7: frozen, remark, sn, uids): only the lock's own users; then the lock is told. */
export async function freezeLockUsers(
  deps: Deps,
  driver: LockDriver,
  user: AuthUser,
  lockId: string,
  body: FreezeBody,
) {
  const { db, now } = deps;
  const lock = await visibleLock(db, user, lockId);
  const known = await usersOfLock(db, lock);
  const chosen = body.uids.map((uid) => known.find((k) => k.uid === uid));
  if (chosen.some((c) => !c)) throw badRequest(LOCK_MSG.selectUsers);
  const notices = await db.write(user.orgId, (tx) =>
    setFrozen(
      tx,
      lock,
      chosen.map((c) => ({ uid: c!.uid, name: c!.name, phone: c!.phone, kind: c!.kind as LockUserKind })),
      body.frozen,
      { source: FREEZE_SOURCE.manual, remark: body.remark, operatorName: user.name || user.nickname },
    ),
  );
  await pushLocks(db, driver, now, user.orgId, [lock.id]);
  await notifyStaff(deps, staffNotices(user.orgId, 'alarm', notices));
  return usersOfLock(db, lock);
}

export type { LockPlace };
