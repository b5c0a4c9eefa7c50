import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { roleActions, roles } from './schema';
import { allPerms, MENU, parsePermKey, permKey, type Perm } from '../../sync/menu';

export function listRoles(db: Db, orgId: string) {
  const rows = db
    .select()
    .from(roles)
    .where(and(eq(roles.orgId, orgId), isNull(roles.deletedAt)))
    .orderBy(asc(roles.createdAt))
    .all();
  const actions = rows.length
    ? db.select().from(roleActions).where(inArray(roleActions.roleId, rows.map((r) => r.id))).all()
    : [];
  return rows.map((r) => ({
    pkId: r.id,
    roleName: r.roleName,
    roleType: r.roleType,
    roleDesc: r.roleDesc,
    gmtCreate: r.createdAt,
    action: actions.filter((a) => a.roleId === r.id).map((a) => permKey([a.groupId, a.childId])),
  }));
}

export function createRole(db: Db, now: number, orgId: string, input: { roleName: string; roleType: number; roleDesc: string }) {
  const id = ulid(now);
  db.insert(roles)
    .values({ id, orgId, ...input, createdAt: now, updatedAt: now })
    .run();
  return { pkId: id };
}

function roleOf(db: Db, orgId: string, roleId: string) {
  const role = db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.orgId, orgId), isNull(roles.deletedAt)))
    .get();
  if (!role) throw notFound('角色不存在');
  return role;
}

/** Replaces a role's actions; unknown action ids are refused by the route's schema. */
export function setRoleActions(db: Db, now: number, orgId: string, roleId: string, actionKeys: string[]) {
  roleOf(db, orgId, roleId);
  const perms = actionKeys.map(parsePermKey).filter((p): p is Perm => p !== null);
  db.transaction((tx) => {
    tx.delete(roleActions).where(eq(roleActions.roleId, roleId)).run();
    if (perms.length)
      tx.insert(roleActions)
        .values(perms.map(([groupId, childId]) => ({ roleId, groupId, childId })))
        .onConflictDoNothing()
        .run();
    tx.update(roles).set({ updatedAt: now }).where(eq(roles.id, roleId)).run();
  });
}

export function deleteRole(db: Db, now: number, orgId: string, roleId: string) {
  roleOf(db, orgId, roleId);
  db.update(roles).set({ deletedAt: now, updatedAt: now }).where(eq(roles.id, roleId)).run();
}

/** The checkbox tree of the role editor: actions grouped by menu name (part 4 §3). */
export function actionTree() {
  const known = new Set(allPerms().map(permKey));
  return MENU.filter((g) => g.pkId !== null).map((g) => ({
    actionId: g.pkId!,
    actionmenuName: g.title,
    actionList: g.routes
      .filter((r) => r.perm && !r.hidden && known.has(permKey(r.perm)))
      .map((r) => ({ actionId: permKey(r.perm!), name: r.title })),
  }));
}
