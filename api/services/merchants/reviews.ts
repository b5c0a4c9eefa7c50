import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { MERCHANT_MSG } from '../../../sync/rules/services/merchants-rules';
import { merchantReviews } from './schema';

import { visibleMerchant } from './merchants';
import { pictureUrls, dropPictures } from '../../uploads/attached-pictures';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;
type Paged = { current: number; size: number };

/** A merchant's reviews, newest first, with their pictures (the operator's 查看评价 and the tenant page alike). */
export async function reviewPage(db: Reader, orgId: string, merchantId: string, f: Paged, extra?: SQL) {
  const where = and(eq(merchantReviews.orgId, orgId), eq(merchantReviews.merchantId, merchantId), extra);
  const [{ n }] = await db.select({ n: count() }).from(merchantReviews).where(where);
  const rows = await db
    .select()
    .from(merchantReviews)
    .where(where)
    .orderBy(desc(merchantReviews.createdAt), desc(merchantReviews.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const pics = await pictureUrls(
    db,
    orgId,
    'merchant_review',
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => ({ r, picture: pics.get(r.id) ?? [] })), total: n };
}

/** 查看评价 (§2.12): the reviews of a merchant the user sees. */
export async function listReviews(db: Reader, user: Who, merchantId: string, f: Paged) {
  const m = await visibleMerchant(db, user, merchantId);
  const { rows, total } = await reviewPage(db, user.orgId, m.id, f);
  return pageOf(
    rows.map(({ r, picture }) => ({
      id: r.id,
      name: r.name,
      content: r.content,
      picture,
      leaveTime: r.createdAt,
      isAnonymous: r.isAnonymous ? (1 as const) : (0 as const),
      rating: r.rating,
    })),
    total,
    f.current,
    f.size,
  );
}

export async function removeReview(db: Db, user: Who, merchantId: string, reviewId: string) {
  await db.write(user.orgId, async (tx) => {
    const m = await visibleMerchant(tx, user, merchantId);
    const [r] = await tx
      .select({ id: merchantReviews.id })
      .from(merchantReviews)
      .where(and(eq(merchantReviews.id, reviewId), eq(merchantReviews.merchantId, m.id)));
    if (!r) throw notFound(MERCHANT_MSG.reviewNotFound);
    await dropPictures(tx, user.orgId, 'merchant_review', [r.id]);
    await tx.delete(merchantReviews).where(eq(merchantReviews.id, r.id));
  });
}
