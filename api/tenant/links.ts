import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader, Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict, notFound } from '../http/errors';
import { hashToken } from '../auth/sessions';
import { users } from '../auth/schema';
import { visibleLease } from '../leases/access';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { linkExpiresAt, TENANT_MSG, tenantLinkUrl } from '../../sync/rules/tenant/tenant-link';
import type { IssuedTenantLink, TenantLinkStatus } from '../../sync/contract/tenant/tenant-link';
import { tenantLinks } from './schema';

/** Revokes the lease's links still working (issuing a new one, revoking, the lease's check-out). Inside a unit. */
async function revokeLinks(tx: Tx, now: number, orgId: string, leaseId: string) {
  return tx
    .update(tenantLinks)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(tenantLinks.orgId, orgId), eq(tenantLinks.leaseId, leaseId), isNull(tenantLinks.revokedAt)))
    .returning({ id: tenantLinks.id });
}

/**
 * A new personal link for the tenant of a lease the user may see (revoking the lease's previous one): 32 random
 * bytes, base64url, answered once as `${origin}/tenant#t=<token>`; only its hash is kept. It works until the end of
 * the lease's last day + 30 days. A checked-out lease gets none.
 */
export async function issueTenantLink(
  db: Db,
  now: number,
  user: AuthUser,
  leaseId: string,
  origin: string,
): Promise<IssuedTenantLink> {
  const lease = await visibleLease(db, user, leaseId);
  if (lease.status === LEASE_STATUS.checkedOut) throw conflict(TENANT_MSG.leaseEnded);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = linkExpiresAt(lease.endDate);
  await db.write(user.orgId, async (tx) => {
    await revokeLinks(tx, now, user.orgId, lease.id);
    await tx.insert(tenantLinks).values({
      id: ulid(now),
      orgId: user.orgId,
      createdAt: now,
      updatedAt: now,
      leaseId: lease.id,
      tokenHash: hashToken(token),
      createdBy: user.id,
      expiresAt,
    });
  });
  return { url: tenantLinkUrl(origin, token), issuedAt: now, expiresAt };
}

/** The lease's working link (issued, by whom, last used, until), or null. */
export async function tenantLinkStatus(
  db: Reader,
  now: number,
  user: AuthUser,
  leaseId: string,
): Promise<TenantLinkStatus> {
  const lease = await visibleLease(db, user, leaseId);
  if (lease.status === LEASE_STATUS.checkedOut) return null;
  const [row] = await db
    .select({ link: tenantLinks, issuedByName: users.name, issuedByNick: users.nickname })
    .from(tenantLinks)
    .leftJoin(users, eq(users.id, tenantLinks.createdBy))
    .where(
      and(
        eq(tenantLinks.orgId, user.orgId),
        eq(tenantLinks.leaseId, lease.id),
        isNull(tenantLinks.revokedAt),
        gt(tenantLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(tenantLinks.createdAt))
    .limit(1);
  if (!row) return null;
  return {
    issuedAt: row.link.createdAt,
    issuedByName: row.issuedByName || row.issuedByNick || '',
    lastUsedAt: row.link.lastUsedAt,
    expiresAt: row.link.expiresAt,
  };
}

/** Revokes the lease's link (404 '该租约没有有效的租客链接' when none works). */
export async function revokeTenantLink(db: Db, now: number, user: AuthUser, leaseId: string): Promise<void> {
  const lease = await visibleLease(db, user, leaseId);
  const revoked = await db.write(user.orgId, (tx) => revokeLinks(tx, now, user.orgId, lease.id));
  if (revoked.length === 0) throw notFound(TENANT_MSG.noActiveLink);
}
