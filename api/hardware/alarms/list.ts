import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { containsPattern, dialect } from '../../db/dialect';
import type { Db, Reader } from '../../db/store';
import { notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { withinDays } from '../../http/within-days';
import { apartments, rooms } from '../../houses/schema';
import { roomScope, visibleApartmentIds } from '../../houses/scope';
import {
  ALARM_KIND_LABEL,
  DEVICE_KIND_LABEL,
  type AlarmKind,
  type DeviceKind,
} from '../../../sync/rules/hardware/alarm-rules';
import type { AlarmListQuery, AlarmRow } from '../../../sync/contract/hardware/alarms';
import type { Actor } from '../access/access-log';
import { hardwareAlarms } from './schema';
import { deviceNames } from './device-names';

type Who = Pick<Actor, 'id' | 'orgId' | 'userType'>;

/**
 * The alarms a user sees: their organisation's, of the apartments visible to them; open ones only (not handled) when
 * `open`. The ONE rule of the dashboard's 安全告警 (counted by apartment in api/dashboard/todo-counts.ts) and of the
 * /intelligent list it opens (?open=1), so the counter and its list are one number.
 */
export function alarmsSeenBy(db: Pick<Reader, 'select'>, user: Who, open: boolean): SQL {
  return and(
    eq(hardwareAlarms.orgId, user.orgId),
    inArray(hardwareAlarms.apartmentId, visibleApartmentIds(db, user)),
    roomScope(db, user, hardwareAlarms.roomId, { orNone: true }),
    open ? isNull(hardwareAlarms.handledAt) : undefined,
  )!;
}

/** /intelligent (§2.4 alarm record: date range, room number; columns apartment, room, device, time, description). */
export async function listAlarms(db: Reader, user: Who, f: AlarmListQuery) {
  const where = and(
    alarmsSeenBy(db, user, f.open === 1),
    f.apartmentId ? eq(hardwareAlarms.apartmentId, f.apartmentId) : undefined,
    withinDays(hardwareAlarms.at, f.startDate, f.endDate),
    f.houseNumber ? dialect.like(rooms.houseNumber, containsPattern(f.houseNumber)) : undefined,
    f.open === 0 ? isNotNull(hardwareAlarms.handledAt) : undefined,
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(hardwareAlarms)
    .leftJoin(rooms, eq(rooms.id, hardwareAlarms.roomId))
    .where(where);
  const rows = await db
    .select({ a: hardwareAlarms, gyName: apartments.name, houseNumber: rooms.houseNumber })
    .from(hardwareAlarms)
    .innerJoin(apartments, eq(apartments.id, hardwareAlarms.apartmentId))
    .leftJoin(rooms, eq(rooms.id, hardwareAlarms.roomId))
    .where(where)
    .orderBy(desc(hardwareAlarms.at), desc(hardwareAlarms.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const nameOf = await deviceNames(
    db,
    rows.map((r) => r.a),
  );
  const records: AlarmRow[] = rows.map(({ a, gyName, houseNumber }) => ({
    id: a.id,
    gyName,
    houseNumber: houseNumber ?? '',
    devName: nameOf(a),
    deviceKind: a.deviceKind,
    deviceKindName: DEVICE_KIND_LABEL[a.deviceKind as DeviceKind] ?? '',
    kind: a.kind,
    kindName: ALARM_KIND_LABEL[a.kind as AlarmKind] ?? a.kind,
    createTime: a.at,
    remark: a.remark,
    handled: a.handledAt === null ? 0 : 1,
    handledAt: a.handledAt,
    handledByName: a.handledByName,
  }));
  return pageOf(records, n, f.current, f.size);
}

/** Marks an open alarm handled (处理): it leaves the dashboard's 安全告警. */
export async function handleAlarm(db: Db, user: Actor, alarmId: string) {
  const [a] = await db
    .select({ id: hardwareAlarms.id, handledAt: hardwareAlarms.handledAt })
    .from(hardwareAlarms)
    .where(and(eq(hardwareAlarms.id, alarmId), alarmsSeenBy(db, user, false)));
  if (!a) throw notFound('告警不存在或无权查看');
  if (a.handledAt !== null) return;
  await db.write(user.orgId, (tx) =>
    tx
      .update(hardwareAlarms)
      .set({ handledAt: tx.now, handledByName: user.name, updatedAt: tx.now })
      .where(and(eq(hardwareAlarms.id, a.id), isNull(hardwareAlarms.handledAt))),
  );
}
