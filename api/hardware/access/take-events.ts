import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/store';
import { leaseTenants } from '../../leases/schema';
import type { AccessDriver } from './connector';
import type { AccessEvent } from './connector/driver';
import { accessDevices, accessOpenRecords, accessPasses } from './schema';
import { raiseAlarms } from '../alarms/raise';
import { ALARM_KIND, DEVICE_KIND } from '../../../sync/rules/hardware/alarm-rules';

/** The most events taken in one call. */
const BATCH = 500;

/**
 * Takes what the org's door devices reported (through the connector): each opening into the open records, with the
 * name of who opened (a resident, a visitor pass) as they are now, and each alarm (a door forced open) into the
 * alarms. An event is recorded once (its id). Answers how many openings were written. The records list calls it
 * first, so an opening shows as soon as its device is reachable.
 */
export async function takeDoorEvents(db: Db, driver: AccessDriver, orgId: string): Promise<number> {
  let written = 0;
  for (;;) {
    const all = await driver.takeEvents(orgId, BATCH);
    const events = all.filter((e): e is Extract<AccessEvent, { kind: 'open' }> => e.kind === 'open');
    if (events.length) written += await recordOpenings(db, orgId, events);
    await recordAlarms(
      db,
      orgId,
      all.filter((e): e is Extract<AccessEvent, { kind: 'alarm' }> => e.kind === 'alarm'),
    );
    if (all.length < BATCH) return written;
  }
}

async function recordAlarms(db: Db, orgId: string, events: Extract<AccessEvent, { kind: 'alarm' }>[]) {
  if (!events.length) return;
  const devices = await db
    .select()
    .from(accessDevices)
    .where(and(eq(accessDevices.orgId, orgId), inArray(accessDevices.sn, [...new Set(events.map((e) => e.sn))])));
  const alarms = events.flatMap((e) => {
    const d = devices.find((x) => x.sn === e.sn && x.deletedAt === null);
    if (!d) return [];
    const where = { deviceKind: DEVICE_KIND.door, deviceId: d.id, apartmentId: d.apartmentId, roomId: d.roomId };
    return [{ ...where, kind: ALARM_KIND.forced, at: e.at, remark: e.detail, eventId: e.eventId }];
  });
  if (alarms.length) await db.write(orgId, (tx) => raiseAlarms(tx, alarms));
}

async function recordOpenings(db: Db, orgId: string, events: Extract<AccessEvent, { kind: 'open' }>[]) {
  const devices = await db
    .select()
    .from(accessDevices)
    .where(and(eq(accessDevices.orgId, orgId), inArray(accessDevices.sn, [...new Set(events.map((e) => e.sn))])));
  const uids = events.flatMap((e) => (e.uid ? [e.uid] : []));
  const passIds = events.flatMap((e) => (e.passId ? [e.passId] : []));
  const residents = uids.length
    ? await db
        .select()
        .from(leaseTenants)
        .where(inArray(leaseTenants.id, [...new Set(uids)]))
    : [];
  const passes = passIds.length
    ? await db
        .select()
        .from(accessPasses)
        .where(inArray(accessPasses.id, [...new Set(passIds)]))
    : [];
  const rows = events.flatMap((e) => {
    // The newest live device of the serial (a removed device's serial may have been reused).
    const d = devices
      .filter((x) => x.sn === e.sn)
      .sort((a, b) => (a.deletedAt ?? Infinity) - (b.deletedAt ?? Infinity))
      .at(-1);
    if (!d) return [];
    const who = e.uid ? residents.find((r) => r.id === e.uid) : undefined;
    const pass = e.passId ? passes.find((p) => p.id === e.passId) : undefined;
    return [
      {
        id: e.eventId,
        orgId,
        deviceId: d.id,
        apartmentId: d.apartmentId,
        roomId: d.roomId,
        openType: e.openType,
        result: e.opened ? 1 : 0,
        openedAt: e.at,
        uid: e.uid,
        passId: e.passId,
        userName: who?.name ?? (pass ? `访客 ${pass.visitorName}` : ''),
        phone: who?.phone ?? pass?.visitorPhone ?? '',
        detail: e.detail,
        eventId: e.eventId,
      },
    ];
  });
  if (!rows.length) return 0;
  return db.write(orgId, async (tx) => {
    const seen = await tx
      .select({ eventId: accessOpenRecords.eventId })
      .from(accessOpenRecords)
      .where(
        inArray(
          accessOpenRecords.eventId,
          rows.map((r) => r.eventId),
        ),
      );
    const fresh = rows.filter((r) => !seen.some((s) => s.eventId === r.eventId));
    if (fresh.length)
      await tx.insert(accessOpenRecords).values(fresh.map((r) => ({ ...r, createdAt: tx.now, updatedAt: tx.now })));
    return fresh.length;
  });
}
