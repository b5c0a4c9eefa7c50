import { eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { makeHarness } from './harness';
import { users } from '../../api/auth/schema';
import { roleActions, roles, userProjects, userRoles } from '../../api/admin/schema';
import { apartments, rooms } from '../../api/houses/schema';
import { hashPassword } from '../../api/auth/password';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import type { Perm } from '../../sync/menu';

export type Harness = Awaited<ReturnType<typeof makeHarness>>;

export const aptId = (h: Harness, name: string) => h.db.select().from(apartments).where(eq(apartments.name, name)).get()!.id;
export const roomsOf = (h: Harness, apt: string) => h.db.select().from(rooms).where(eq(rooms.apartmentId, aptId(h, apt))).all();
export const reload = (h: Harness, id: string) => h.db.select().from(rooms).where(eq(rooms.id, id)).get()!;

/** A staff account of the demo org (same projects as the demo staff) holding only `perms`; returns its token. */
export async function staffWith(h: Harness, phone: string, perms: Perm[]) {
  const now = h.deps.now();
  const demoStaff = h.db.select().from(users).where(eq(users.phone, '13800000003')).get()!;
  const id = ulid();
  h.db.insert(users).values({ id, orgId: demoStaff.orgId, phone, passwordHash: await hashPassword(DEMO_PASSWORD), userType: 2, name: '测试员工', nickname: '测试', createdAt: now, updatedAt: now }).run();
  const roleId = ulid();
  h.db.insert(roles).values({ id: roleId, orgId: demoStaff.orgId, roleType: 2, roleName: '只读', createdAt: now, updatedAt: now }).run();
  if (perms.length) h.db.insert(roleActions).values(perms.map(([groupId, childId]) => ({ roleId, groupId, childId }))).run();
  h.db.insert(userRoles).values({ userId: id, roleId }).run();
  const projects = h.db.select().from(userProjects).where(eq(userProjects.userId, demoStaff.id)).all();
  h.db.insert(userProjects).values(projects.map((p) => ({ userId: id, officeId: p.officeId }))).run();
  return h.login(phone);
}

export const mutation = (name: string, args: unknown, id = ulid()) => ({ id, clientId: 'test-device', name, args, clientTime: 1 });
