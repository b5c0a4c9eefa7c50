import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { badRequest, conflict } from '../../http/errors';
import { rooms } from '../../houses/schema';
import { lockManagersOf } from './lock-staff';
import { visibleApartment, visibleRoom } from '../../houses/scope';
import { PASSWORD_TYPE, type PasswordType } from '../../../sync/rules/hardware/lock-rules';
import type { AdminPasswordBody, GetPasswordBody } from '../../../sync/contract/hardware/lock-inputs';
import type { LockDriver } from './connector';
import { visibleLock } from './access';
import { lockPasswords, locks } from './schema';
import { pushLocks } from './push-lock';

/** The longest a password given out by hand may last: an admin password a year, a temporary one 30 days. */
const MAX_SPAN: Record<PasswordType, number> = { 1: 366 * 86_400_000, 2: 0, 3: 30 * 86_400_000 };

type Holder = { uid: string; userName: string; phone: string };
type LockPlace = { id: string; orgId: string; apartmentId: string; roomId: string };

/** A 6-digit code no live password of these locks has (a lock refuses two equal codes). */
export async function freshCode(q: Reader, now: number, lockIds: readonly string[]): Promise<string> {
  const live = await q
    .select({ code: lockPasswords.code })
    .from(lockPasswords)
    .where(
      and(inArray(lockPasswords.lockId, [...lockIds]), isNull(lockPasswords.revokedAt), gt(lockPasswords.endAt, now)),
    );
  const used = new Set(live.map((r) => r.code));
  for (;;) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (!used.has(code) && !/^(\d)\1{5}$/.test(code)) return code;
  }
}

/** Records one password on each lock (inside a unit). */
export async function recordPasswords(
  tx: Tx,
  placed: readonly LockPlace[],
  p: Holder & {
    code: string;
    passwordType: PasswordType;
    startAt: number;
    endAt: number;
    leaseId?: string;
    remark?: string;
    createdBy: string | null;
  },
) {
  await tx.insert(lockPasswords).values(
    placed.map((l) => ({
      id: ulid(tx.now),
      orgId: l.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      lockId: l.id,
      apartmentId: l.apartmentId,
      roomId: l.roomId,
      ...p,
    })),
  );
}

function checkSpan(type: PasswordType, startAt: number, endAt: number, now: number) {
  if (endAt <= now) throw badRequest('失效时间须晚于现在');
  if (endAt - startAt > MAX_SPAN[type])
    throw badRequest(type === PASSWORD_TYPE.temporary ? '临时密码最长30天' : '管理员密码最长一年');
}

/** Gives the locks their new state and answers the dialog's reply: the code, and how many locks have not taken it. */
async function handOut(db: Db, driver: LockDriver, now: () => number, orgId: string, lockIds: string[], code: string) {
  const missed = await pushLocks(db, driver, now, orgId, lockIds);
  return { password: code, locks: lockIds.length, pending: missed.length };
}

/** The get-password dialog (§5: 生效时间不能大于失效时间): an admin or temporary password for the asking user. */
export async function getPassword(
  db: Db,
  driver: LockDriver,
  now: () => number,
  user: AuthUser,
  lockId: string,
  body: GetPasswordBody,
) {
  const lock = await visibleLock(db, user, lockId);
  checkSpan(body.passwordType, body.startTime, body.endTime, now());
  const code = await freshCode(db, now(), [lock.id]);
  await db.write(user.orgId, (tx) =>
    recordPasswords(tx, [lock], {
      uid: user.id,
      userName: user.name || user.nickname,
      phone: user.phone,
      code,
      passwordType: body.passwordType,
      startAt: body.startTime,
      endAt: body.endTime,
      createdBy: user.id,
    }),
  );
  return handOut(db, driver, now, user.orgId, [lock.id], code);
}

/** The unified admin password: one code for a manager on the locks of the chosen rooms of an apartment. */
export async function adminPassword(
  db: Db,
  driver: LockDriver,
  now: () => number,
  user: AuthUser,
  body: AdminPasswordBody,
) {
  const apt = await visibleApartment(db, user, body.apartmentId);
  checkSpan(PASSWORD_TYPE.admin, body.startTime, body.endTime, now());
  // Only someone who may open the apartment's locks (the managers list).
  const manager = (await lockManagersOf(db, user, apt.id))
    .map((m) => ({ id: m.pkId, name: m.name, phone: m.phone }))
    .find((m) => m.id === body.userId);
  if (!manager) throw badRequest('请选择管理员');
  const placed = await db
    .select({ id: locks.id, orgId: locks.orgId, apartmentId: locks.apartmentId, roomId: locks.roomId })
    .from(locks)
    .innerJoin(rooms, eq(rooms.id, locks.roomId))
    .where(and(eq(locks.apartmentId, apt.id), inArray(locks.roomId, body.houseIds), isNull(locks.deletedAt)));
  if (placed.length === 0) throw conflict('所选房间没有门锁');
  const code = await freshCode(
    db,
    now(),
    placed.map((l) => l.id),
  );
  await db.write(user.orgId, (tx) =>
    recordPasswords(tx, placed, {
      uid: manager.id,
      userName: manager.name,
      phone: manager.phone,
      code,
      passwordType: PASSWORD_TYPE.admin,
      startAt: body.startTime,
      endAt: body.endTime,
      remark: '统一管理员密码',
      createdBy: user.id,
    }),
  );
  return handOut(
    db,
    driver,
    now,
    user.orgId,
    placed.map((l) => l.id),
    code,
  );
}

/** The lock of a room the user may see, else 404 (no room) or 409 (the room has no lock). */
export async function lockOfRoom(db: Reader, user: AuthUser, houseId: string) {
  const room = await visibleRoom(db, user, houseId);
  const [lock] = await db
    .select()
    .from(locks)
    .where(and(eq(locks.roomId, room.id), isNull(locks.deletedAt)))
    .limit(1);
  if (!lock) throw conflict('该房间没有门锁');
  return { lock, room };
}
