/**
 * The contract of merchants and their reviews (/businessCircle; issue 19.6; spec part 3 §2.12, §3 "Merchant",
 * "Merchant review", §4 merchant status, §5 pictures up to 20). Permission 商家信息 (merchants).
 */
import { z } from 'zod';
import { route } from '../route';
import { fen, flag, id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { UPLOAD_URL_RE } from '../../rules/common/validators';
import { MERCHANT_MSG, MERCHANT_PICTURES_MAX } from '../../rules/services/merchants-rules';

const merchantRow = obj({
  shopId: id,
  gyId: id,
  gyName: z.string(),
  shopName: z.string(),
  shopImage: z.string(),
  intro: z.string(),
  genreId: id,
  genreIdName: z.string(),
  subdivide: z.string().nullable(),
  subdivideName: z.string(),
  address: z.string(),
  /** Minimum delivery amount, fen. */
  deliveryMoney: fen,
  /** Metres (shown in km). */
  distance: int,
  discounts: z.string(),
  picture: z.array(z.string()),
  remark: z.string(),
  phone: z.string(),
  /** MERCHANT_STATUS. */
  status: int,
  statusName: z.string(),
  reviewCount: int,
  createTime: ms,
});
export type MerchantRow = z.infer<typeof merchantRow>;

const statusFilter = z.coerce
  .number()
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], '状态不正确'))
  .optional();

const merchantListQuery = z.object({
  apartmentId: textFilter(40, '公寓不正确'),
  name: textFilter(30, '商家名称不能超过30个字'),
  genreId: textFilter(40, '商家类型不正确'),
  status: statusFilter,
  ...pageQuery,
});
export type MerchantListQuery = z.infer<typeof merchantListQuery>;

const picture = z.string().regex(UPLOAD_URL_RE, '图片不存在');
const text = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过${max}个字`).default('');

const merchantBody = z.object({
  apartmentId: z.string().min(1, '请选择公寓').max(40),
  shopName: z.string().trim().min(1, '请输入商家名称').max(30, '商家名称不能超过30个字'),
  shopImage: z.union([picture, z.literal('')]).default(''),
  intro: text(200, '简介'),
  genreId: z.string().min(1, '请选择商家类型').max(40),
  subdivide: z
    .string()
    .max(40)
    .nullish()
    .transform((v) => v || null),
  address: text(100, '地址'),
  deliveryMoney: z.number().int('起送金额不正确').min(0, '起送金额不正确').max(100_000_00, '起送金额不正确'),
  distance: z.number().int('距离不正确').min(0, '距离不正确').max(1_000_000, '距离不正确'),
  discounts: text(200, '优惠'),
  picture: z.array(picture).max(MERCHANT_PICTURES_MAX, MERCHANT_MSG.tooManyPictures).default([]),
  remark: text(200, '备注'),
  phone: text(20, '电话'),
});
export type MerchantBody = z.infer<typeof merchantBody>;

const statusBody = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], '状态不正确'),
});

const reviewRow = obj({
  id,
  /** The reviewer's name (the operator sees it even when the review is anonymous). */
  name: z.string(),
  content: z.string(),
  picture: z.array(z.string()),
  leaveTime: ms,
  isAnonymous: flag,
  rating: int,
});

export const merchants = {
  list: route({ method: 'GET', path: '/api/merchants', query: merchantListQuery, reply: page(merchantRow) }),
  add: route({ method: 'POST', path: '/api/merchants', body: merchantBody, reply: obj({ shopId: id }) }),
  edit: route({ method: 'PUT', path: '/api/merchants/:merchantId', body: merchantBody, reply: nothing }),
  setStatus: route({ method: 'POST', path: '/api/merchants/:merchantId/status', body: statusBody, reply: nothing }),
  remove: route({ method: 'DELETE', path: '/api/merchants/:merchantId', reply: nothing }),
  reviews: route({
    method: 'GET',
    path: '/api/merchants/:merchantId/reviews',
    query: z.object(pageQuery),
    reply: page(reviewRow),
  }),
  removeReview: route({ method: 'DELETE', path: '/api/merchants/:merchantId/reviews/:reviewId', reply: nothing }),
};
