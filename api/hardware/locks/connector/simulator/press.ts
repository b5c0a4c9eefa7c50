import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Tx } from '../../../../db/store';
import { LOCK_ALARM, OPEN_TYPE, type OpenType } from '../../../../../sync/rules/hardware/lock-rules';
import type { LockEvent } from '../driver';
import { KEYPAD_REASON, pressCode, type KeypadLock, type KeypadResult } from './keypad';
import { simLockEvents, simLocks } from './schema';
import { lowBattery, simLockOrg } from './driver';

const OPEN_TYPE_OF: Record<NonNullable<KeypadResult['kind']>, OpenType> = {
  password: OPEN_TYPE.password,
  once: OPEN_TYPE.offlineCode,
  period: OPEN_TYPE.periodCode,
};

type SimRow = typeof simLocks.$inferSelect;

const keypadOf = (row: SimRow): KeypadLock => ({
  secret: row.secret,
  clockOffsetMs: row.clockOffsetMs,
  users: JSON.parse(row.users) as KeypadLock['users'],
  passwords: JSON.parse(row.passwords) as KeypadLock['passwords'],
  lastStep: JSON.parse(row.lastStep) as KeypadLock['lastStep'],
  wrong: row.wrong,
  lockedUntil: row.lockedUntil,
});

async function report(
  tx: Tx,
  row: SimRow,
  at: number,
  event: DistributiveOmit<LockEvent, 'eventId' | 'sn' | 'at'>,
  viaCloud = false,
) {
  const id = ulid(at);
  const body = { ...event, eventId: id, sn: row.sn, at } as LockEvent;
  await tx
    .insert(simLockEvents)
    .values({ id, orgId: row.orgId, sn: row.sn, at, body: JSON.stringify(body), viaCloud: viaCloud ? 1 : 0 });
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * Someone keys a code into the simulated lock `sn` (POST /api/simulator/locks/:sn/keypad). The lock checks it by
 * itself (no network needed), remembers what it accepted and its wrong tries, and reports the attempt (and a keypad
 * lockout) as events the product takes when the lock is reachable. Null when no such lock exists.
 */
export async function pressKeypad(db: Db, now: number, sn: string, code: string) {
  const orgId = await simLockOrg(db, sn);
  if (!orgId) return null;
  return db.write(orgId, async (tx) => {
    const [row] = await tx.select().from(simLocks).where(eq(simLocks.sn, sn)).limit(1);
    const before = keypadOf(row);
    const r = pressCode(before, code, now);
    await tx
      .update(simLocks)
      .set({
        lastStep: JSON.stringify(r.lock.lastStep),
        wrong: r.lock.wrong,
        lockedUntil: r.lock.lockedUntil,
        updatedAt: now,
      })
      .where(eq(simLocks.sn, sn));
    const at = now + row.clockOffsetMs;
    if (r.lock.lockedUntil !== before.lockedUntil)
      await report(tx, row, at, { kind: 'alarm', alarm: LOCK_ALARM.keypadLocked, detail: r.reason });
    else if (r.reason !== KEYPAD_REASON.lockedOut)
      await report(tx, row, at, {
        kind: 'open',
        openType: OPEN_TYPE_OF[r.kind ?? 'password'],
        uid: r.uid ?? null,
        opened: r.opened,
        codeStep: r.step ?? null,
        detail: r.reason,
      });
    return { opened: r.opened, reason: r.reason };
  });
}

/**
 * The simulator's hand on a lock (POST /api/simulator/locks/:sn/state): take it out of reach or back, drain or
 * charge its battery (a low battery raises the alarm), let its clock drift, or force the door (an alarm).
 */
export async function setSimulatedLock(
  db: Db,
  now: number,
  sn: string,
  change: { online?: boolean; battery?: number; clockOffsetMs?: number; forced?: boolean },
) {
  const orgId = await simLockOrg(db, sn);
  if (!orgId) return null;
  return db.write(orgId, async (tx) => {
    const [row] = await tx.select().from(simLocks).where(eq(simLocks.sn, sn)).limit(1);
    const next = {
      online: change.online === undefined ? row.online : change.online ? 1 : 0,
      battery: change.battery ?? row.battery,
      clockOffsetMs: change.clockOffsetMs ?? row.clockOffsetMs,
    };
    await tx
      .update(simLocks)
      .set({ ...next, updatedAt: now })
      .where(eq(simLocks.sn, sn));
    const at = now + next.clockOffsetMs;
    if (lowBattery(next.battery) && !lowBattery(row.battery))
      await report(tx, row, at, {
        kind: 'alarm',
        alarm: LOCK_ALARM.lowBattery,
        detail: `电量${next.battery}%`,
        battery: next.battery,
      });
    if (change.forced) await report(tx, row, at, { kind: 'alarm', alarm: LOCK_ALARM.forced, detail: '门被强行打开' });
    if (row.online && !next.online)
      await report(tx, row, at, { kind: 'alarm', alarm: LOCK_ALARM.offline, detail: '' }, true);
    return { sn, ...next, online: next.online === 1 };
  });
}
