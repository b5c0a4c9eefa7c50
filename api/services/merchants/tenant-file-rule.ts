import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { TenantContext } from '../../tenant/auth';
import { merchantReviews, merchants } from './schema';
import { MERCHANT_STATUS } from '../../../sync/rules/services/merchants-rules';

/** The open merchants (status 0) of the tenant's apartment: what the 商家 tab shows, and what the tenant may review. */
export const openNearby = (tenant: TenantContext) =>
  and(
    eq(merchants.orgId, tenant.orgId),
    eq(merchants.apartmentId, tenant.apartmentId),
    eq(merchants.status, MERCHANT_STATUS.open),
  )!;

/** May the tenant see a merchant's pictures (api/tenant/file-rules.ts): an open merchant of their apartment. */
export async function merchantIsTenants(db: Reader, tenant: TenantContext, merchantId: string) {
  const [m] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.id, merchantId), openNearby(tenant)))
    .limit(1);
  return m !== undefined;
}

/** May the tenant see a review's pictures: a review of an open merchant of their apartment. */
export async function reviewIsTenants(db: Reader, tenant: TenantContext, reviewId: string) {
  const [r] = await db
    .select({ id: merchantReviews.id })
    .from(merchantReviews)
    .innerJoin(merchants, eq(merchants.id, merchantReviews.merchantId))
    .where(and(eq(merchantReviews.id, reviewId), openNearby(tenant)))
    .limit(1);
  return r !== undefined;
}
