import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Reader, Tx } from '../db/store';
import { users } from '../auth/schema';
import { apartments, rooms } from '../houses/schema';
import { roomProjectId } from '../houses/scope';
import { roles, userProjects, userRoles } from './schema';
import { USER_TYPE } from '../../sync/product/accounts';

interface RoomCounts {
  /** Rooms of type 1 (集中式) and 2 (分散式). */
  centralized: number;
  dispersed: number;
  total: number;
}

/**
 * The live rooms of the org by their effective project (roomProjectId) and type; only those of `projectIds` when
 * given. The project screen's 集中式 / 分散式 figures, the staff list's 负责房源 and a project's delete refusal.
 */
export async function roomsByProject(
  db: Reader | Tx,
  orgId: string,
  projectIds?: string[],
): Promise<Map<string | null, RoomCounts>> {
  if (projectIds && !projectIds.length) return new Map();
  const rows = await db
    .select({ project: roomProjectId, type: rooms.type, n: count() })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(
      and(
        eq(rooms.orgId, orgId),
        isNull(rooms.deletedAt),
        isNull(apartments.deletedAt),
        projectIds ? inArray(roomProjectId, projectIds) : undefined,
      ),
    )
    .groupBy(roomProjectId, rooms.type);
  const out = new Map<string | null, RoomCounts>();
  for (const r of rows) {
    const c = out.get(r.project) ?? { centralized: 0, dispersed: 0, total: 0 };
    const n = Number(r.n);
    if (r.type === 2) c.dispersed += n;
    else c.centralized += n;
    c.total += n;
    out.set(r.project, c);
  }
  return out;
}

interface AccountCounts {
  /** Accounts bound to the project by type: 0 老板, 1 管理, 2 员工. */
  principal: number;
  management: number;
  employee: number;
  total: number;
  /** Per role, how many of these accounts hold it (in the order the roles were made, admin roles first). */
  purview: { roleName: string; number: number }[];
}

const noAccounts = (): AccountCounts => ({ principal: 0, management: 0, employee: 0, total: 0, purview: [] });

/**
 * The live accounts (frozen ones too: they are still assigned) bound to each of `projectIds`, by account type and
 * by role: the project screen's figures and a project's delete refusal. The same accounts /laborControl?officeId=
 * lists.
 */
export async function accountsByProject(db: Reader | Tx, projectIds: string[]): Promise<Map<string, AccountCounts>> {
  const out = new Map<string, AccountCounts>(projectIds.map((p) => [p, noAccounts()]));
  if (!projectIds.length) return out;
  const live = and(inArray(userProjects.officeId, projectIds), isNull(users.deletedAt));
  const byType = await db
    .select({ project: userProjects.officeId, type: users.userType, n: count() })
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .where(live)
    .groupBy(userProjects.officeId, users.userType);
  for (const r of byType) {
    const c = out.get(r.project)!;
    const n = Number(r.n);
    if (r.type === USER_TYPE.boss) c.principal += n;
    else if (r.type === USER_TYPE.manager) c.management += n;
    else c.employee += n;
    c.total += n;
  }
  const byRole = await db
    .select({ project: userProjects.officeId, roleName: roles.roleName, n: count() })
    .from(userProjects)
    .innerJoin(users, eq(users.id, userProjects.userId))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .where(live)
    .groupBy(userProjects.officeId, roles.id, roles.roleName, roles.createdAt, roles.roleType)
    .orderBy(asc(roles.createdAt), asc(roles.roleType), asc(roles.id));
  for (const r of byRole) out.get(r.project)!.purview.push({ roleName: r.roleName, number: Number(r.n) });
  return out;
}
