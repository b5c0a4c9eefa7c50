/**
 * The contract of online application items and their applications (/onlineAplly; issue 19.6; spec part 3 §2.10,
 * §3 "Online application item": applyInfoId, title, tdesc, createTime, price, picture, xqId, time; "Application":
 * applyId, applyName, reason, startTime, endTime, status, systemJyh), operator side. The tenant page's are
 * applications-tenant.ts.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { APPLICATION_MSG, ITEM_PICTURE_LIMIT } from '../../rules/services/applications-rules';
import { UPLOAD_URL_RE } from '../../rules/common/validators';

export const itemRow = obj({
  applyInfoId: id,
  xqId: id,
  apartmentName: z.string(),
  title: z.string(),
  tdesc: z.string(),
  /** The bookable dates (§3 `time`). */
  startDate: date,
  endDate: date,
  /** Fen per hour. */
  price: fen,
  /** The pictures' addresses, in order (the tenant page's are /api/tenant/files/…). */
  pictures: z.array(z.string()),
  createTime: ms,
  /** Applications still applying (申请中). */
  applyingCount: int,
});
export type ItemRow = z.infer<typeof itemRow>;

export const applicationRow = obj({
  applyId: id,
  applyInfoId: id,
  title: z.string(),
  xqId: id,
  apartmentName: z.string(),
  /** The applicant's room (§3 systemJyh). */
  systemJyh: z.string(),
  applyName: z.string(),
  phone: z.string(),
  reason: z.string(),
  startTime: ms,
  endTime: ms,
  amount: fen,
  /** APPLICATION_STATUS. */
  status: int,
  statusName: z.string(),
  createTime: ms,
  handledAt: ms.nullable(),
  handledByName: z.string(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

const itemListQuery = z.object({ apartmentId: textFilter(40, '公寓不正确'), ...pageQuery });
export type ItemListQuery = z.infer<typeof itemListQuery>;

const status = z.coerce
  .number()
  .pipe(z.literal([0, 1, 2, 3, 4], '状态不正确'))
  .optional();

/** The applications of the apartments the user sees; status 0 is the dashboard's 在线申请. */
const applicationListQuery = z.object({
  apartmentId: textFilter(40, '公寓不正确'),
  itemId: textFilter(40, '申请项不正确'),
  status,
  ...pageQuery,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuery>;

const text = (label: string, max: number) =>
  z.string(`请输入${label}`).trim().min(1, `请输入${label}`).max(max, `${label}不能超过${max}个字`);

const pickedDate = z.string('请选择可预约日期').regex(/^\d{4}-\d{2}-\d{2}$/, '请选择可预约日期');

const newItemBody = z
  .object({
    apartmentId: z.string('请选择公寓').trim().min(1, '请选择公寓').max(40),
    title: text('标题', 50),
    tdesc: z.string().trim().max(1000, '详情不能超过1000个字').default(''),
    startDate: pickedDate,
    endDate: pickedDate,
    price: z.number('请输入价格').int('价格不正确').min(0, '价格不能为负数').max(100_000_000, '价格不正确'),
    pictures: z
      .array(z.string().regex(UPLOAD_URL_RE, '图片不存在'))
      .max(ITEM_PICTURE_LIMIT, APPLICATION_MSG.tooManyPictures)
      .default([]),
  })
  .refine((b) => b.startDate <= b.endDate, { message: APPLICATION_MSG.datesReversed, path: ['endDate'] });
export type NewItemBody = z.infer<typeof newItemBody>;

export const applications = {
  items: route({ method: 'GET', path: '/api/application-items', query: itemListQuery, reply: page(itemRow) }),
  addItem: route({ method: 'POST', path: '/api/application-items', body: newItemBody, reply: itemRow }),
  deleteItem: route({ method: 'DELETE', path: '/api/application-items/:itemId', reply: nothing }),
  list: route({ method: 'GET', path: '/api/applications', query: applicationListQuery, reply: page(applicationRow) }),
  /** 通过 / 拒绝 / 取消 (APPLICATION_ACTION); the tenant is told. */
  approve: route({ method: 'POST', path: '/api/applications/:applyId/approve', reply: nothing }),
  reject: route({ method: 'POST', path: '/api/applications/:applyId/reject', reply: nothing }),
  cancel: route({ method: 'POST', path: '/api/applications/:applyId/cancel', reply: nothing }),
};
