import { and, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { TenantContext } from '../../tenant/auth';
import { applicationItems } from './schema';

/** May the tenant see the item a picture is attached to (api/tenant/file-rules.ts): a live one of their apartment. */
export async function itemIsTenants(db: Reader, t: TenantContext, itemId: string) {
  const [i] = await db
    .select({ id: applicationItems.id })
    .from(applicationItems)
    .where(
      and(
        eq(applicationItems.id, itemId),
        eq(applicationItems.orgId, t.orgId),
        eq(applicationItems.apartmentId, t.apartmentId),
        isNull(applicationItems.deletedAt),
      ),
    )
    .limit(1);
  return i !== undefined;
}
