import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { containsPattern, dialect } from '../../db/dialect';
import type { Reader } from '../../db/store';
import { pageOf } from '../../http/reply';
import { withinDays } from '../../http/within-days';
import { apartments, rooms } from '../../houses/schema';
import { roomScope, visibleApartmentIds } from '../../houses/scope';
import {
  ACCESS_LOG_KIND_LABEL,
  ACCESS_OPEN_RESULT_LABEL,
  ACCESS_OPEN_TYPE_LABEL,
  type AccessLogKind,
  type AccessOpenType,
} from '../../../sync/rules/hardware/access-rules';
import type {
  AccessLogQuery,
  AccessLogRow,
  OpenRecordRow,
  OpenRecordsQuery,
} from '../../../sync/contract/hardware/access-records';
import type { Who } from '../locks/access';
import { accessDevices, accessLog, accessOpenRecords } from './schema';

/** /openDoor (§2.4): the visible apartments' door openings, newest first, by apartment, days, name and phone. */
export async function openRecords(db: Reader, user: Who, f: OpenRecordsQuery) {
  const r = accessOpenRecords;
  const where = and(
    eq(r.orgId, user.orgId),
    inArray(r.apartmentId, visibleApartmentIds(db, user)),
    roomScope(db, user, r.roomId, { orNone: true }),
    f.apartmentId ? eq(r.apartmentId, f.apartmentId) : undefined,
    withinDays(r.openedAt, f.startDate, f.endDate),
    f.name ? dialect.like(r.userName, containsPattern(f.name)) : undefined,
    f.phone ? dialect.like(r.phone, containsPattern(f.phone)) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(r).where(where);
  const rows = await db
    .select({
      r,
      apartmentName: apartments.name,
      doorName: accessDevices.name,
      devSn: accessDevices.sn,
      houseName: rooms.houseNumber,
    })
    .from(r)
    .innerJoin(accessDevices, eq(accessDevices.id, r.deviceId))
    .innerJoin(apartments, eq(apartments.id, r.apartmentId))
    .leftJoin(rooms, eq(rooms.id, r.roomId))
    .where(where)
    .orderBy(desc(r.openedAt), desc(r.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const records: OpenRecordRow[] = rows.map((x) => ({
    id: x.r.id,
    apartmentName: x.apartmentName,
    doorName: x.doorName,
    devSn: x.devSn,
    houseName: x.houseName ?? '',
    openStatus: x.r.result ? 1 : 0,
    openStatusName: ACCESS_OPEN_RESULT_LABEL(x.r.result),
    openTime: x.r.openedAt,
    openType: x.r.openType,
    openTypeName: ACCESS_OPEN_TYPE_LABEL[x.r.openType as AccessOpenType] ?? '',
    userName: x.r.userName,
    phone: x.r.phone,
    detail: x.r.detail,
  }));
  return pageOf(records, n, f.current, f.size);
}

/** /AccessLog: the visible apartments' door-access log, newest first, by apartment and days. */
export async function accessLogList(db: Reader, user: Who, f: AccessLogQuery) {
  const l = accessLog;
  const where = and(
    eq(l.orgId, user.orgId),
    inArray(l.apartmentId, visibleApartmentIds(db, user)),
    f.apartmentId ? eq(l.apartmentId, f.apartmentId) : undefined,
    withinDays(l.at, f.startDate, f.endDate),
  );
  const [{ n }] = await db.select({ n: count() }).from(l).where(where);
  const rows = await db
    .select({ l, apartmentName: apartments.name, deviceName: accessDevices.name })
    .from(l)
    .innerJoin(apartments, eq(apartments.id, l.apartmentId))
    .leftJoin(accessDevices, eq(accessDevices.id, l.deviceId))
    .where(where)
    .orderBy(desc(l.at), desc(l.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const records: AccessLogRow[] = rows.map((x) => ({
    id: x.l.id,
    apartmentName: x.apartmentName,
    deviceName: x.deviceName ?? '',
    kind: x.l.kind,
    kindName: ACCESS_LOG_KIND_LABEL[x.l.kind as AccessLogKind] ?? '',
    detail: x.l.detail,
    at: x.l.at,
    byName: x.l.byName,
  }));
  return pageOf(records, n, f.current, f.size);
}
