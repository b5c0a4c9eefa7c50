import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../../api/db/store';
import { apartments, floors, rooms } from '../../../api/houses/schema';
import { depositOrders } from '../../../api/deposits/schema';
import { ledgerEntries } from '../../../api/ledger/schema';
import { appointments } from '../../../api/appointments/schema';
import { meters } from '../../../api/meters/schema';
import { roomTemplates } from '../../../api/templates/schema';
import { owners } from '../../../api/owners/schema';
import { orgs } from '../../../api/auth/schema';
import { leases, leaseTenants } from '../../../api/leases/schema';
import { pictures, uploads } from '../../../api/uploads/schema';

/**
 * Factories of the houses, board, deposit-order, appointment and resident tests. Reads are plain selects through the
 * read handle; a state no screen makes (a room's columns set past the board's rules, an order made earlier, an
 * appointment linked to a lease …) is written in a unit of work of its organisation, so versions and room facts follow
 * as in the product.
 */

/** The id of the organisation called `name` ('示例公寓', '城南寓所'). */
export async function orgIdByName(db: Reader, name: string): Promise<string> {
  const [org] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.name, name)).limit(1);
  if (!org) throw new Error(`no organisation ${name}`);
  return org.id;
}

/** The stored apartment called `name`, or throws. */
export async function apartmentByName(db: Reader, name: string) {
  const [apt] = await db
    .select()
    .from(apartments)
    .where(and(eq(apartments.name, name), isNull(apartments.deletedAt)))
    .limit(1);
  if (!apt) throw new Error(`no apartment ${name}`);
  return apt;
}

/** The stored apartment, or throws. */
export async function apartmentById(db: Reader, id: string) {
  const [apt] = await db.select().from(apartments).where(eq(apartments.id, id)).limit(1);
  if (!apt) throw new Error(`no apartment ${id}`);
  return apt;
}

/** The rooms (live or not) of the apartment called `name`, by room number (the demo's 101 … 110, 201 …). */
export async function roomsOf(db: Reader, name: string) {
  const apt = await apartmentByName(db, name);
  return db.select().from(rooms).where(eq(rooms.apartmentId, apt.id)).orderBy(asc(rooms.houseNumber), asc(rooms.id));
}

/** The stored room, or throws. */
export async function roomRow(db: Reader, id: string) {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  if (!room) throw new Error(`no room ${id}`);
  return room;
}

/** The id of the live room `houseNumber` of the apartment called `apartment`, or throws. */
export async function roomId(db: Reader, apartment: string, houseNumber: string): Promise<string> {
  const [room] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(and(eq(apartments.name, apartment), eq(rooms.houseNumber, houseNumber), isNull(rooms.deletedAt)))
    .limit(1);
  if (!room) throw new Error(`no room ${apartment} ${houseNumber}`);
  return room.id;
}

/** A room's board facts (rooms.facts, parsed). */
export async function roomFacts(db: Reader, id: string) {
  return JSON.parse((await roomRow(db, id)).facts || '{}');
}

type RoomPatch = Partial<
  Pick<
    typeof rooms.$inferInsert,
    | 'isRent'
    | 'isDecoration'
    | 'isShow'
    | 'remark'
    | 'vacantSince'
    | 'houseTempId'
    | 'type'
    | 'groupType'
    | 'deletedAt'
    | 'updatedAt'
  >
>;

/** Sets columns of rooms past the board's rules (the state a test starts from), in one unit of their organisation. */
export async function setRooms(db: Db, patches: [roomId: string, patch: RoomPatch][]) {
  if (!patches.length) return;
  const { orgId } = await roomRow(db, patches[0][0]);
  await db.write(orgId, async (tx) => {
    for (const [id, patch] of patches) await tx.update(rooms).set(patch).where(eq(rooms.id, id));
  });
}

export const setRoom = (db: Db, id: string, patch: RoomPatch) => setRooms(db, [[id, patch]]);

/** A room template row of the apartment (as the template screen stores it); returns its id. */
export async function addRoomTemplate(db: Db, orgId: string, apartmentId: string, name: string): Promise<string> {
  const id = ulid();
  await db.write(orgId, (tx) =>
    tx.insert(roomTemplates).values({ id, orgId, apartmentId, name, createdAt: tx.now, updatedAt: tx.now }),
  );
  return id;
}

/** An owner row of a room (as the owner screen stores it); returns its id. */
export async function addOwner(db: Db, orgId: string, roomId: string, name: string): Promise<string> {
  const id = ulid();
  await db.write(orgId, (tx) =>
    tx.insert(owners).values({ id, orgId, roomId, name, createdAt: tx.now, updatedAt: tx.now }),
  );
  return id;
}

