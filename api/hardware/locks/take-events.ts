import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Tx } from '../../db/store';
import { users } from '../../auth/schema';
import {
  LOCK_ALARM,
  LOCK_ONLINE,
  OPEN_RESULT,
  OPEN_TYPE,
  RECORD_SOURCE,
} from '../../../sync/rules/hardware/lock-rules';
import type { LockDriver, LockEvent } from './connector/driver';
import { lockOpenRecords, locks, lockUsers } from './schema';
import { hardwareAlarms } from '../alarms/schema';
import { DEVICE_KIND } from '../../../sync/rules/hardware/alarm-rules';
import { pushOwedLocks } from './push-lock';

type LockRow = { id: string; sn: string; apartmentId: string; roomId: string };

/**
 * Takes what the org's locks reported through the connector into the product: openings into the open records (an
 * offline code the phone already recorded is confirmed on its record, matched by lock, user and time step) and alarms
 * into lock alarms; each event once (its id is unique). Then every lock still owed its state is tried again. Answers
 * how many events were taken.
 */
export async function takeLockEvents(db: Db, driver: LockDriver, now: () => number, orgId: string, max = 500) {
  const events = await driver.takeEvents(orgId, max);
  if (events.length) await recordEvents(db, orgId, events);
  await pushOwedLocks(db, driver, now, orgId);
  return events.length;
}

async function recordEvents(db: Db, orgId: string, events: readonly LockEvent[]) {
  const sns = [...new Set(events.map((e) => e.sn))];
  const lockRows: LockRow[] = await db
    .select({ id: locks.id, sn: locks.sn, apartmentId: locks.apartmentId, roomId: locks.roomId })
    .from(locks)
    .where(and(eq(locks.orgId, orgId), inArray(locks.sn, sns), isNull(locks.deletedAt)));
  const bySn = new Map(lockRows.map((l) => [l.sn, l]));
  const names = await namesOf(db, orgId, events);
  await db.write(orgId, async (tx) => {
    for (const e of events) {
      const lock = bySn.get(e.sn);
      if (lock) await takeOne(tx, orgId, lock, e, names);
    }
  });
}

async function namesOf(db: Db, orgId: string, events: readonly LockEvent[]) {
  const uids = [...new Set(events.flatMap((e) => (e.kind === 'open' && e.uid ? [e.uid] : [])))];
  if (uids.length === 0) return new Map<string, string>();
  const staff = await db
    .select({ uid: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.id, uids)));
  const known = await db
    .select({ uid: lockUsers.uid, name: lockUsers.name })
    .from(lockUsers)
    .where(and(eq(lockUsers.orgId, orgId), inArray(lockUsers.uid, uids)));
  return new Map([...known, ...staff].map((r) => [r.uid, r.name]));
}

async function takeOne(tx: Tx, orgId: string, lock: LockRow, e: LockEvent, names: Map<string, string>) {
  const place = { orgId, lockId: lock.id, apartmentId: lock.apartmentId, roomId: lock.roomId };
  const stamp = { createdAt: tx.now, updatedAt: tx.now };
  if (e.kind === 'alarm') {
    await tx
      .insert(hardwareAlarms)
      .values({
        id: ulid(e.at),
        orgId,
        deviceKind: DEVICE_KIND.lock,
        deviceId: lock.id,
        apartmentId: lock.apartmentId,
        roomId: lock.roomId,
        ...stamp,
        kind: e.alarm,
        at: e.at,
        remark: e.detail,
        eventId: e.eventId,
      })
      .onConflictDoNothing();
    const offline = e.alarm === LOCK_ALARM.offline;
    await tx
      .update(locks)
      .set({
        onlineStatus: offline ? LOCK_ONLINE.offline : LOCK_ONLINE.online,
        ...(offline ? {} : { lastSeenAt: tx.now }),
        ...(e.battery === undefined ? {} : { battery: e.battery }),
        updatedAt: tx.now,
      })
      .where(eq(locks.id, lock.id));
    return;
  }
  if (e.openType === OPEN_TYPE.offlineCode && e.uid && e.codeStep !== null) {
    // The phone that showed the code may have recorded it already (it syncs its outbox): confirm that record.
    const confirmed = await tx
      .update(lockOpenRecords)
      .set({ result: e.opened ? OPEN_RESULT.opened : OPEN_RESULT.failed, eventId: e.eventId, updatedAt: tx.now })
      .where(
        and(
          eq(lockOpenRecords.lockId, lock.id),
          eq(lockOpenRecords.uid, e.uid),
          eq(lockOpenRecords.codeStep, e.codeStep),
          eq(lockOpenRecords.result, OPEN_RESULT.pending),
        ),
      )
      .returning({ id: lockOpenRecords.id });
    if (confirmed.length) return;
  }
  await tx
    .insert(lockOpenRecords)
    .values({
      id: ulid(e.at),
      ...place,
      ...stamp,
      openedAt: e.at,
      openType: e.openType,
      result: e.opened ? OPEN_RESULT.opened : OPEN_RESULT.failed,
      uid: e.uid,
      userName: (e.uid && names.get(e.uid)) || '',
      reason: e.opened ? '' : e.detail,
      source: RECORD_SOURCE.lock,
      codeStep: e.codeStep,
      eventId: e.eventId,
    })
    .onConflictDoNothing();
  await tx.update(locks).set({ onlineStatus: LOCK_ONLINE.online, lastSeenAt: tx.now }).where(eq(locks.id, lock.id));
}
