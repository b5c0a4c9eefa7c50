import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db } from '../db/store';
import type { Deps } from '../deps';
import { conflict, notFound } from '../http/errors';
import { leases } from '../leases/schema';
import { checkEndpoint } from '../push/subscriptions';
import { pushToSubscriptions, type PushMessage } from '../push/send-push';
import type { TenantContext } from '../tenant/auth';
import { tenantLinks } from '../tenant/schema';
import type { SubscribeInput } from '../../sync/contract/push/push';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { tenantPushSubscriptions as subs } from './schema';

export const TENANT_ENDPOINT_TAKEN = '该设备已接收其他租约的通知，请先在原页面关闭';

/**
 * Saves this device's subscription for the tenant's lease, bound to the link in use. Subscribing again (fresh keys,
 * or a newer link of the same lease) updates the row; an endpoint another lease holds is refused (409): knowing an
 * endpoint proves nothing.
 */
export async function saveTenantSubscription(
  db: Db,
  now: number,
  t: TenantContext,
  input: SubscribeInput,
  userAgent: string,
  allowInsecure: boolean,
): Promise<{ id: string }> {
  checkEndpoint(input.endpoint, allowInsecure);
  const ua = userAgent.slice(0, 300);
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
  const [saved] = await db.write(t.orgId, (tx) =>
    tx
      .insert(subs)
      .values({
        id: ulid(now),
        orgId: t.orgId,
        leaseId: t.leaseId,
        linkId: t.linkId,
        endpoint: input.endpoint,
        ...keys,
        userAgent: ua,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: subs.endpoint,
        set: { ...keys, linkId: t.linkId, userAgent: ua, updatedAt: now, failures: 0 },
        setWhere: and(eq(subs.leaseId, t.leaseId), eq(subs.orgId, t.orgId)),
      })
      .returning({ id: subs.id }),
  );
  if (!saved) throw conflict(TENANT_ENDPOINT_TAKEN);
  return { id: saved.id };
}

/** Removes this device's subscription of the tenant's lease; another lease's endpoint answers 404 as if missing. */
export async function removeTenantSubscription(db: Db, t: TenantContext, endpoint: string) {
  const gone = await db.write(t.orgId, (tx) =>
    tx
      .delete(subs)
      .where(and(eq(subs.endpoint, endpoint), eq(subs.leaseId, t.leaseId), eq(subs.orgId, t.orgId)))
      .returning({ id: subs.id }),
  );
  if (gone.length === 0) throw notFound('该设备的推送订阅不存在');
}

/**
 * Web push to the devices of a lease whose link still works (not revoked, not expired, the lease live): revoking the
 * link silences its devices. Gone subscriptions (404/410) are removed, failures counted. Resolves to the devices
 * the push services accepted it for.
 */
export async function pushToLease(deps: Deps, orgId: string, leaseId: string, message: PushMessage): Promise<number> {
  const now = deps.now();
  const targets = await deps.db
    .select({ id: subs.id, endpoint: subs.endpoint, p256dh: subs.p256dh, auth: subs.auth })
    .from(subs)
    .innerJoin(tenantLinks, eq(tenantLinks.id, subs.linkId))
    .innerJoin(leases, eq(leases.id, subs.leaseId))
    .where(
      and(
        eq(subs.orgId, orgId),
        eq(subs.leaseId, leaseId),
        eq(tenantLinks.leaseId, leaseId),
        isNull(tenantLinks.revokedAt),
        gt(tenantLinks.expiresAt, now),
        isNull(leases.deletedAt),
        ne(leases.status, LEASE_STATUS.checkedOut),
      ),
    );
  if (targets.length === 0) return 0;
  const { sent, gone, failed } = await pushToSubscriptions(deps, targets, message);
  const at = deps.now();
  await deps.db.write(null, async (tx) => {
    if (sent.length) await tx.update(subs).set({ lastSuccessAt: at, failures: 0 }).where(inArray(subs.id, sent));
    if (failed.length)
      await tx
        .update(subs)
        .set({ failures: sql`${subs.failures} + 1` })
        .where(inArray(subs.id, failed));
    if (gone.length) await tx.delete(subs).where(inArray(subs.id, gone));
  });
  return sent.length;
}
