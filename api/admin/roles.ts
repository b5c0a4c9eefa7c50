import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../db/store';
import { badRequest, conflict, notFound } from '../http/errors';
import { users } from '../auth/schema';
import { roleActions, roles, userRoles } from './schema';
import { roleInUse, STAFF_MSG } from '../../sync/rules/admin/staff-rules';
import { allPerms, MENU, parsePermKey, permKey, type Perm } from '../../sync/product/menu';
import type { ActionGroup, RoleInput, RoleRow } from '../../sync/contract/admin/admin';

export async function listRoles(db: Reader, orgId: string): Promise<RoleRow[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(and(eq(roles.orgId, orgId), isNull(roles.deletedAt)))
    // Created together (the demo seed): admin roles (type 1) before staff roles, then by id, on both engines alike.
    .orderBy(asc(roles.createdAt), asc(roles.roleType), asc(roles.id));
  const actions = rows.length
    ? await db
        .select()
        .from(roleActions)
        .where(
          inArray(
            roleActions.roleId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const held = await holdersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    pkId: r.id,
    roleName: r.roleName,
    roleType: r.roleType,
    roleDesc: r.roleDesc,
    gmtCreate: r.createdAt,
    action: actions.filter((a) => a.roleId === r.id).map((a) => permKey([a.groupId, a.childId])),
    holders: held.get(r.id) ?? 0,
  }));
}

/** How many live accounts hold each of these roles. */
async function holdersOf(db: Reader | Tx, roleIds: string[]): Promise<Map<string, number>> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.userId), isNull(users.deletedAt)))
    .where(inArray(userRoles.roleId, roleIds))
    .groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, Number(r.n)]));
}

export async function createRole(db: Db, now: number, orgId: string, input: RoleInput) {
  const id = ulid(now);
  await db.write(orgId, async (tx) => {
    const [same] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.orgId, orgId), eq(roles.roleName, input.roleName), isNull(roles.deletedAt)))
      .limit(1);
    if (same) throw conflict(STAFF_MSG.roleNameTaken);
    await tx.insert(roles).values({ id, orgId, ...input, createdAt: now, updatedAt: now });
  });
  return { pkId: id };
}

async function roleOf(tx: Tx, orgId: string, roleId: string) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.orgId, orgId), isNull(roles.deletedAt)))
    .limit(1);
  if (!role) throw notFound('角色不存在');
  return role;
}

/** Replaces a role's actions; unknown action ids are refused by the route's schema. */
export async function setRoleActions(db: Db, now: number, orgId: string, roleId: string, actionKeys: string[]) {
  const perms = actionKeys.map(parsePermKey).filter((p): p is Perm => p !== null);
  await db.write(orgId, async (tx) => {
    await roleOf(tx, orgId, roleId);
    await tx.delete(roleActions).where(eq(roleActions.roleId, roleId));
    if (perms.length)
      await tx
        .insert(roleActions)
        .values(perms.map(([groupId, childId]) => ({ roleId, groupId, childId })))
        .onConflictDoNothing();
    await tx.update(roles).set({ updatedAt: now }).where(eq(roles.id, roleId));
  });
}

/** Deletes a role no account holds; while any does, refuses saying how many (they would lose its rights unnoticed). */
export async function deleteRole(db: Db, now: number, orgId: string, roleId: string) {
  await db.write(orgId, async (tx) => {
    await roleOf(tx, orgId, roleId);
    const holders = (await holdersOf(tx, [roleId])).get(roleId) ?? 0;
    if (holders) throw badRequest(roleInUse(holders));
    await tx.update(roles).set({ deletedAt: now, updatedAt: now }).where(eq(roles.id, roleId));
  });
}

/** The checkbox tree of the role editor: actions grouped by menu name (part 4 §3). */
export function actionTree(): ActionGroup[] {
  const known = new Set(allPerms().map(permKey));
  return MENU.filter((g) => g.pkId !== null).map((g) => ({
    actionId: g.pkId!,
    actionmenuName: g.title,
    actionList: [
      ...g.routes
        .filter((r) => r.perm && !r.hidden && known.has(permKey(r.perm)))
        .map((r) => ({ actionId: permKey(r.perm!), name: r.title })),
      ...(g.actions ?? []).map((a) => ({ actionId: permKey(a.perm), name: a.title })),
    ],
  }));
}