/** The floors of an apartment (live or not). */
export const floorsOf = (db: Reader, apartmentId: string) =>
  db.select().from(floors).where(eq(floors.apartmentId, apartmentId)).orderBy(asc(floors.floor));

/** The meters of a room by device type, as the floor editor leaves them. */
export const metersOf = (db: Reader, roomId: string) =>
  db
    .select({ devType: meters.devType, isAuto: meters.isAuto, name: meters.name, deletedAt: meters.deletedAt })
    .from(meters)
    .where(eq(meters.roomId, roomId))
    .orderBy(asc(meters.devType));

/** The stored deposit order (drizzle row) of a booker, or of an id, or throws. */
export async function depositOrder(db: Reader, by: { promiseMan: string } | { id: string }) {
  const where = 'id' in by ? eq(depositOrders.id, by.id) : eq(depositOrders.promiseMan, by.promiseMan);
  const [order] = await db
    .select()
    .from(depositOrders)
    .where(where)
    .orderBy(asc(depositOrders.createdAt), asc(depositOrders.id))
    .limit(1);
  if (!order) throw new Error(`no deposit order ${JSON.stringify(by)}`);
  return order;
}

/** The deposit orders of a room. */
export const depositOrdersOfRoom = (db: Reader, roomId: string) =>
  db.select().from(depositOrders).where(eq(depositOrders.roomId, roomId));

/** Changes stored fields of a deposit order (made earlier than the clock allows a screen to), in a unit of its organisation. */
export async function patchDepositOrder(
  db: Db,
  id: string,
  patch: Partial<Pick<typeof depositOrders.$inferInsert, 'createdAt' | 'latestDate'>>,
) {
  const order = await depositOrder(db, { id });
  await db.write(order.orgId, (tx) => tx.update(depositOrders).set(patch).where(eq(depositOrders.id, id)));
}

/** The ledger entries recorded for a source row (a deposit order …), in the order they were written. */
export const ledgerOf = (db: Reader, sourceType: string, sourceId: string) =>
  db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sourceType, sourceType), eq(ledgerEntries.sourceId, sourceId)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));

/** The stored appointment of a contact person, or of an id, or throws. */
export async function appointment(db: Reader, by: { linkman: string } | { id: string }) {
  const where = 'id' in by ? eq(appointments.id, by.id) : eq(appointments.linkman, by.linkman);
  const [row] = await db.select().from(appointments).where(where).limit(1);
  if (!row) throw new Error(`no appointment ${JSON.stringify(by)}`);
  return row;
}

/** Changes stored fields of appointments (the lease one led to, a deletion by the tenant services), in a unit of their organisation. */
export async function patchAppointments(
  db: Db,
  ids: string[],
  patch: Partial<Pick<typeof appointments.$inferInsert, 'leaseId' | 'deletedAt'>>,
) {
  for (const id of ids) {
    const row = await appointment(db, { id });
    await db.write(row.orgId, (tx) => tx.update(appointments).set(patch).where(eq(appointments.id, id)));
  }
}

/** The residents of a lease (the lessee among them), in the order they were added. */
export const residentsOfLease = (db: Reader, leaseId: string) =>
  db
    .select()
    .from(leaseTenants)
    .where(eq(leaseTenants.leaseId, leaseId))
    .orderBy(asc(leaseTenants.createdAt), asc(leaseTenants.id));

/** The lessee (isLease 1) made by signing the lease, or throws. */
export async function lesseeOf(db: Reader, leaseId: string) {
  const lessee = (await residentsOfLease(db, leaseId)).find((r) => r.isLease === 1);
  if (!lessee) throw new Error(`lease ${leaseId} has no lessee`);
  return lessee;
}

/** The stored resident, or undefined when there is none (deleted). */
export async function residentById(db: Reader, id: string) {
  const [row] = await db.select().from(leaseTenants).where(eq(leaseTenants.id, id)).limit(1);
  return row;
}

/** The picture rows of a record of a kind (ID photos of a resident: 'tenant_id'). */
export const picturesOf = (db: Reader, ownerType: string, ownerId: string) =>
  db
    .select()
    .from(pictures)
    .where(and(eq(pictures.ownerType, ownerType), eq(pictures.ownerId, ownerId)))
    .orderBy(asc(pictures.sort));

/** The stored upload of a file id, or throws. */
export async function uploadById(db: Reader, id: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row) throw new Error(`no upload ${id}`);
  return row;
}

/** The room a lease is of (drizzle row). */
export async function roomOfLease(db: Reader, leaseId: string) {
  const [row] = await db
    .select({ room: rooms })
    .from(leases)
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .where(eq(leases.id, leaseId))
    .limit(1);
  if (!row) throw new Error(`no lease ${leaseId}`);
  return row.room;
}
