import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../../api/db/store';
import { committedVersion } from '../../../api/db/unit';
import { orgs, users } from '../../../api/auth/schema';
import { roleActions, roles, userProjects, userRoles } from '../../../api/admin/schema';
import { apartments, rooms } from '../../../api/houses/schema';
import { billStages, bills } from '../../../api/leases/schema';
import { messages } from '../../../api/messages/schema';
import { apartmentConfigs, meterPrices } from '../../../api/settings/schema';
import { meterReadings, meters } from '../../../api/meters/schema';
import { appliedMutations } from '../../../api/sync/schema';
import { hashPassword } from '../../../api/auth/password';
import { DEMO_PASSWORD } from '../../../api/seed/demo';
import type { Perm } from '../../../sync/product/menu';
import { METER_ONLINE } from '../../../sync/rules/meters/meter-rules';

/**
 * Factories of the meter, utility-bill, sync and message tests. Reads are plain selects through the read handle; a
 * state no screen makes (a meter's columns set directly, a room moved past the board's rules, a meter of the other
 * organisation, an extra staff account) is written in a unit of work of its organisation, so versions and room facts
 * follow as in the product. Readings and bills are made through the domain functions by the tests themselves.
 */

type Room = typeof rooms.$inferSelect;
type MeterPatch = Partial<Omit<typeof meters.$inferInsert, 'id' | 'orgId' | 'version'>>;

// ---------------------------------------------------------------------------------------------------------------- reads

/** The id of the organisation called `name` ('示例公寓', '城南寓所'). */
export async function orgIdByName(db: Reader, name: string): Promise<string> {
  const [org] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.name, name)).limit(1);
  if (!org) throw new Error(`no organisation ${name}`);
  return org.id;
}

/** The id of the apartment called `name`. */
export async function aptIdByName(db: Reader, name: string): Promise<string> {
  const [apt] = await db.select({ id: apartments.id }).from(apartments).where(eq(apartments.name, name)).limit(1);
  if (!apt) throw new Error(`no apartment ${name}`);
  return apt.id;
}

/** The rooms (live or not) of the apartment called `name`, in floor-editor order. */
export async function roomsOfApartment(db: Reader, name: string): Promise<Room[]> {
  const aptId = await aptIdByName(db, name);
  return db
    .select()
    .from(rooms)
    .where(eq(rooms.apartmentId, aptId))
    .orderBy(asc(rooms.serialNumber), asc(rooms.houseNumber), asc(rooms.id));
}

/** The stored room, or throws. */
export async function roomById(db: Reader, id: string): Promise<Room> {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  if (!room) throw new Error(`no room ${id}`);
  return room;
}

/** The last change version handed out to the organisation (the API's own read of it). */
export const changeCounter = committedVersion;

/** The stored judgement of a pushed mutation id (undefined when none). */
export async function appliedMutation(db: Reader, id: string) {
  const [row] = await db.select().from(appliedMutations).where(eq(appliedMutations.id, id)).limit(1);
  return row;
}

/** The stored judgements of pushed mutations (all, or those of `ids`). */
export const appliedMutationsOf = (db: Reader, ids?: string[]) =>
  db
    .select()
    .from(appliedMutations)
    .where(ids ? inArray(appliedMutations.id, ids) : undefined)
    .orderBy(asc(appliedMutations.id));

/** The live meters of the apartment called `name`, by room then type. */
export async function metersOfApartment(db: Reader, name: string) {
  const aptId = await aptIdByName(db, name);
  return db
    .select()
    .from(meters)
    .where(and(eq(meters.apartmentId, aptId), isNull(meters.deletedAt)))
    .orderBy(asc(meters.roomId), asc(meters.devType));
}

/** Every meter (live or not), by room then type. */
export const allMeters = (db: Reader) => db.select().from(meters).orderBy(asc(meters.roomId), asc(meters.devType));

/** How many meters (live or not) the apartments called `names` hold. */
export async function meterCount(db: Reader, names?: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(meters)
    .innerJoin(apartments, eq(apartments.id, meters.apartmentId))
    .where(names ? inArray(apartments.name, names) : undefined);
  return row.n;
}

