import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import type { AppEnv } from '../http/env';
import { unauthorized } from '../http/errors';
import { hashToken } from '../auth/sessions';
import { leases } from '../leases/schema';
import { apartments, floors, rooms } from '../houses/schema';
import { withRoomPlace } from '../houses/scope';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { TENANT_MSG } from '../../sync/rules/tenant/tenant-link';
import { tenantLinks } from './schema';

/** The HttpOnly cookie of the tenant page (path /api/tenant), holding the link's raw token. */
export const TENANT_COOKIE = 'tenant';

/** Who a tenant request is: the link, its lease, room and apartment. Every tenant query is scoped by these. */
export interface TenantContext {
  linkId: string;
  orgId: string;
  leaseId: string;
  roomId: string;
  apartmentId: string;
  houseNumber: string;
  floor: number;
  apartmentName: string;
  tenantName: string;
  phone: string;
  /** The operator who issued the link. */
  issuedBy: string;
  expiresAt: number;
  lastUsedAt: number | null;
}

/** How often `lastUsedAt` is written while the tenant uses the page. */
const USE_STAMP_MS = 60_000;

/**
 * The tenant of a raw link token, or null when the link is unknown, revoked, expired, or its lease is deleted or
 * checked out.
 */
export async function findTenant(db: Reader, now: number, token: string): Promise<TenantContext | null> {
  const q = db
    .select({
      link: tenantLinks,
      roomId: leases.roomId,
      apartmentId: leases.apartmentId,
      tenantName: leases.tenant,
      phone: leases.phone,
      houseNumber: rooms.houseNumber,
      floor: floors.floor,
      apartmentName: apartments.name,
    })
    .from(tenantLinks)
    .innerJoin(leases, and(eq(leases.id, tenantLinks.leaseId), eq(leases.orgId, tenantLinks.orgId)))
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .$dynamic();
  const [row] = await withRoomPlace(q)
    .where(
      and(
        eq(tenantLinks.tokenHash, hashToken(token)),
        isNull(tenantLinks.revokedAt),
        gt(tenantLinks.expiresAt, now),
        isNull(leases.deletedAt),
        ne(leases.status, LEASE_STATUS.checkedOut),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { link } = row;
  return {
    linkId: link.id,
    orgId: link.orgId,
    leaseId: link.leaseId,
    roomId: row.roomId,
    apartmentId: row.apartmentId,
    houseNumber: row.houseNumber,
    floor: row.floor,
    apartmentName: row.apartmentName,
    tenantName: row.tenantName,
    phone: row.phone,
    issuedBy: link.createdBy,
    expiresAt: link.expiresAt,
    lastUsedAt: link.lastUsedAt,
  };
}

/** Notes that the link was used (at most once a minute; not a change of the organisation's data). */
async function stampUse(db: Db, now: number, tenant: TenantContext): Promise<void> {
  if (tenant.lastUsedAt !== null && tenant.lastUsedAt >= now - USE_STAMP_MS) return;
  await db.write(null, (tx) =>
    tx
      .update(tenantLinks)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(tenantLinks.id, tenant.linkId),
          or(isNull(tenantLinks.lastUsedAt), lt(tenantLinks.lastUsedAt, now - USE_STAMP_MS)),
        ),
      ),
  );
}

/** The raw token a request carries: `Authorization: Tenant <token>`, else the tenant cookie. */
function tokenOf(c: Context<AppEnv>): string | undefined {
  const m = /^Tenant\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  return m ? m[1] : getCookie(c, TENANT_COOKIE) || undefined;
}

/**
 * Admits a tenant request: 401 '链接已失效，请联系管家获取新链接' unless the link works; else `c.var.tenant`. The
 * cookie is SameSite=Lax, so another site cannot make the tenant's browser send it with a change.
 */
export function requireTenant(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, now } = c.var.deps;
    const token = tokenOf(c);
    const tenant = token ? await findTenant(db, now(), token) : null;
    if (!tenant) throw unauthorized(TENANT_MSG.dead);
    await stampUse(db, now(), tenant);
    c.set('tenant', tenant);
    await next();
  };
}
