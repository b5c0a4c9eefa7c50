import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import { chunks } from '../../db/chunks';
import type { Tx } from '../../db/store';
import type { DemoContext } from '../../seed/context';
import { apartments, floors, rooms } from '../../houses/schema';
import {
  LOCK_ALARM,
  LOCK_TYPE,
  OPEN_RESULT,
  OPEN_TYPE,
  RECORD_SOURCE,
  type LockType,
} from '../../../sync/rules/hardware/lock-rules';
import { simLocks } from './connector/simulator/schema';
import { lockOpenRecords, locks } from './schema';
import { hardwareAlarms } from '../alarms/schema';
import { DEVICE_KIND } from '../../../sync/rules/hardware/alarm-rules';
import { wantedStates } from './push-lock';
import { upsertConfig } from '../../settings/apartment-config';
import { freezeArrearsOf } from './arrears-freeze';

const HOUR = 3_600_000;

/**
 * Demo locks (issue 17): every live room of 东湖公寓 has a gateway lock (sn 'WL-DH-101'), every room of 西城公寓 a cloud
 * lock ('YL-XC-101'), registered with the simulator and given their users (the staff who may open them, with offline
 * codes); 东湖 101's battery is low (an alarm), and a few rooms have remote openings of the last days on record.
 * Secrets are derived from the org and the sn, so a demo database is the same each time. Runs in the demo org's unit.
 */
export async function seedLocks(ctx: DemoContext): Promise<void> {
  const { tx, now, orgId, users } = ctx;
  const roomRows = await tx
    .select({ id: rooms.id, apartmentId: rooms.apartmentId, houseNumber: rooms.houseNumber, apt: apartments.name })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .where(and(eq(rooms.orgId, orgId), isNull(rooms.deletedAt), isNull(apartments.deletedAt)))
    .orderBy(asc(apartments.name), asc(floors.floor), asc(rooms.serialNumber));
  const plan = roomRows.flatMap((r) => {
    const east = r.apt === '东湖公寓';
    if (!east && r.apt !== '西城公寓') return [];
    const sn = `${east ? 'WL-DH' : 'YL-XC'}-${r.houseNumber}`;
    const secret = createHash('sha256').update(`demo-lock|${orgId}|${sn}`).digest('hex');
    const battery = sn === 'WL-DH-101' ? 15 : 60 + (r.houseNumber.charCodeAt(r.houseNumber.length - 1) % 40);
    return [
      {
        id: ulid(now),
        room: r,
        sn,
        secret,
        battery,
        lockType: east ? LOCK_TYPE.gateway : LOCK_TYPE.cloud,
      },
    ];
  });
  if (plan.length === 0) return;
  await placeLocks(tx, now, orgId, plan);
  const stamp = { orgId, createdAt: now, updatedAt: now };
  const low = plan.find((p) => p.sn === 'WL-DH-101');
  const place = (p: (typeof plan)[number]) => ({ lockId: p.id, apartmentId: p.room.apartmentId, roomId: p.room.id });
  if (low)
    await tx.insert(hardwareAlarms).values({
      ...stamp,
      id: ulid(now),
      deviceKind: DEVICE_KIND.lock,
      deviceId: low.id,
      notifiedAt: now - 20 * HOUR,
      apartmentId: low.room.apartmentId,
      roomId: low.room.id,
      kind: LOCK_ALARM.lowBattery,
      at: now - 20 * HOUR,
      remark: '电量15%',
    });
  const opened = plan.filter((_, i) => i % 7 === 0).slice(0, 6);
  await tx.insert(lockOpenRecords).values(
    opened.map((p, i) => ({
      ...stamp,
      id: ulid(now - (i + 1) * 5 * HOUR),
      ...place(p),
      openedAt: now - (i + 1) * 5 * HOUR,
      openType: OPEN_TYPE.network,
      result: OPEN_RESULT.opened,
      uid: i % 2 ? users.manager : users.staff,
      userName: i % 2 ? '李店长' : '张管家',
      reason: '',
      source: RECORD_SOURCE.server,
    })),
  );
}

/** A lock to put on a room directly (the demo, the benches): its row and the simulated lock, given its users. */
export interface PlacedLock {
  id: string;
  room: { id: string; apartmentId: string; houseNumber: string };
  sn: string;
  secret: string;
  battery: number;
  lockType: LockType;
}

/**
 * Puts locks on rooms inside a unit as if added and pushed: the product's rows and the simulator's, holding the
 * wanted state of each (wantedStates). Bulk, for seeds: the add-lock route goes through the connector instead.
 */
export async function placeLocks(tx: Tx, now: number, orgId: string, plan: readonly PlacedLock[]) {
  const stamp = { orgId, createdAt: now, updatedAt: now };
  for (const part of chunks([...plan]))
    await tx.insert(locks).values(
      part.map((p) => ({
        ...stamp,
        id: p.id,
        apartmentId: p.room.apartmentId,
        roomId: p.room.id,
        sn: p.sn,
        name: `${p.room.houseNumber}门锁`,
        lockType: p.lockType,
        battery: p.battery,
        lastSeenAt: now,
        secret: p.secret,
      })),
    );
  const wanted = await wantedStates(
    tx,
    now,
    orgId,
    plan.map((p) => p.id),
  );
  for (const part of chunks([...plan]))
    await tx.insert(simLocks).values(
      part.map((p) => ({
        sn: p.sn,
        orgId,
        lockType: p.lockType,
        secret: p.secret,
        battery: p.battery,
        users: JSON.stringify(wanted.get(p.id)?.wanted.users ?? []),
        passwords: JSON.stringify(wanted.get(p.id)?.wanted.passwords ?? []),
        createdAt: now,
        updatedAt: now,
      })),
    );
}

/**
 * The lock part of the running-lease demo (`npm start`), before its leases are signed: 东湖公寓 issues tenant passwords
 * automatically and freezes tenants overdue by more than 7 days, so its tenants get their passwords when their first
 * bill is collected (the lease write effect); once the leases are there, the arrears freeze runs as the daily job
 * would, and a tenant in arrears is frozen. 西城公寓 keeps the manual issue.
 */
export async function seedLockSettings(ctx: DemoContext) {
  await ctx.db.write(ctx.orgId, (tx) =>
    upsertConfig(tx, ctx.now, ctx.orgId, ctx.apartments['东湖公寓'], { doorLock: 1, freezeSwitch: 0, freezeDays: 7 }),
  );
}

export const freezeDemoArrears = (ctx: DemoContext) => freezeArrearsOf(ctx.db, () => ctx.now, ctx.orgId, false);
