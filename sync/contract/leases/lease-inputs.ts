/** The request schemas of /api/leases besides the signing (sign.ts): list filters, deleting, pictures, the room asked. */
import { z } from 'zod';
import { pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { LEASE_PICTURE_MSG } from '../../rules/leases/lease-messages';
import { EXPIRY_WINDOWS, LEASE_STATUS } from '../../rules/leases/lease-status';

/** A number among `values` sent as text; '' or absent means no filter. */
const oneOf = <T extends number>(values: readonly T[], msg: string) =>
  z
    .union([z.literal(''), z.coerce.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === '' || v === undefined) return undefined;
      if (!values.includes(v as T)) {
        ctx.addIssue({ code: 'custom', message: msg });
        return z.NEVER;
      }
      return v as T;
    });

/** Filters of the lease list (§2.1), the board's queries (houseId, leaseId), the tab and the page (10). */
export const leaseListQuery = z.object({
  houseName: textFilter(40, '房源名称不能超过40个字'),
  tenant: textFilter(20, '租客姓名不能超过20个字'),
  phone: textFilter(11, '手机号不能超过11位'),
  houseNumber: textFilter(20, '房间号不能超过20个字'),
  /** The signer (the lease's creator). */
  creatorName: textFilter(20, '签约人不能超过20个字'),
  /** In lease (signed) or checked out. */
  status: oneOf([LEASE_STATUS.signed, LEASE_STATUS.checkedOut], '租约状态不正确'),
  /** 0 live leases (default), 1 the deleted records. */
  deleted: oneOf([0, 1] as const, '删除标记不正确'),
  houseId: textFilter(40, '房间编号不正确'),
  leaseId: textFilter(40, '租约编号不正确'),
  /** sync/rules/leases/lease-status.ts LeaseTab. */
  tab: oneOf([0, 1, 2, 3] as const, '标签不正确'),
  /** 即将到期 within 30/60/90 days instead of the list's 30 (the finance dashboard's figures open the list so). */
  within: oneOf(EXPIRY_WINDOWS, '到期天数不正确'),
  /** The leases of one apartment (the finance dashboard's apartment). */
  apartmentId: textFilter(40, '公寓不正确'),
  ...pageQuery,
});
export type LeaseListQuery = z.infer<typeof leaseListQuery>;

/** A lease's detail or contract view; deleted=1 opens a deleted lease read-only. */
export const deletedQuery = z.object({ deleted: z.enum(['0', '1'], '删除标记不正确').optional() });

/** The room the signing screen starts from. */
export const houseQuery = z.object({
  houseId: z.string('请选择房源地址').trim().min(1, '请选择房源地址').max(40, '房间编号不正确'),
});

export const removeLeasesInput = z.object({
  leaseIds: z
    .array(z.string().trim().min(1).max(40), '请选择租约')
    .min(1, '请选择租约')
    .max(100, '一次最多删除100条租约'),
});

/** A picture to attach: an uploaded file (by id or by its address) and its type. */
export const addPictureInput = z
  .object({
    url: z.string().trim().max(200).optional(),
    fileId: z.string().trim().max(40).optional(),
    type: z.union([z.literal(0), z.literal(1), z.literal(2)], '图片类型不正确'),
  })
  .refine((v) => Boolean(v.url || v.fileId), { message: LEASE_PICTURE_MSG.noFile });
export type AddPictureInput = z.infer<typeof addPictureInput>;