/** The stored meter, or throws. */
export async function meterById(db: Reader, id: string) {
  const [m] = await db.select().from(meters).where(eq(meters.id, id)).limit(1);
  if (!m) throw new Error(`no meter ${id}`);
  return m;
}

/** The meter of type `devType` of room `houseNumber` of the apartment called `apt`, or throws. */
export async function meterOfRoom(db: Reader, apt: string, houseNumber: string, devType: number) {
  const [row] = await db
    .select({ m: meters })
    .from(meters)
    .innerJoin(rooms, eq(rooms.id, meters.roomId))
    .innerJoin(apartments, eq(apartments.id, meters.apartmentId))
    .where(and(eq(apartments.name, apt), eq(rooms.houseNumber, houseNumber), eq(meters.devType, devType)))
    .limit(1);
  if (!row) throw new Error(`no meter ${apt} ${houseNumber} ${devType}`);
  return row.m;
}

/** The smart meters (西城 electricity) with their room numbers, by room number. */
export async function smartMetersOf(db: Reader) {
  const rows = await db
    .select({ m: meters, houseNumber: rooms.houseNumber })
    .from(meters)
    .innerJoin(rooms, eq(rooms.id, meters.roomId))
    .where(eq(meters.isAuto, 1))
    .orderBy(asc(rooms.houseNumber), asc(meters.id));
  return rows.map((r) => ({ ...r.m, houseNumber: r.houseNumber }));
}

/** The usages between consecutive accepted readings of every meter of type `devType`. */
export async function acceptedUsages(db: Reader, devType: number): Promise<number[]> {
  const rows = await db
    .select({ meterId: meterReadings.meterId, value: meterReadings.value })
    .from(meterReadings)
    .innerJoin(meters, eq(meters.id, meterReadings.meterId))
    .where(and(eq(meters.devType, devType), eq(meterReadings.review, 0)))
    .orderBy(asc(meterReadings.meterId), asc(meterReadings.readAt), asc(meterReadings.id));
  const out: number[] = [];
  for (let i = 1; i < rows.length; i++)
    if (rows[i]!.meterId === rows[i - 1]!.meterId) out.push(rows[i]!.value - rows[i - 1]!.value);
  return out;
}

/** The stored reading (undefined when none). */
export async function readingById(db: Reader, id: string) {
  const [r] = await db.select().from(meterReadings).where(eq(meterReadings.id, id)).limit(1);
  return r;
}

/** A meter's readings by time, then id. */
export const readingsOfMeter = (db: Reader, meterId: string) =>
  db
    .select()
    .from(meterReadings)
    .where(eq(meterReadings.meterId, meterId))
    .orderBy(asc(meterReadings.readAt), asc(meterReadings.id));

/** A meter's first accepted reading (by time), the start of its first bill. */
export async function firstAcceptedReading(db: Reader, meterId: string) {
  const [r] = await db
    .select()
    .from(meterReadings)
    .where(and(eq(meterReadings.meterId, meterId), eq(meterReadings.review, 0)))
    .orderBy(asc(meterReadings.readAt), asc(meterReadings.value), asc(meterReadings.id))
    .limit(1);
  return r;
}

/** The utility bills (bills_type 3) of a lease in the order they were made. */
export const utilityBillsOf = (db: Reader, leaseId: string) =>
  db
    .select()
    .from(bills)
    .where(and(eq(bills.leaseId, leaseId), eq(bills.billsType, 3)))
    .orderBy(asc(bills.createdAt), asc(bills.id));

/** The bill stages of a lease, in order. */
export const billStagesOf = (db: Reader, leaseId: string) =>
  db.select().from(billStages).where(eq(billStages.leaseId, leaseId)).orderBy(asc(billStages.stage));

/** How many readings (of every organisation) some bill ended at. */
export async function billedReadingCount(db: Reader): Promise<number> {
  const [row] = await db.select({ n: count() }).from(meterReadings).where(isNotNull(meterReadings.billId));
  return row.n;
}

// --------------------------------------------------------------------------------------------------------------- writes

