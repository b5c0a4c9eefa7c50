import { and, count, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { SQLiteSelect } from 'drizzle-orm/sqlite-core';
import type { Db, Reader } from '../db/store';
import { containsPattern, dialect } from '../db/dialect';
import type { AuthUser } from '../http/env';
import { badRequest, notFound } from '../http/errors';
import { pageOf } from '../http/reply';
import { apartments, floors, rooms } from '../houses/schema';
import { roomScope, visibleApartments } from '../houses/scope';
import { roomLocation } from '../../sync/rules/board/room-location';
import { shanghaiMidnight } from '../../sync/rules/common/shanghai-time';
import { appointments } from './schema';
import {
  APPOINTMENT_MSG,
  APPOINTMENT_REMARK_MAX,
  APPOINTMENT_TYPES,
} from '../../sync/rules/appointments/appointment-rules';
import type { AppointmentListQuery, AppointmentRow } from '../../sync/contract/appointments/appointments';

const columns = {
  a: appointments,
  apartmentName: apartments.name,
  houseNumber: rooms.houseNumber,
  floor: floors.floor,
};

function withJoins<Q extends SQLiteSelect>(q: Q) {
  return q
    .innerJoin(apartments, eq(apartments.id, appointments.apartmentId))
    .leftJoin(rooms, eq(rooms.id, appointments.roomId))
    .leftJoin(floors, eq(floors.id, rooms.floorId));
}

/** The joined query and the user's scope: their org, live appointments, apartments they may see (staff: projects'). */
function appointmentsFrom(db: Reader, user: AuthUser) {
  return {
    select: () => withJoins(db.select(columns).from(appointments).$dynamic()),
    count: () => withJoins(db.select({ n: count() }).from(appointments).$dynamic()),
    scope: and(
      eq(appointments.orgId, user.orgId),
      isNull(appointments.deletedAt),
      visibleApartments(db, user),
      roomScope(db, user, appointments.roomId, { orNone: true }),
    )!,
  };
}

type Joined = Awaited<ReturnType<ReturnType<typeof appointmentsFrom>['select']>>[number];

function toRow(r: Joined): AppointmentRow {
  const a = r.a;
  return {
    reservationId: a.id,
    apartmentId: a.apartmentId,
    apartmentName: r.apartmentName,
    houseNumber: r.houseNumber ?? '',
    house: r.houseNumber && r.floor !== null ? roomLocation(r.apartmentName, r.floor, r.houseNumber) : r.apartmentName,
    appointmentType: a.appointmentType,
    appointmentTypeText: APPOINTMENT_TYPES[a.appointmentType] ?? '-',
    appointmentTime: a.appointmentTime,
    linkman: a.linkman,
    phone: a.phone,
    comment: a.comment,
    remark: a.remark,
    createTime: a.createdAt,
    leaseId: a.leaseId,
  };
}

const like = (col: Parameters<typeof dialect.like>[0], s: string) => dialect.like(col, containsPattern(s));

/** The appointments of the visible apartments, latest appointment time first, filtered and paged (10). */
export async function listAppointments(db: Reader, user: AuthUser, f: AppointmentListQuery) {
  const q = appointmentsFrom(db, user);
  const conds: (SQL | undefined)[] = [q.scope];
  if (f.appointmentType !== undefined) conds.push(eq(appointments.appointmentType, Number(f.appointmentType)));
  if (f.apartmentName) conds.push(like(apartments.name, f.apartmentName));
  if (f.houseNumber) conds.push(like(rooms.houseNumber, f.houseNumber));
  if (f.linkman) conds.push(like(appointments.linkman, f.linkman));
  if (f.phone) conds.push(like(appointments.phone, f.phone));
  if (f.startDate) conds.push(gte(appointments.appointmentTime, shanghaiMidnight(f.startDate)));
  if (f.endDate) conds.push(lt(appointments.appointmentTime, shanghaiMidnight(f.endDate) + 86_400_000));
  if (f.leaseId) conds.push(eq(appointments.leaseId, f.leaseId));
  const where = and(...conds);
  const [{ n: total }] = await q.count().where(where);
  const rows = await q
    .select()
    .where(where)
    .orderBy(desc(appointments.appointmentTime), desc(appointments.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  return pageOf(rows.map(toRow), total, f.current, f.size);
}

/** Saves the staff remark of an appointment the user may see (404 otherwise). */
export async function updateAppointmentRemark(
  db: Db,
  now: number,
  user: AuthUser,
  id: string,
  remark: string,
): Promise<AppointmentRow> {
  return db.write(user.orgId, async (tx) => {
    const q = appointmentsFrom(tx, user);
    const [found] = await q
      .select()
      .where(and(eq(appointments.id, id), q.scope))
      .limit(1);
    if (!found) throw notFound(APPOINTMENT_MSG.notFound);
    const value = remark.trim();
    if ([...value].length > APPOINTMENT_REMARK_MAX) throw badRequest(APPOINTMENT_MSG.remarkTooLong);
    await tx.update(appointments).set({ remark: value, updatedAt: now }).where(eq(appointments.id, id));
    return toRow({ ...found, a: { ...found.a, remark: value, updatedAt: now } });
  });
}
