import { and, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { roleActions, roles, userRoles } from '../admin/schema';
import { allPerms, menuListOf, parsePermKey, permKey, type MenuList, type Perm } from '../../sync/product/menu';
import { USER_TYPE } from '../../sync/product/accounts';

/** The permissions a user holds: a boss holds all; others the union of their roles' actions. */
export async function permsOf(db: Reader, user: { id: string; userType: number }): Promise<Set<string>> {
  if (user.userType === USER_TYPE.boss) return new Set(allPerms().map(permKey));
  const rows = await db
    .select({ groupId: roleActions.groupId, childId: roleActions.childId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .innerJoin(roleActions, eq(roleActions.roleId, roles.id))
    .where(eq(userRoles.userId, user.id));
  return new Set(rows.map((r) => permKey([r.groupId, r.childId])));
}

export function menuListFromKeys(keys: Iterable<string>): MenuList {
  const perms: Perm[] = [];
  for (const k of keys) {
    const p = parsePermKey(k);
    if (p) perms.push(p);
  }
  return menuListOf(perms);
}
