import { index, integer, table, text, uniqueIndex } from '../../db/kit';
import { changeColumns, rowColumns } from '../../db/columns';

/**
 * A merchant type (/shopLeixing; spec §3 "Merchant type": genreId, name, classify, createTime) of the organisation:
 * `classify` SHOP_CLASSIFY (1 merchant type, 2 subdivision type, 3 small-item type). Deleted outright, refused while a
 * merchant or a category uses it.
 */
export const shopGenres = table(
  'shop_genres',
  {
    ...rowColumns(),
    ...changeColumns(),
    name: text('name').notNull(),
    classify: integer('classify').notNull(),
  },
  (t) => [index('shop_genres_org_idx').on(t.orgId, t.createdAt)],
);

/** A merchant category (/shopFenlei; spec §3 "Category": name, belongName, classify = the merchant type it belongs to). */
export const shopCategories = table(
  'shop_categories',
  {
    ...rowColumns(),
    ...changeColumns(),
    name: text('name').notNull(),
    genreId: text('genre_id').notNull(),
  },
  (t) => [index('shop_categories_org_idx').on(t.orgId, t.genreId)],
);

/**
 * A merchant near an apartment (/businessCircle; spec §3 "Merchant": shopId, shopName, shopImage, intro, genreId,
 * address, deliveryMoney, distance, discounts, picture, remark, subdivide, phone, status, gyId). `deliveryMoney` in
 * fen; `distanceM` in metres (shown in km); `subdivideId` a category of its type; `status` MERCHANT_STATUS (0 open,
 * 1 revoked, 2 deleted: a status the menu sets; 删除 removes the row). Promotional pictures: `pictures` of ownerType
 * 'merchant' (up to 20).
 */
export const merchants = table(
  'merchants',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    intro: text('intro').notNull().default(''),
    genreId: text('genre_id').notNull(),
    subdivideId: text('subdivide_id'),
    address: text('address').notNull().default(''),
    deliveryMoney: integer('delivery_money').notNull().default(0),
    distanceM: integer('distance_m').notNull().default(0),
    discounts: text('discounts').notNull().default(''),
    remark: text('remark').notNull().default(''),
    phone: text('phone').notNull().default(''),
    status: integer('status').notNull().default(0),
  },
  (t) => [index('merchants_org_apartment_idx').on(t.orgId, t.apartmentId, t.createdAt)],
);

/**
 * A review of a merchant (spec §3 "Merchant review": name, content, picture, leaveTime, isAnonymous, rating 1–5),
 * left by a tenant (`leaseId`; null for one entered otherwise); `name` the tenant's name at the time. Pictures:
 * `pictures` of ownerType 'merchant_review'. One review per lease and merchant (a second replaces the first).
 */
export const merchantReviews = table(
  'merchant_reviews',
  {
    ...rowColumns(),
    ...changeColumns(),
    merchantId: text('merchant_id').notNull(),
    leaseId: text('lease_id'),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    rating: integer('rating').notNull(),
    isAnonymous: integer('is_anonymous').notNull().default(0),
  },
  (t) => [
    index('merchant_reviews_merchant_idx').on(t.merchantId, t.createdAt),
    uniqueIndex('merchant_reviews_lease_uq').on(t.merchantId, t.leaseId),
  ],
);
