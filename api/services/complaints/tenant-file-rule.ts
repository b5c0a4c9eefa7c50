import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { TenantContext } from '../../tenant/auth';
import { complaints } from './schema';

/** May the tenant see the complaint a picture is attached to (api/tenant/file-rules.ts): one of their lease's. */
export async function complaintIsTenants(db: Reader, t: TenantContext, complaintId: string) {
  const [c] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.id, complaintId), eq(complaints.orgId, t.orgId), eq(complaints.leaseId, t.leaseId)))
    .limit(1);
  return c !== undefined;
}
