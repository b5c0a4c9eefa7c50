import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Reader, Tx } from '../db/store';
import { badRequest, forbidden, notFound } from '../http/errors';
import { users } from '../auth/schema';
import { revokeUserSessions } from '../auth/sessions';
import { offices, roles, userProjects, userRoles } from './schema';
import { USER_TYPE } from '../../sync/product/accounts';
import { STAFF_MSG, STAFF_STATUS } from '../../sync/rules/admin/staff-rules';
import { roomsOfProjects, touchProjects, touchRoomScope } from '../houses/scope-touch';

export async function staffOf(db: Reader | Tx, orgId: string, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw notFound('员工不存在');
  return user;
}

/** Freeze (1) or unfreeze (0) an account; freezing ends its sessions at once. Nobody freezes a boss or themselves. */
export async function setUsable(db: Db, now: number, orgId: string, actorId: string, userId: string, usable: number) {
  await db.write(orgId, async (tx) => {
    const user = await staffOf(tx, orgId, userId);
    if (user.userType === USER_TYPE.boss) throw forbidden(STAFF_MSG.bossFrozen);
    if (user.id === actorId) throw badRequest(STAFF_MSG.selfFrozen);
    await tx.update(users).set({ isUsable: usable, updatedAt: now }).where(eq(users.id, userId));
    if (usable === STAFF_STATUS.frozen) await revokeUserSessions(tx, now, userId);
  });
}

/** The ids among `roleIds` that are live roles of the org; refuses when any is not. */
export async function rolesOfOrg(tx: Tx, orgId: string, roleIds: string[]) {
  const found = roleIds.length
    ? await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(inArray(roles.id, roleIds), eq(roles.orgId, orgId), isNull(roles.deletedAt)))
    : [];
  if (found.length !== new Set(roleIds).size) throw notFound('角色不存在');
  return found.map((r) => r.id);
}

/** The ids among `projectIds` that are live projects of the org; refuses when any is not. */
export async function projectsOfOrg(tx: Tx, orgId: string, projectIds: string[]) {
  const found = projectIds.length
    ? await tx
        .select({ id: offices.id })
        .from(offices)
        .where(
          and(
            inArray(offices.id, projectIds),
            eq(offices.orgId, orgId),
            eq(offices.kind, 2),
            isNull(offices.deletedAt),
          ),
        )
    : [];
  if (found.length !== new Set(projectIds).size) throw notFound('项目不存在');
  return found.map((p) => p.id);
}

/**
 * Binds a user to several roles of the same org (replacing the previous set). A boss's roles are not theirs to
 * change (a boss holds everything), and nobody changes their own.
 */
export async function bindRoles(db: Db, orgId: string, actorId: string, userId: string, roleIds: string[]) {
  await db.write(orgId, async (tx) => {
    const user = await staffOf(tx, orgId, userId);
    if (user.userType === USER_TYPE.boss) throw forbidden(STAFF_MSG.bossRoles);
    if (user.id === actorId) throw badRequest(STAFF_MSG.selfRoles);
    const found = await rolesOfOrg(tx, orgId, roleIds);
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    if (found.length) await tx.insert(userRoles).values(found.map((roleId) => ({ userId, roleId })));
  });
}

/**
 * Puts a user in these projects of the org (replacing the previous set): a 员工 then sees only their rooms. The rooms
 * of the projects left and joined, and those projects, take this unit's version (touchRoomScope), so the staff
 * member's device drops and receives them on its next pull.
 */
export async function setProjects(db: Db, orgId: string, userId: string, projectIds: string[]) {
  await db.write(orgId, async (tx) => {
    const user = await staffOf(tx, orgId, userId);
    const found = await projectsOfOrg(tx, orgId, projectIds);
    if (user.userType === USER_TYPE.staff && !found.length) throw badRequest(STAFF_MSG.projectRequired);
    const before = await tx
      .select({ id: userProjects.officeId })
      .from(userProjects)
      .where(eq(userProjects.userId, userId));
    await tx.delete(userProjects).where(eq(userProjects.userId, userId));
    if (found.length) await tx.insert(userProjects).values(found.map((officeId) => ({ userId, officeId })));
    const was = new Set(before.map((p) => p.id));
    const moved = [...found.filter((p) => !was.has(p)), ...[...was].filter((p) => !found.includes(p))];
    if (user.userType === USER_TYPE.staff && moved.length) {
      await touchRoomScope(tx, await roomsOfProjects(tx, orgId, moved));
      await touchProjects(tx, moved);
    }
  });
}
