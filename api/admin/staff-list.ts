import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { containsPattern, dialect } from '../db/dialect';
import { users } from '../auth/schema';
import { roomsByProject } from './project-counts';
import { offices, roles, userProjects, userRoles } from './schema';
import { pageOf } from '../http/reply';
import { USER_TYPE } from '../../sync/product/accounts';
import type { StaffQuery, StaffRow } from '../../sync/contract/admin/staff';

const ALL_PROJECTS = '全部项目';

/** The roles and the projects of these accounts, in the order they were made. */
async function bindingsOf(db: Reader, userIds: string[]) {
  if (!userIds.length) return { boundRoles: [], boundProjects: [] };
  const boundRoles = await db
    .select({ userId: userRoles.userId, roleId: roles.id, roleName: roles.roleName })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.createdAt), asc(roles.roleType), asc(roles.id));
  const boundProjects = await db
    .select({ userId: userProjects.userId, officeId: offices.id, name: offices.name })
    .from(userProjects)
    .innerJoin(offices, and(eq(offices.id, userProjects.officeId), isNull(offices.deletedAt)))
    .where(inArray(userProjects.userId, userIds))
    .orderBy(asc(offices.name), asc(offices.id));
  return { boundRoles, boundProjects };
}

/** Staff accounts of the org (part 4 "Staff accounts"), 10 per page, with their roles, projects and rooms. */
export async function listStaff(db: Reader, orgId: string, f: StaffQuery) {
  const conds: SQL[] = [eq(users.orgId, orgId), isNull(users.deletedAt)];
  if (f.name) conds.push(dialect.like(users.name, containsPattern(f.name)));
  if (f.phone) conds.push(dialect.like(users.phone, containsPattern(f.phone)));
  if (f.status !== undefined) conds.push(eq(users.isUsable, f.status));
  if (f.officeId)
    conds.push(
      inArray(
        users.id,
        db.select({ id: userProjects.userId }).from(userProjects).where(eq(userProjects.officeId, f.officeId)),
      ),
    );
  const where = and(...conds);
  const [{ n: total }] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const { boundRoles, boundProjects } = await bindingsOf(
    db,
    rows.map((r) => r.id),
  );
  const roomCounts = rows.length ? await roomsByProject(db, orgId) : new Map<string | null, { total: number }>();
  const allRooms = [...roomCounts.values()].reduce((a, b) => a + b.total, 0);
  const records: StaffRow[] = rows.map((u) => {
    const myRoles = boundRoles.filter((b) => b.userId === u.id);
    const mine = boundProjects.filter((b) => b.userId === u.id);
    const everything = u.userType === USER_TYPE.boss || (u.userType === USER_TYPE.manager && !mine.length);
    return {
      pkId: u.id,
      name: u.name,
      phone: u.phone,
      nickname: u.nickname,
      email: u.email,
      picture: u.picture,
      userType: u.userType,
      roleName: myRoles.map((b) => b.roleName).join('、'),
      roleIds: myRoles.map((b) => b.roleId),
      range: everything ? ALL_PROJECTS : mine.map((p) => p.name).join('、'),
      projectIds: mine.map((p) => p.officeId),
      house: everything ? allRooms : mine.reduce((a, p) => a + (roomCounts.get(p.officeId)?.total ?? 0), 0),
      createTime: u.createdAt,
      isUsable: u.isUsable,
    };
  });
  return pageOf(records, total, f.current, f.size);
}
