/**
 * The contract of the tenant page's 社区 nearby merchants (/api/tenant/community/merchants; issue 19.6 point 4): the
 * open merchants (status 0) of the tenant's apartment with their reviews; a tenant leaves one review per merchant
 * (rating 1–5, content, anonymous, up to 9 pictures), a second replacing the first.
 */
import { z } from 'zod';
import { route } from '../route';
import { fen, flag, id, int, ms, obj, page, pageQuery } from '../kit';
import { tenantPicture } from './posts-tenant';
import { MERCHANT_MSG, RATING_MAX, REVIEW_PICTURES_MAX } from '../../rules/services/merchants-rules';

const tenantMerchant = obj({
  shopId: id,
  shopName: z.string(),
  shopImage: z.string(),
  intro: z.string(),
  genreIdName: z.string(),
  subdivideName: z.string(),
  address: z.string(),
  deliveryMoney: fen,
  distance: int,
  discounts: z.string(),
  picture: z.array(z.string()),
  phone: z.string(),
  reviewCount: int,
  /** The average rating, one decimal (0 without reviews). */
  rating: z.number(),
});
export type TenantMerchant = z.infer<typeof tenantMerchant>;

const tenantReview = obj({
  id,
  /** '匿名用户' when anonymous. */
  name: z.string(),
  content: z.string(),
  picture: z.array(z.string()),
  leaveTime: ms,
  isAnonymous: flag,
  rating: int,
  mine: flag,
});
export type TenantReview = z.infer<typeof tenantReview>;

const reviewBody = z.object({
  rating: z.number().int().min(1, '请选择评分').max(RATING_MAX, '评分不正确'),
  content: z.string().trim().max(300, '评价不能超过300个字').default(''),
  isAnonymous: z.union([z.literal(0), z.literal(1)]).default(0),
  picture: z.array(tenantPicture).max(REVIEW_PICTURES_MAX, MERCHANT_MSG.tooManyReviewPictures).default([]),
});
export type TenantReviewBody = z.infer<typeof reviewBody>;

export const tenantMerchants = {
  list: route({
    method: 'GET',
    path: '/api/tenant/community/merchants',
    query: z.object(pageQuery),
    reply: page(tenantMerchant),
  }),
  reviews: route({
    method: 'GET',
    path: '/api/tenant/community/merchants/:merchantId/reviews',
    query: z.object(pageQuery),
    reply: page(tenantReview),
  }),
  review: route({
    method: 'POST',
    path: '/api/tenant/community/merchants/:merchantId/reviews',
    body: reviewBody,
    reply: obj({ id }),
  }),
};
