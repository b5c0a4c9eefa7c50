import { and, count, desc, eq, inArray, isNull, like, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { badRequest, forbidden, notFound } from '../http/errors';
import { users } from '../auth/schema';
import { revokeUserSessions } from '../auth/sessions';
import { roles, userRoles } from './schema';
import { pageOf } from '../http/reply';
import { USER_TYPE } from '../../sync/accounts';

export interface StaffFilter {
  name?: string;
  phone?: string;
  status?: number;
  current: number;
  size: number;
}

/** Staff accounts of the org (part 4 "Staff accounts"), 10 per page. */
export function listStaff(db: Db, orgId: string, f: StaffFilter) {
  const conds: SQL[] = [eq(users.orgId, orgId), isNull(users.deletedAt)];
  if (f.name) conds.push(like(users.name, `%${f.name}%`));
  if (f.phone) conds.push(like(users.phone, `%${f.phone}%`));
  if (f.status !== undefined) conds.push(eq(users.isUsable, f.status));
  const where = and(...conds);
  const total = db.select({ n: count() }).from(users).where(where).get()!.n;
  const rows = db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
    .all();
  const bound = rows.length
    ? db
        .select({ userId: userRoles.userId, roleName: roles.roleName })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
        .where(inArray(userRoles.userId, rows.map((r) => r.id)))
        .all()
    : [];
  return pageOf(
    rows.map((u) => ({
      pkId: u.id,
      name: u.name,
      phone: u.phone,
      nickname: u.nickname,
      userType: u.userType,
      roleName: bound.filter((b) => b.userId === u.id).map((b) => b.roleName).join('、'),
      createTime: u.createdAt,
      isUsable: u.isUsable,
    })),
    total,
    f.current,
    f.size,
  );
}

function staffOf(db: Db, orgId: string, userId: string) {
  const user = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId), isNull(users.deletedAt)))
    .get();
  if (!user) throw notFound('员工不存在');
  return user;
}

/** Freeze (1) or unfreeze (0) an account; freezing ends its sessions. A boss account cannot be frozen. */
export function setUsable(db: Db, now: number, orgId: string, actorId: string, userId: string, usable: number) {
  const user = staffOf(db, orgId, userId);
  if (user.userType === USER_TYPE.boss) throw forbidden('不能冻结老板账号');
  if (user.id === actorId) throw badRequest('不能冻结自己的账号');
  db.update(users).set({ isUsable: usable, updatedAt: now }).where(eq(users.id, userId)).run();
  if (usable === 1) revokeUserSessions(db, now, userId);
}

/** Binds a user to several roles of the same org (replacing the previous set). */
export function bindRoles(db: Db, orgId: string, userId: string, roleIds: string[]) {
  staffOf(db, orgId, userId);
  const found = roleIds.length
    ? db
        .select({ id: roles.id })
        .from(roles)
        .where(and(inArray(roles.id, roleIds), eq(roles.orgId, orgId), isNull(roles.deletedAt)))
        .all()
    : [];
  if (found.length !== new Set(roleIds).size) throw notFound('角色不存在');
  db.transaction((tx) => {
    tx.delete(userRoles).where(eq(userRoles.userId, userId)).run();
    if (found.length) tx.insert(userRoles).values(found.map((r) => ({ userId, roleId: r.id }))).run();
  });
}
