import { and, avg, count, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../db/store';
import { badRequest, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import type { TenantContext } from '../../tenant/auth';
import { MERCHANT_MSG } from '../../../sync/rules/services/merchants-rules';
import type { TenantMerchant, TenantReview, TenantReviewBody } from '../../../sync/contract/services/merchants-tenant';
import { merchantReviews, merchants } from './schema';
import { merchantRows } from './merchants';
import { reviewPage } from './reviews';
import { staffUrl } from './pictures';
import { asTenantUrl } from '../../tenant/own-uploads';
import { tenantUploadsRefusal } from './tenant-uploads';
import { openNearby } from './tenant-file-rule';
import { setPictures } from '../../uploads/attached-pictures';

type Paged = { current: number; size: number };

async function nearbyMerchant(db: Reader, tenant: TenantContext, merchantId: string) {
  const [m] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(and(eq(merchants.id, merchantId), openNearby(tenant)))
    .limit(1);
  if (!m) throw notFound(MERCHANT_MSG.notFound);
  return m;
}

/** 附近商家: the open merchants of the tenant's apartment, newest first, with their average rating. */
export async function tenantMerchantPage(db: Reader, tenant: TenantContext, f: Paged) {
  const where = openNearby(tenant);
  const [{ n }] = await db.select({ n: count() }).from(merchants).where(where);
  const rows = await merchantRows(db, tenant.orgId, where, { size: f.size, offset: (f.current - 1) * f.size });
  const ratings = rows.length
    ? await db
        .select({ merchantId: merchantReviews.merchantId, rating: avg(merchantReviews.rating) })
        .from(merchantReviews)
        .where(
          inArray(
            merchantReviews.merchantId,
            rows.map((r) => r.shopId),
          ),
        )
        .groupBy(merchantReviews.merchantId)
    : [];
  const ratingOf = new Map(ratings.map((r) => [r.merchantId, Math.round(Number(r.rating ?? 0) * 10) / 10]));
  const records: TenantMerchant[] = rows.map((m) => ({
    shopId: m.shopId,
    shopName: m.shopName,
    shopImage: asTenantUrl(m.shopImage),
    intro: m.intro,
    genreIdName: m.genreIdName,
    subdivideName: m.subdivideName,
    address: m.address,
    deliveryMoney: m.deliveryMoney,
    distance: m.distance,
    discounts: m.discounts,
    picture: m.picture.map(asTenantUrl),
    phone: m.phone,
    reviewCount: m.reviewCount,
    rating: ratingOf.get(m.shopId) ?? 0,
  }));
  return pageOf(records, n, f.current, f.size);
}

/** The reviews of an open merchant of the tenant's apartment; an anonymous reviewer is '匿名用户' (but to themselves). */
export async function tenantReviewPage(db: Reader, tenant: TenantContext, merchantId: string, f: Paged) {
  const m = await nearbyMerchant(db, tenant, merchantId);
  const { rows, total } = await reviewPage(db, tenant.orgId, m.id, f);
  const records: TenantReview[] = rows.map(({ r, picture }) => {
    const mine = r.leaseId === tenant.leaseId;
    return {
      id: r.id,
      name: r.isAnonymous && !mine ? '匿名用户' : r.name,
      content: r.content,
      picture: picture.map(asTenantUrl),
      leaveTime: r.createdAt,
      isAnonymous: r.isAnonymous ? 1 : 0,
      rating: r.rating,
      mine: mine ? 1 : 0,
    };
  });
  return pageOf(records, total, f.current, f.size);
}

/** 评价: the tenant's review of an open merchant of their apartment; a second one replaces the first. */
export async function reviewMerchant(db: Db, tenant: TenantContext, merchantId: string, input: TenantReviewBody) {
  const refusal = await tenantUploadsRefusal(db, tenant, input.picture);
  if (refusal) throw badRequest(refusal);
  return db.write(tenant.orgId, async (tx) => {
    const m = await nearbyMerchant(tx, tenant, merchantId);
    const fields = {
      name: tenant.tenantName,
      content: input.content,
      rating: input.rating,
      isAnonymous: input.isAnonymous,
      updatedAt: tx.now,
      createdAt: tx.now,
    };
    const [row] = await tx
      .insert(merchantReviews)
      .values({ id: ulid(tx.now), orgId: tenant.orgId, merchantId: m.id, leaseId: tenant.leaseId, ...fields })
      .onConflictDoUpdate({ target: [merchantReviews.merchantId, merchantReviews.leaseId], set: fields })
      .returning({ id: merchantReviews.id });
    await setPictures(tx, tenant.orgId, 'merchant_review', row!.id, input.picture.map(staffUrl));
    return { id: row!.id };
  });
}
