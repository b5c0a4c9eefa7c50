import { and, asc, count, eq, isNull, notExists } from 'drizzle-orm';
import type { Db, Reader } from '../../../api/db/store';
import { listRoles, setRoleActions } from '../../../api/admin/roles';
import { sessions, users } from '../../../api/auth/schema';
import { apartments, rooms } from '../../../api/houses/schema';
import { owners } from '../../../api/owners/schema';
import { pictures } from '../../../api/uploads/schema';
import { partnerRegistrations } from '../../../api/register/schema';
import { pushSubscriptions, pushVapidKeys } from '../../../api/push/schema';
import { permKey, type Perm } from '../../../sync/product/menu';

/**
 * Factories of the account, permission and owner tests. States are made through the domain functions where there is
 * one (a role's permissions through api/admin/roles.ts) and otherwise written in a unit of work (a room's kind or
 * application state, a password hash made with older parameters), so versions follow as in the product. Reads are
 * plain selects through the read handle.
 */

/** The stored account of a phone, or throws. */
export async function userByPhone(db: Reader, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!user) throw new Error(`no account ${phone}`);
  return user;
}

/** The sessions of the account of a phone, oldest first. */
export async function sessionsOf(db: Reader, phone: string) {
  const user = await userByPhone(db, phone);
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
}

/** Replaces the stored password hash of an account (e.g. by one made with older scrypt parameters). */
export async function setPasswordHash(db: Db, phone: string, passwordHash: string) {
  await db.write(null, (tx) => tx.update(users).set({ passwordHash }).where(eq(users.phone, phone)));
}

/** The permissions of the demo role `roleName` of the organisation of account `phone`, changed through the domain. */
async function changeRole(db: Db, phone: string, roleName: string, change: (keys: string[]) => string[]) {
  const { orgId } = await userByPhone(db, phone);
  const role = (await listRoles(db, orgId)).find((r) => r.roleName === roleName);
  if (!role) throw new Error(`no role ${roleName}`);
  await setRoleActions(db, Date.now(), orgId, role.pkId, change(role.action));
}

/** The demo boss, whose organisation holds the demo roles (店长, 管家). */
const DEMO_BOSS = '13800000001';

/** Takes permissions away from a role of the demo organisation (示例公寓). */
export function withdrawPerms(db: Db, roleName: string, ...perms: Perm[]) {
  const gone = new Set(perms.map(permKey));
  return changeRole(db, DEMO_BOSS, roleName, (keys) => keys.filter((k) => !gone.has(k)));
}

/** Gives permissions to a role of the demo organisation (示例公寓). */
export function grantPerms(db: Db, roleName: string, ...perms: Perm[]) {
  return changeRole(db, DEMO_BOSS, roleName, (keys) => [...new Set([...keys, ...perms.map(permKey)])]);
}

/** The seeded owner-direct room of 西城公寓 whose owner is `name` ('' for the one with no owner recorded). */
export async function ownerDirectRoom(db: Reader, name: string): Promise<{ houseId: string; ownerId: string | null }> {
  if (name) {
    const [row] = await db
      .select({ houseId: rooms.id, ownerId: owners.id })
      .from(rooms)
      .innerJoin(owners, eq(owners.roomId, rooms.id))
      .where(eq(owners.name, name))
      .limit(1);
    if (!row) throw new Error(`no owner-direct room for ${name}`);
    return row;
  }
  const [row] = await db
    .select({ houseId: rooms.id })
    .from(rooms)
    .where(
      and(
        eq(rooms.type, 2),
        eq(rooms.groupType, 2),
        notExists(db.select({ one: owners.id }).from(owners).where(eq(owners.roomId, rooms.id))),
      ),
    )
    .orderBy(asc(rooms.id))
    .limit(1);
  if (!row) throw new Error('no owner-direct room without an owner');
  return { houseId: row.houseId, ownerId: null };
}

/** The first live plain (centralized, type 1) room of the apartment called `apartment`, by house number. */
export async function plainRoom(db: Reader, apartment: string): Promise<string> {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(and(eq(apartments.name, apartment), eq(rooms.type, 1), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.houseNumber), asc(rooms.id))
    .limit(1);
  if (!row) throw new Error(`no plain room in ${apartment}`);
  return row.id;
}

/** The stored room, or throws. */
export async function roomById(db: Reader, roomId: string) {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId)).limit(1);
  if (!room) throw new Error(`no room ${roomId}`);
  return room;
}

/**
 * Sets columns of a room (its kind, application state, a tombstone …) in a unit of work of its organisation, past the
 * screens' rules: the state a test starts from. The room's version follows.
 */
export async function setRoom(
  db: Db,
  roomId: string,
  values: Partial<Pick<typeof rooms.$inferInsert, 'type' | 'groupType' | 'applyState' | 'deletedAt'>>,
) {
  const { orgId } = await roomById(db, roomId);
  await db.write(orgId, (tx) =>
    tx
      .update(rooms)
      .set({ ...values, updatedAt: tx.now })
      .where(eq(rooms.id, roomId)),
  );
}

/** The stored owner, or throws. */
export async function ownerById(db: Reader, ownerId: string) {
  const [owner] = await db.select().from(owners).where(eq(owners.id, ownerId)).limit(1);
  if (!owner) throw new Error(`no owner ${ownerId}`);
  return owner;
}

/** How many owner rows (live or not) the room has. */
export async function ownerCount(db: Reader, roomId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(owners).where(eq(owners.roomId, roomId));
  return row.n;
}

/** The picture rows attached to a record (owner documents …), by kind then order. */
export function picturesOf(db: Reader, ownerId: string) {
  return db
    .select({ ownerType: pictures.ownerType, isCover: pictures.isCover })
    .from(pictures)
    .where(eq(pictures.ownerId, ownerId))
    .orderBy(asc(pictures.ownerType), asc(pictures.sort));
}

/** How many partner registrations are stored. */
export async function registrationCount(db: Reader): Promise<number> {
  const [row] = await db.select({ n: count() }).from(partnerRegistrations);
  return row.n;
}

/** The stored push subscriptions of an endpoint (all of them without one). */
export function pushSubscriptionRows(db: Reader, endpoint?: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(endpoint === undefined ? undefined : eq(pushSubscriptions.endpoint, endpoint))
    .orderBy(asc(pushSubscriptions.id));
}

/** The kept VAPID key rows (at most one). */
export function vapidKeyRows(db: Reader) {
  return db.select().from(pushVapidKeys);
}
