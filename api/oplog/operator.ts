import type { Context } from 'hono';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AppEnv } from '../http/env';
import { offices, userProjects } from '../admin/schema';
import { apartments, rooms } from '../houses/schema';
import { roomProjectId } from '../houses/scope';
import { LOG_ACCOUNT_TYPE, TERMINAL, TERMINAL_HEADER, type Terminal } from '../../sync/rules/admin/oplog-rules';

/** Who an entry is by: the operator's id, name, phone, account type and branch at write time. */
export interface Operator {
  orgId: string;
  userId: string;
  nickName: string;
  phone: string;
  managerType: number;
  officeName: string;
  /** ',id1,id2,' ('' for none). */
  officeIds: string;
}

type Branch = { id: string; name: string }[];
const branchOf = (list: Branch) => ({
  officeName: list.map((o) => o.name).join('、'),
  officeIds: list.length ? `,${list.map((o) => o.id).join(',')},` : '',
});

/** A staff account's projects (none for a boss or a manager over all). */
function projectsOf(db: Reader, userId: string): Promise<Branch> {
  return db
    .select({ id: offices.id, name: offices.name })
    .from(userProjects)
    .innerJoin(offices, and(eq(offices.id, userProjects.officeId), isNull(offices.deletedAt)))
    .where(eq(userProjects.userId, userId))
    .orderBy(asc(offices.name));
}

/** The project of a tenant's room (its own, else its apartment's). */
async function roomProject(db: Reader, roomId: string): Promise<Branch> {
  const [row] = await db
    .select({ id: offices.id, name: offices.name })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .innerJoin(offices, eq(offices.id, roomProjectId))
    .where(eq(rooms.id, roomId))
    .limit(1);
  return row ? [row] : [];
}

/**
 * The operator of a request: the signed-in staff account, or the tenant of a tenant-page request (account type 3,
 * their lease as the id, the tenant's name and phone on the lease); null for a request of nobody (login, a simulator).
 */
export async function operatorOf(c: Context<AppEnv>): Promise<Operator | null> {
  const { db } = c.var.deps;
  const user = c.get('user');
  if (user) {
    return {
      orgId: user.orgId,
      userId: user.id,
      nickName: user.name || user.nickname,
      phone: user.phone,
      managerType: user.userType,
      ...branchOf(await projectsOf(db, user.id)),
    };
  }
  const tenant = c.get('tenant');
  if (tenant) {
    return {
      orgId: tenant.orgId,
      userId: tenant.leaseId,
      nickName: tenant.tenantName,
      phone: tenant.phone,
      managerType: LOG_ACCOUNT_TYPE.tenant,
      ...branchOf(await roomProject(db, tenant.roomId)),
    };
  }
  return null;
}

const MOBILE_UA = /Mobile|Android|iPhone|iPad|HarmonyOS/i;

/** The terminal: what the web client says (x-client-terminal 0/1), else the user agent (a phone or tablet is mobile). */
export function terminalOf(c: Context<AppEnv>): Terminal {
  const said = c.req.header(TERMINAL_HEADER);
  if (said === '0') return TERMINAL.pc;
  if (said === '1') return TERMINAL.mobile;
  return MOBILE_UA.test(c.req.header('user-agent') ?? '') ? TERMINAL.mobile : TERMINAL.pc;
}
