import { ulid } from 'ulid';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { containsPattern, dialect } from '../../db/dialect';
import type { Db, Reader, Tx } from '../../db/store';
import { logAccess, type Actor as Who } from './access-log';
import { badRequest, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { apartments, floors, rooms } from '../../houses/schema';
import { roomScope, visibleApartment, visibleApartmentIds } from '../../houses/scope';
import { leases, leaseTenants } from '../../leases/schema';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { DWELL_STATUS, storedResidentIdNumber } from '../../../sync/rules/residents/resident-rules';
import { ACCESS_DEV_TYPE_LABEL, ACCESS_LOG_KIND, type AccessDevType } from '../../../sync/rules/hardware/access-rules';
import type {
  AssignBody,
  GrantBody,
  PermissionQuery,
  PermissionRow,
} from '../../../sync/contract/hardware/access-grants';
import { accessApartmentDevices, accessDevices, accessGrants } from './schema';
import { GRANT_SOURCE, owePush, setGrants, unifiedDoors } from './grants';

const flag = (v: boolean) => (v ? (1 as const) : (0 as const));

/** The apartment's live door devices with their room, by public first, kind and name. */
async function doorsOf(q: Reader, apartmentId: string) {
  return q
    .select({ d: accessDevices, houseName: rooms.houseNumber })
    .from(accessDevices)
    .leftJoin(rooms, eq(rooms.id, accessDevices.roomId))
    .where(and(eq(accessDevices.apartmentId, apartmentId), isNull(accessDevices.deletedAt)))
    .orderBy(asc(accessDevices.roomId), asc(accessDevices.devType), asc(accessDevices.name), asc(accessDevices.id));
}

/** The unified-assignment dialog's list (§2.3 统一分配; §7 "Devices by apartment"). */
export async function apartmentDoors(db: Reader, user: Who, apartmentId: string) {
  const apt = await visibleApartment(db, user, apartmentId);
  const unified = new Set((await unifiedDoors(db, apt.id)) ?? []);
  return (await doorsOf(db, apt.id)).map(({ d, houseName }) => ({
    id: d.id,
    name: d.name,
    devType: d.devType,
    devTypeName: ACCESS_DEV_TYPE_LABEL[d.devType as AccessDevType] ?? '',
    isPublic: flag(d.roomId === null),
    houseId: d.roomId,
    houseName: houseName ?? '',
    assigned: flag(unified.has(d.id)),
  }));
}

/** The residents staying in the apartment's rented rooms (signed leases): their room and lease. */
function currentResidents(q: Reader, apartmentId: string) {
  return q
    .select({ uid: leaseTenants.id, roomId: leases.roomId, leaseId: leases.id })
    .from(leaseTenants)
    .innerJoin(leases, eq(leases.id, leaseTenants.leaseId))
    .where(
      and(
        eq(leases.apartmentId, apartmentId),
        eq(leases.status, LEASE_STATUS.signed),
        isNull(leases.deletedAt),
        eq(leaseTenants.dwellStatus, DWELL_STATUS.staying),
      ),
    );
}

/**
 * 统一分配 (§7 "Assign permission by apartment"): the apartment's unified doors become `devIds` (public doors of the
 * apartment; none: every public door, the rule for new tenants too), and every tenant staying in it gets exactly those
 * among the public doors (their room's own devices stay).
 */
export async function assignApartment(db: Db, user: Who, input: AssignBody) {
  const apt = await visibleApartment(db, user, input.apartmentId);
  await db.write(user.orgId, async (tx) => {
    const doors = await doorsOf(tx, apt.id);
    const shared = new Set(doors.filter((r) => r.d.roomId === null).map((r) => r.d.id));
    const want = [...new Set(input.devIds)];
    if (want.some((d) => !shared.has(d))) throw badRequest('只能统一分配公寓的公共门禁');
    await tx.delete(accessApartmentDevices).where(eq(accessApartmentDevices.apartmentId, apt.id));
    if (want.length)
      await tx.insert(accessApartmentDevices).values(
        want.map((deviceId) => ({
          id: ulid(tx.now),
          orgId: user.orgId,
          createdAt: tx.now,
          updatedAt: tx.now,
          apartmentId: apt.id,
          deviceId,
        })),
      );
    const owed = new Set<string>();
    const by = { id: user.id, name: user.name };
    // None chosen: every public door, as a tenant whose lease takes effect gets (grants.ts tenantDoorsOf).
    const doorsNow = want.length ? want : [...shared];
    for (const r of await currentResidents(tx, apt.id)) {
      const place = { apartmentId: apt.id, roomId: r.roomId, uid: r.uid, leaseId: r.leaseId };
      (await setGrants(tx, place, doorsNow, GRANT_SOURCE.apartment, by, shared)).forEach((d) => owed.add(d));
    }
    await owePush(tx, owed);
    const names = doors.filter((r) => want.includes(r.d.id)).map((r) => r.d.name);
    const what = `统一分配门禁：${names.join('、') || '（无，租客按公共门禁授权）'}`;
    await logAccess(tx, user.name, [{ apartmentId: apt.id, kind: ACCESS_LOG_KIND.permission, detail: what }]);
  });
  return apartmentDoors(db, user, apt.id);
}

/** The tenant permission list (§2.3): each resident staying in a rented room, with the doors they may open. */
export async function permissionList(db: Reader, user: Who, f: PermissionQuery) {
  const where = and(
    eq(leases.orgId, user.orgId),
    eq(leases.status, LEASE_STATUS.signed),
    isNull(leases.deletedAt),
    eq(leaseTenants.dwellStatus, DWELL_STATUS.staying),
    inArray(leases.apartmentId, visibleApartmentIds(db, user)),
    roomScope(db, user, leases.roomId),
    f.apartmentId ? eq(leases.apartmentId, f.apartmentId) : undefined,
    f.name ? dialect.like(leaseTenants.name, containsPattern(f.name)) : undefined,
    f.phone ? dialect.like(leaseTenants.phone, containsPattern(f.phone)) : undefined,
    // A whole ID number only: the list never answers who has a number starting with some digits.
    f.idCard ? eq(leaseTenants.idNumber, storedResidentIdNumber(0, f.idCard)) : undefined,
  );
  const [{ n: total }] = await db
    .select({ n: count() })
    .from(leaseTenants)
    .innerJoin(leases, eq(leases.id, leaseTenants.leaseId))
    .where(where);
  const people = await db
    .select({
      uid: leaseTenants.id,
      name: leaseTenants.name,
      phone: leaseTenants.phone,
      roomId: leases.roomId,
      apartmentId: leases.apartmentId,
      apartmentName: apartments.name,
      houseName: rooms.houseNumber,
    })
    .from(leaseTenants)
    .innerJoin(leases, eq(leases.id, leaseTenants.leaseId))
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(apartments, eq(apartments.id, leases.apartmentId))
    .where(where)
    .orderBy(
      asc(apartments.name),
      asc(floors.floor),
      asc(rooms.serialNumber),
      asc(leaseTenants.name),
      asc(leaseTenants.id),
    )
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const rows = await rowsOf(db, people);
  return pageOf(rows, total, f.current, f.size);
}

type Person = {
  uid: string;
  name: string;
  phone: string;
  roomId: string;
  apartmentId: string;
  apartmentName: string;
  houseName: string;
};

async function rowsOf(q: Reader, people: Person[]): Promise<PermissionRow[]> {
  const grants = people.length
    ? await q
        .select({ g: accessGrants, devName: accessDevices.name, devRoom: accessDevices.roomId })
        .from(accessGrants)
        .innerJoin(accessDevices, eq(accessDevices.id, accessGrants.deviceId))
        .where(
          and(
            inArray(
              accessGrants.uid,
              people.map((p) => p.uid),
            ),
            isNull(accessGrants.revokedAt),
            isNull(accessDevices.deletedAt),
          ),
        )
        .orderBy(asc(accessDevices.name), asc(accessDevices.id))
    : [];
  return people.map((p) => ({
    apartmentId: p.apartmentId,
    apartmentName: p.apartmentName,
    houseId: p.roomId,
    houseName: p.houseName,
    userId: p.uid,
    users: p.name,
    phone: p.phone,
    devs: grants
      .filter((g) => g.g.uid === p.uid && g.g.roomId === p.roomId)
      .map((g) => ({
        deviceId: g.g.deviceId,
        devName: g.devName,
        devType: g.devRoom === null ? '公共' : '房间',
        managerName: g.g.grantedByName || '租约生效',
      })),
  }));
}

/** 编辑权限 (§7 "Per room: devIds, houseId, userId"): a resident's doors become `devIds` (public or their room's). */
export async function grantRoom(db: Db, user: Who, input: GrantBody) {
  const person = await residentOf(db, user, input.houseId, input.userId);
  await db.write(user.orgId, async (tx: Tx) => {
    const offered = new Set(
      (await doorsOf(tx, person.apartmentId))
        .filter((r) => r.d.roomId === null || r.d.roomId === person.roomId)
        .map((r) => r.d.id),
    );
    const want = [...new Set(input.devIds)];
    if (want.some((d) => !offered.has(d))) throw badRequest('所选设备不属于该房间或公寓');
    const place = { apartmentId: person.apartmentId, roomId: person.roomId, uid: person.uid, leaseId: person.leaseId };
    await owePush(tx, await setGrants(tx, place, want, GRANT_SOURCE.room, { id: user.id, name: user.name }, offered));
    const names = (await doorsOf(tx, person.apartmentId)).filter((r) => want.includes(r.d.id)).map((r) => r.d.name);
    const what = `授权 ${person.name}（${person.houseName}）：${names.join('、') || '无'}`;
    await logAccess(tx, user.name, [
      { apartmentId: person.apartmentId, kind: ACCESS_LOG_KIND.permission, detail: what },
    ]);
  });
  const [row] = await rowsOf(db, [person]);
  return row!;
}

/** A resident staying in a rented room of a visible apartment; else 404 as if missing. */
async function residentOf(db: Reader, user: Who, houseId: string, uid: string) {
  const [p] = await db
    .select({
      uid: leaseTenants.id,
      name: leaseTenants.name,
      phone: leaseTenants.phone,
      roomId: leases.roomId,
      leaseId: leases.id,
      apartmentId: leases.apartmentId,
      apartmentName: apartments.name,
      houseName: rooms.houseNumber,
    })
    .from(leaseTenants)
    .innerJoin(leases, eq(leases.id, leaseTenants.leaseId))
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .innerJoin(apartments, eq(apartments.id, leases.apartmentId))
    .where(
      and(
        eq(leaseTenants.id, uid),
        eq(leases.roomId, houseId),
        eq(leases.orgId, user.orgId),
        eq(leases.status, LEASE_STATUS.signed),
        isNull(leases.deletedAt),
        eq(leaseTenants.dwellStatus, DWELL_STATUS.staying),
        inArray(leases.apartmentId, visibleApartmentIds(db, user)),
        roomScope(db, user, leases.roomId),
      ),
    )
    .limit(1);
  if (!p) throw notFound('住户不存在或无权查看');
  return p;
}