/** Sets a stored unit price row of an apartment's category past the settings screen's rules (e.g. enabled at 0). */
export async function setMeterPrice(
  db: Db,
  aptId: string,
  category: number,
  patch: { useAble?: number; unitPrice?: number },
) {
  const [row] = await db
    .select({ orgId: meterPrices.orgId })
    .from(meterPrices)
    .where(and(eq(meterPrices.apartmentId, aptId), eq(meterPrices.category, category)))
    .limit(1);
  if (!row) throw new Error(`no price of category ${category}`);
  await db.write(row.orgId, (tx) =>
    tx
      .update(meterPrices)
      .set({ ...patch, updatedAt: tx.now })
      .where(and(eq(meterPrices.apartmentId, aptId), eq(meterPrices.category, category))),
  );
}

/** Sets columns of meters directly (one unit of work of their organisation, so the meters take one new version). */
export async function setMeters(db: Db, patches: [meterId: string, patch: MeterPatch][]) {
  if (!patches.length) return;
  const { orgId } = await meterById(db, patches[0][0]);
  await db.write(orgId, async (tx) => {
    for (const [id, patch] of patches)
      await tx
        .update(meters)
        .set({ ...patch, updatedAt: patch.updatedAt ?? tx.now })
        .where(eq(meters.id, id));
  });
}
export const setMeter = (db: Db, id: string, patch: MeterPatch) => setMeters(db, [[id, patch]]);

/** Marks a meter billed up to its last reading, as a utility bill `billId` ending there would have (null: the reading is left). */
export async function markBilledToLast(db: Db, meterId: string, billId: string | null = 'BILL1') {
  const m = await meterById(db, meterId);
  await db.write(m.orgId, async (tx) => {
    if (m.lastReadingId && billId)
      await tx.update(meterReadings).set({ billId, updatedAt: tx.now }).where(eq(meterReadings.id, m.lastReadingId));
    await tx
      .update(meters)
      .set({ billedValue: m.lastValue, billedReadingId: m.lastReadingId, updatedAt: tx.now })
      .where(eq(meters.id, meterId));
  });
}

/** Sets columns of rooms past the board's rules (one unit of work of their organisation: one version for them all). */
export async function setRooms(
  db: Db,
  patches: [
    roomId: string,
    patch: Partial<Pick<typeof rooms.$inferInsert, 'isRent' | 'isDecoration' | 'isShow' | 'remark' | 'deletedAt'>>,
  ][],
) {
  if (!patches.length) return;
  const { orgId } = await roomById(db, patches[0][0]);
  await db.write(orgId, async (tx) => {
    for (const [id, patch] of patches)
      await tx
        .update(rooms)
        .set({ ...patch, updatedAt: tx.now })
        .where(eq(rooms.id, id));
  });
}

/** Tombstones an apartment (its organisation's unit stamps the version). */
export async function deleteApartment(db: Db, aptId: string, at: number) {
  const [apt] = await db.select({ orgId: apartments.orgId }).from(apartments).where(eq(apartments.id, aptId)).limit(1);
  await db.write(apt!.orgId, (tx) =>
    tx.update(apartments).set({ deletedAt: at, updatedAt: tx.now }).where(eq(apartments.id, aptId)),
  );
}

/** A meter of a room (e.g. of the other organisation, whose demo has none); returns the stored row. */
export async function addMeter(db: Db, room: Room, devType: number, values: MeterPatch = {}) {
  const id = ulid();
  await db.write(room.orgId, (tx) =>
    tx.insert(meters).values({
      id,
      orgId: room.orgId,
      apartmentId: room.apartmentId,
      roomId: room.id,
      devType,
      name: '电表',
      createdAt: tx.now,
      updatedAt: tx.now,
      ...values,
    }),
  );
  return meterById(db, id);
}

/**
 * Resets the room's three meters (cold 1, electric 2, hot 4) to fresh manual ones with no readings: their readings are
 * removed (readings are not synced), the summary and billed columns cleared. Returns their ids.
 */
