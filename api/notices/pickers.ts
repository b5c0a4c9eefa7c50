import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { pageOf } from '../http/reply';
import type { AuthUser } from '../http/env';
import { apartments, rooms } from '../houses/schema';
import { visibleApartment, visibleApartmentIds } from '../houses/scope';
import { users } from '../auth/schema';
import { leases } from '../leases/schema';
import { accessDevices } from '../hardware/access/schema';
import { deviceRows } from '../hardware/access/device-rows';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { USER_TYPE, USER_TYPE_NAME, type UserType } from '../../sync/product/accounts';
import type { NoticeDeviceOption, NoticeManagerOption, NoticeRoomOption } from '../../sync/contract/notices/notices';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;
type Page = { apartmentId: string; current: number; size: number };

/** The door devices of an apartment of one picker tab (§2.8 device picker: 1 NCU, 3 full-screen, 4 IP video). */
export const deviceCondition = (orgId: string, apartmentId: string, devType?: number) =>
  and(
    eq(accessDevices.orgId, orgId),
    eq(accessDevices.apartmentId, apartmentId),
    devType === undefined ? undefined : eq(accessDevices.devType, devType),
    isNull(accessDevices.deletedAt),
  );

/** The device picker's page: the apartment's devices of the tab with §3's picker fields. */
export async function deviceOptions(db: Reader, user: Who, f: Page & { devType: number }) {
  const apt = await visibleApartment(db, user, f.apartmentId);
  const where = deviceCondition(user.orgId, apt.id, f.devType);
  const [{ n }] = await db.select({ n: count() }).from(accessDevices).where(where);
  const rows = await deviceRows(db, where, { size: f.size, offset: (f.current - 1) * f.size });
  const records: NoticeDeviceOption[] = rows.map((d) => ({
    id: d.id,
    devType: d.devType,
    name: d.name,
    doorkeySign: d.doorkeySign,
    doorMaxnum: d.doorMaxnum,
    devStatusName: d.devStatusName,
    devSn: d.devSn,
    ncusn: d.ncuSn,
    devPass: d.devPass,
    loginName: d.loginName,
    loginPass: d.loginPass,
    houseName: d.houseName || d.apartmentName,
    embedTypeName: d.embedTypeName,
    isconName: d.devType === 4 ? d.isconName : '',
    onlineStatus: d.onlineStatus,
  }));
  return pageOf(records, n, f.current, f.size);
}

/** The rooms of an apartment with a running lease (signed, not checked out), with the lease: the tenants' rooms. */
export const runningLeases = (orgId: string, apartmentId: string) =>
  and(
    eq(leases.orgId, orgId),
    eq(leases.apartmentId, apartmentId),
    eq(leases.status, LEASE_STATUS.signed),
    isNull(leases.deletedAt),
    isNull(rooms.deletedAt),
  )!;

/** The tenant picker's page (§2.8: rooms by apartment), by room number. */
export async function roomOptions(db: Reader, user: Who, f: Page) {
  const apt = await visibleApartment(db, user, f.apartmentId);
  const where = runningLeases(user.orgId, apt.id);
  const base = () => db.select({ n: count() }).from(leases).innerJoin(rooms, eq(rooms.id, leases.roomId));
  const [{ n }] = await base().where(where);
  const rows = await db
    .select({ houseId: rooms.id, houseNumber: rooms.houseNumber, tenant: leases.tenant })
    .from(leases)
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .where(where)
    .orderBy(asc(rooms.houseNumber), asc(rooms.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const records: NoticeRoomOption[] = rows.map((r) => ({ ...r, houseName: `${apt.name} ${r.houseNumber}` }));
  return pageOf(records, n, f.current, f.size);
}

/**
 * The staff of an apartment: live, enabled accounts of the org who see it (bosses and managers: every apartment;
 * staff: their projects' apartments), by account type and name.
 */
export async function apartmentStaff(db: Reader, orgId: string, apartmentId: string) {
  const people = await db
    .select({ id: users.id, orgId: users.orgId, userType: users.userType, name: users.name, phone: users.phone })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.isUsable, 0), isNull(users.deletedAt)))
    .orderBy(asc(users.userType), asc(users.name), asc(users.id));
  const out: NoticeManagerOption[] = [];
  for (const p of people) {
    if (p.userType === USER_TYPE.staff) {
      const [sees] = await db
        .select({ id: apartments.id })
        .from(apartments)
        .where(and(eq(apartments.id, apartmentId), inArray(apartments.id, visibleApartmentIds(db, p))))
        .limit(1);
      if (!sees) continue;
    }
    out.push({ pkId: p.id, name: p.name, phone: p.phone, userTypeName: USER_TYPE_NAME[p.userType as UserType] ?? '' });
  }
  return out;
}

/** The manager picker's page (§2.8: managers of the apartment). */
export async function managerOptions(db: Reader, user: Who, f: Page) {
  const apt = await visibleApartment(db, user, f.apartmentId);
  const all = await apartmentStaff(db, user.orgId, apt.id);
  const from = (f.current - 1) * f.size;
  return pageOf(all.slice(from, from + f.size), all.length, f.current, f.size);
}
