import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Reader, Tx } from '../db/store';
import { containsPattern, dialect } from '../db/dialect';
import { badRequest, forbidden, notFound } from '../http/errors';
import { users } from '../auth/schema';
import { revokeUserSessions } from '../auth/sessions';
import { roles, userRoles } from './schema';
import { pageOf } from '../http/reply';
import { USER_TYPE } from '../../sync/product/accounts';
import type { StaffQuery } from '../../sync/contract/admin/admin';

/** Staff accounts of the org (part 4 "Staff accounts"), 10 per page. */
export async function listStaff(db: Reader, orgId: string, f: StaffQuery) {
  const conds: SQL[] = [eq(users.orgId, orgId), isNull(users.deletedAt)];
  if (f.name) conds.push(dialect.like(users.name, containsPattern(f.name)));
  if (f.phone) conds.push(dialect.like(users.phone, containsPattern(f.phone)));
  if (f.status !== undefined) conds.push(eq(users.isUsable, f.status));
  const where = and(...conds);
  const [{ n: total }] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const bound = rows.length
    ? await db
        .select({ userId: userRoles.userId, roleName: roles.roleName })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
        .where(
          inArray(
            userRoles.userId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(roles.createdAt, roles.id)
    : [];
  return pageOf(
    rows.map((u) => ({
      pkId: u.id,
      name: u.name,
      phone: u.phone,
      nickname: u.nickname,
      userType: u.userType,
      roleName: bound
        .filter((b) => b.userId === u.id)
        .map((b) => b.roleName)
        .join('、'),
      createTime: u.createdAt,
      isUsable: u.isUsable,
    })),
    total,
    f.current,
    f.size,
  );
}

async function staffOf(db: Reader | Tx, orgId: string, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw notFound('员工不存在');
  return user;
}

/** Freeze (1) or unfreeze (0) an account; freezing ends its sessions. A boss account cannot be frozen. */
export async function setUsable(db: Db, now: number, orgId: string, actorId: string, userId: string, usable: number) {
  await db.write(orgId, async (tx) => {
    const user = await staffOf(tx, orgId, userId);
    if (user.userType === USER_TYPE.boss) throw forbidden('不能冻结老板账号');
    if (user.id === actorId) throw badRequest('不能冻结自己的账号');
    await tx.update(users).set({ isUsable: usable, updatedAt: now }).where(eq(users.id, userId));
    if (usable === 1) await revokeUserSessions(tx, now, userId);
  });
}

/** Binds a user to several roles of the same org (replacing the previous set). */
export async function bindRoles(db: Db, orgId: string, userId: string, roleIds: string[]) {
  await db.write(orgId, async (tx) => {
    await staffOf(tx, orgId, userId);
    const found = roleIds.length
      ? await tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(inArray(roles.id, roleIds), eq(roles.orgId, orgId), isNull(roles.deletedAt)))
      : [];
    if (found.length !== new Set(roleIds).size) throw notFound('角色不存在');
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    if (found.length) await tx.insert(userRoles).values(found.map((r) => ({ userId, roleId: r.id })));
  });
}