export async function freshMeters(db: Db, room: Room): Promise<{ cold: string; elec: string; hot: string }> {
  const ids = { cold: '', elec: '', hot: '' };
  await db.write(room.orgId, async (tx) => {
    await tx.delete(meterReadings).where(eq(meterReadings.roomId, room.id));
    const list = await tx
      .select({ id: meters.id, devType: meters.devType })
      .from(meters)
      .where(and(eq(meters.roomId, room.id), isNull(meters.deletedAt)));
    for (const [devType, key, name] of [
      [1, 'cold', '冷水表'],
      [2, 'elec', '电表'],
      [4, 'hot', '热水表'],
    ] as const) {
      const found = list.find((m) => m.devType === devType);
      const reset = {
        isAuto: 0,
        devSn: '',
        onlineStatus: METER_ONLINE.online,
        name,
        lastValue: null,
        lastReadAt: null,
        lastReadingId: null,
        avgUsage: null,
        billedValue: null,
        billedReadingId: null,
        updatedAt: tx.now,
      };
      if (found) {
        await tx.update(meters).set(reset).where(eq(meters.id, found.id));
        ids[key] = found.id;
      } else {
        ids[key] = ulid();
        await tx.insert(meters).values({
          id: ids[key],
          orgId: room.orgId,
          apartmentId: room.apartmentId,
          roomId: room.id,
          devType,
          createdAt: tx.now,
          ...reset,
        });
      }
    }
  });
  return ids;
}

/**
 * A staff account of the demo organisation (the projects of the demo staff 13800000003) holding only `perms`, with
 * the demo password. Returns its user id.
 */
export async function addStaff(db: Db, phone: string, perms: Perm[]): Promise<string> {
  const [demoStaff] = await db.select().from(users).where(eq(users.phone, '13800000003')).limit(1);
  const projects = await db.select().from(userProjects).where(eq(userProjects.userId, demoStaff!.id));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const id = ulid();
  await db.write(demoStaff!.orgId, async (tx) => {
    const orgId = demoStaff!.orgId;
    await tx.insert(users).values({
      id,
      orgId,
      phone,
      passwordHash,
      userType: 2,
      name: '测试员工',
      nickname: '测试',
      createdAt: tx.now,
      updatedAt: tx.now,
    });
    const roleId = ulid();
    await tx
      .insert(roles)
      .values({ id: roleId, orgId, roleType: 2, roleName: `只读${phone}`, createdAt: tx.now, updatedAt: tx.now });
    if (perms.length)
      await tx.insert(roleActions).values(perms.map(([groupId, childId]) => ({ roleId, groupId, childId })));
    await tx.insert(userRoles).values({ userId: id, roleId });
    if (projects.length)
      await tx.insert(userProjects).values(projects.map((p) => ({ userId: id, officeId: p.officeId })));
  });
  return id;
}

/** Takes permission [g, c] away from the demo role `roleName` (店长, 管家) of the organisation. */
export async function withdrawPerm(db: Db, orgId: string, roleName: string, [g, c]: Perm) {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.roleName, roleName)))
    .limit(1);
  if (!role) throw new Error(`no role ${roleName}`);
  await db.write(orgId, (tx) =>
    tx
      .delete(roleActions)
      .where(and(eq(roleActions.roleId, role.id), eq(roleActions.groupId, g), eq(roleActions.childId, c))),
  );
}

/** Sets (or clears) the meter receipt day of an apartment's configuration (General_6), past the settings screen. */
export async function setReceiptDay(db: Db, aptId: string, receiptDay: number | null) {
  const [cfg] = await db
    .select({ orgId: apartmentConfigs.orgId })
    .from(apartmentConfigs)
    .where(eq(apartmentConfigs.apartmentId, aptId))
    .limit(1);
  if (!cfg) throw new Error(`no configuration of apartment ${aptId}`);
  await db.write(cfg.orgId, (tx) =>
    tx.update(apartmentConfigs).set({ receiptDay, updatedAt: tx.now }).where(eq(apartmentConfigs.apartmentId, aptId)),
  );
}

/** Removes every message of the message centre (a test starts from none). */
export async function clearMessages(db: Db) {
  await db.write(null, (tx) => tx.delete(messages));
}
