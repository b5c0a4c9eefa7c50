/**
 * Merchants, their types and categories (issue 19.6; /businessCircle, /shopLeixing, /shopFenlei; spec part 3 §2.12,
 * §3 "Merchant", "Merchant type", "Category", §4 merchant status): the named states and messages both sides use.
 */

/** Merchant status (§4): any may be set from the 状态 menu; tenants see only open merchants. */
export const MERCHANT_STATUS = { open: 0, revoked: 1, deleted: 2 } as const;
export type MerchantStatus = (typeof MERCHANT_STATUS)[keyof typeof MERCHANT_STATUS];
export const MERCHANT_STATUS_LABEL: Record<MerchantStatus, string> = { 0: '营业中', 1: '已撤销', 2: '已删除' };

/** Merchant type service type (§3 classify): 1 merchant type, 2 subdivision type, 3 small-item type. */
export const SHOP_CLASSIFY = { merchant: 1, subdivision: 2, smallItem: 3 } as const;
export type ShopClassify = (typeof SHOP_CLASSIFY)[keyof typeof SHOP_CLASSIFY];
export const SHOP_CLASSIFY_LABEL: Record<ShopClassify, string> = { 1: '商家类型', 2: '细分类型', 3: '小件类型' };

/** §5 and §9: promotional pictures up to 20; a tenant's review up to 9 pictures; ratings 1–5. */
export const MERCHANT_PICTURES_MAX = 20;
export const REVIEW_PICTURES_MAX = 9;
export const RATING_MAX = 5;

/** Distance: stored in metres, shown in kilometres (§2.12 "distance in km"). */
export const kmText = (metres: number) => `${(metres / 1000).toFixed(metres % 100 === 0 ? 1 : 2)}km`;

export const MERCHANT_MSG = {
  /** §5 delete confirmation (a merchant, a review, a type or a category). */
  confirmDelete: '确定要删除该条信息吗?',
  notFound: '商家不存在',
  genreNotFound: '商家类型不存在',
  categoryNotFound: '商家分类不存在',
  reviewNotFound: '评价不存在',
  subdivideOtherGenre: '细分须属于所选商家类型',
  genreInUse: (n: number) => `该类型下还有${n}个商家，不能删除`,
  genreHasCategories: (n: number) => `该类型下还有${n}个分类，请先删除分类`,
  tooManyPictures: `宣传图片最多${MERCHANT_PICTURES_MAX}张`,
  tooManyReviewPictures: `评价图片最多${REVIEW_PICTURES_MAX}张`,
  closed: '该商家暂停营业',
} as const;
