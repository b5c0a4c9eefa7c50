import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { containsPattern, dialect } from '../db/dialect';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { pageOf } from '../http/reply';
import { withinDays } from '../http/within-days';
import { users } from '../auth/schema';
import { leases } from '../leases/schema';
import { userProjects } from '../admin/schema';
import { operationLogs } from './schema';
import { USER_TYPE } from '../../sync/product/accounts';
import type { LogRow, LogsQuery } from '../../sync/contract/admin/oplog';

/** How many operators a name or phone filter may stand for (a name as short as one character). */
const MAX_OPERATORS = 500;

/**
 * The operators (staff accounts, and tenants by their lease) whose name contains `account` and phone contains
 * `phone`: the list then reads the log by its (org, user, time) index instead of testing every entry's text.
 */
async function operatorIds(db: Reader, orgId: string, account?: string, phone?: string): Promise<string[]> {
  const like = (col: Parameters<typeof dialect.like>[0], v?: string) =>
    v ? dialect.like(col, containsPattern(v)) : undefined;
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        account ? or(like(users.name, account), like(users.nickname, account)) : undefined,
        like(users.phone, phone),
      ),
    )
    .limit(MAX_OPERATORS);
  const tenants = await db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.orgId, orgId), like(leases.tenant, account), like(leases.phone, phone)))
    .limit(MAX_OPERATORS);
  return [...staff, ...tenants].map((r) => r.id);
}

/**
 * The condition of what a reader may see: the whole organisation for a boss or a manager; for a staff member given
 * the permission, the entries of operators who were in one of their projects.
 */
async function readerScope(db: Reader, user: Pick<AuthUser, 'id' | 'orgId' | 'userType'>): Promise<SQL | undefined> {
  if (user.userType !== USER_TYPE.staff) return undefined;
  const mine = await db
    .select({ id: userProjects.officeId })
    .from(userProjects)
    .where(eq(userProjects.userId, user.id));
  if (!mine.length) return eq(operationLogs.userId, user.id);
  return or(...mine.map((p) => dialect.like(operationLogs.officeIds, containsPattern(`,${p.id},`))));
}

/** /logsInfor: the organisation's operation log, newest first, by the §2 filters, 10 a page. */
export async function listLogs(db: Reader, user: Pick<AuthUser, 'id' | 'orgId' | 'userType'>, f: LogsQuery) {
  const l = operationLogs;
  const ids = f.account || f.phone ? await operatorIds(db, user.orgId, f.account, f.phone) : undefined;
  if (ids && !ids.length) return pageOf<LogRow>([], 0, f.current, f.size);
  const where = and(
    eq(l.orgId, user.orgId),
    await readerScope(db, user),
    ids ? (ids.length === 1 ? eq(l.userId, ids[0]!) : inArray(l.userId, ids)) : undefined,
    f.context ? dialect.like(l.context, containsPattern(f.context)) : undefined,
    f.officeId ? dialect.like(l.officeIds, containsPattern(`,${f.officeId},`)) : undefined,
    withinDays(l.createdAt, f.startTime, f.endTime),
    f.accountType === undefined ? undefined : eq(l.managerType, f.accountType),
    f.operationType === undefined ? undefined : eq(l.module, f.operationType),
    f.terminal === undefined ? undefined : eq(l.client, f.terminal),
  );
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(l).where(where),
    db
      .select({
        id: l.id,
        nickName: l.nickName,
        context: l.context,
        managerType: l.managerType,
        officeName: l.officeName,
        phone: l.phone,
        module: l.module,
        gmtCreate: l.createdAt,
        client: l.client,
      })
      .from(l)
      .where(where)
      .orderBy(desc(l.createdAt), desc(l.id))
      .limit(f.size)
      .offset((f.current - 1) * f.size),
  ]);
  return pageOf<LogRow>(rows, Number(n), f.current, f.size);
}
