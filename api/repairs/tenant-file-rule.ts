import { and, eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { TenantContext } from '../tenant/auth';
import { repairs } from './schema';

/**
 * May the tenant see the repair a picture is attached to (api/tenant/file-rules.ts, the request's photos and the
 * work's): one of their lease's.
 */
export async function repairIsTenants(db: Reader, t: TenantContext, repairId: string) {
  const [r] = await db
    .select({ id: repairs.id })
    .from(repairs)
    .where(and(eq(repairs.id, repairId), eq(repairs.orgId, t.orgId), eq(repairs.leaseId, t.leaseId)))
    .limit(1);
  return r !== undefined;
}
