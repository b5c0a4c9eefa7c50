import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Db } from '../../db/store';
import { nextTurn } from '../../db/turn';
import { ALARM_KIND, DEVICE_KIND, OFFLINE_ALARM_MS, type DeviceKind } from '../../../sync/rules/hardware/alarm-rules';
import { DEVICE_ONLINE } from '../../../sync/rules/hardware/access-rules';
import { accessDriver } from '../access/connector';
import { refreshStates } from '../access/refresh-states';
import { takeDoorEvents } from '../access/take-events';
import { accessDevices } from '../access/schema';
import { gateways } from '../gateways/schema';
import { lockDriver } from '../locks/connector';
import { takeLockEvents } from '../locks/take-events';
import { locks } from '../locks/schema';
import { hardwareAlarms } from './schema';
import { raiseAlarms, type NewAlarm } from './raise';
import { notifyAlarms } from './notify';

/**
 * 设备巡检, the hourly job (and GET /api/alarms for one organisation): asks the connectors how every gateway and door
 * device is, takes what the locks and doors reported, raises an offline alarm for a door device or gateway out of
 * reach for more than OFFLINE_ALARM_MS (once until it is handled), and tells the apartments' managers of every new
 * alarm. Answers the alarms told.
 */
export async function deviceCheck(deps: Deps, orgId?: string): Promise<number> {
  const { db, now } = deps;
  const orgs = orgId ? [orgId] : await orgsWithDevices(db);
  let told = 0;
  for (const org of orgs) {
    await nextTurn();
    const [gws, devs] = await Promise.all([
      db
        .select({ id: gateways.id })
        .from(gateways)
        .where(and(eq(gateways.orgId, org), isNull(gateways.deletedAt))),
      db
        .select({ id: accessDevices.id })
        .from(accessDevices)
        .where(and(eq(accessDevices.orgId, org), isNull(accessDevices.deletedAt))),
    ]);
    const doors = accessDriver(db, now);
    await refreshStates(db, doors, now(), org, { gatewayIds: gws.map((g) => g.id), deviceIds: devs.map((d) => d.id) });
    await takeDoorEvents(db, doors, org);
    await takeLockEvents(db, lockDriver(db, now), now, org);
    await raiseOfflineAlarms(db, now(), org);
    told += await notifyAlarms(deps, org);
  }
  return told;
}

async function orgsWithDevices(db: Db) {
  const rows = [
    ...(await db.selectDistinct({ orgId: gateways.orgId }).from(gateways).where(isNull(gateways.deletedAt))),
    ...(await db
      .selectDistinct({ orgId: accessDevices.orgId })
      .from(accessDevices)
      .where(isNull(accessDevices.deletedAt))),
    ...(await db.selectDistinct({ orgId: locks.orgId }).from(locks).where(isNull(locks.deletedAt))),
  ];
  return [...new Set(rows.map((r) => r.orgId))];
}

/** Offline alarms of door devices and gateways out of reach since before `now - OFFLINE_ALARM_MS`, not yet raised. */
async function raiseOfflineAlarms(db: Db, now: number, orgId: string) {
  const since = now - OFFLINE_ALARM_MS;
  const longGone = (t: typeof gateways | typeof accessDevices) =>
    and(
      eq(t.orgId, orgId),
      isNull(t.deletedAt),
      eq(t.onlineStatus, DEVICE_ONLINE.offline),
      or(isNull(t.lastSeenAt), lte(t.lastSeenAt, since)),
    );
  const gone: NewAlarm[] = [
    ...(await db.select().from(gateways).where(longGone(gateways))).map((g) =>
      offline(DEVICE_KIND.gateway, g, null, g.lastSeenAt),
    ),
    ...(await db.select().from(accessDevices).where(longGone(accessDevices))).map((d) =>
      offline(DEVICE_KIND.door, d, d.roomId, d.lastSeenAt),
    ),
  ].map((a) => ({ ...a, at: now }));
  if (!gone.length) return;
  const open = await db
    .select({ deviceId: hardwareAlarms.deviceId })
    .from(hardwareAlarms)
    .where(
      and(
        eq(hardwareAlarms.orgId, orgId),
        eq(hardwareAlarms.kind, ALARM_KIND.offline),
        isNull(hardwareAlarms.handledAt),
      ),
    );
  const fresh = gone.filter((a) => !open.some((o) => o.deviceId === a.deviceId));
  if (fresh.length) await db.write(orgId, (tx) => raiseAlarms(tx, fresh));
}

const offline = (
  deviceKind: DeviceKind,
  d: { id: string; apartmentId: string; name: string },
  roomId: string | null,
  lastSeenAt: number | null,
): NewAlarm => ({
  deviceKind,
  deviceId: d.id,
  apartmentId: d.apartmentId,
  roomId,
  kind: ALARM_KIND.offline,
  at: 0,
  remark: lastSeenAt ? `离线超过1小时` : '从未上线',
});
