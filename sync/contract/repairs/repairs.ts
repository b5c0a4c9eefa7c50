/**
 * The contract of repairs and repair (property) types (issue 19.2; /repairs, /repairsType; spec part 3 §2.5, §2.6,
 * §3 "Repair": id, xqId, systemJyh, applyName, connectPhone, tdesc, typeName, status, appointmentTime; "Property
 * type": name, type, xqId, typeName, createTime; §7 "Repairs and types").
 */
import { z } from 'zod';
import { route } from '../route';
import { id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { dateFilter, orderedDates, textFilter } from '../list-filters';
import { fileIdSchema } from '../leases/sign';
import { REPAIR_MAX_PHOTOS } from '../../rules/repairs/repair-status';

export const repairRow = obj({
  id,
  /** The apartment (xqId) and its name, the room number. */
  xqId: id,
  gyName: z.string(),
  houseNumber: z.string(),
  systemJyh: z.string(),
  applyName: z.string(),
  connectPhone: z.string(),
  tdesc: z.string(),
  typeId: z.string().nullable(),
  typeName: z.string(),
  /** REPAIR_STATUS (sync/rules/repairs/repair-status.ts) and its label. */
  status: int,
  statusName: z.string(),
  appointmentTime: ms.nullable(),
  createTime: ms,
});
export type RepairRow = z.infer<typeof repairRow>;

const photo = obj({ id, url: z.string() });
export const repairDetail = obj({
  ...repairRow.shape,
  photos: z.array(photo),
  donePhotos: z.array(photo),
  acceptedAt: ms.nullable(),
  acceptedByName: z.string(),
  completedAt: ms.nullable(),
  completedByName: z.string(),
  completeNote: z.string(),
  cancelledAt: ms.nullable(),
  cancelledByName: z.string(),
  cancelReason: z.string(),
});
export type RepairDetail = z.infer<typeof repairDetail>;

const statusFilter = z.coerce
  .number('状态不正确')
  .int('状态不正确')
  .min(0, '状态不正确')
  .max(4, '状态不正确')
  .optional();

const repairListQuery = orderedDates(
  z.object({
    apartmentId: textFilter(40, '公寓不正确'),
    houseNumber: textFilter(20, '房间号不能超过20个字'),
    startDate: dateFilter('开始日期不正确'),
    endDate: dateFilter('结束日期不正确'),
    applyName: textFilter(20, '租客姓名不能超过20个字'),
    connectPhone: textFilter(20, '租客电话不能超过20个字'),
    typeId: textFilter(40, '报修类型不正确'),
    status: statusFilter,
    /** 1: the unfinished ones (申请中 and 已受理): the dashboard's 报修 opens the list on them. */
    open: z.coerce.number().pipe(z.literal(1, '状态不正确')).optional(),
    ...pageQuery,
  }),
);
export type RepairListQuery = z.infer<typeof repairListQuery>;

const photoIds = (min: number, msg: string) =>
  z.array(fileIdSchema).min(min, msg).max(REPAIR_MAX_PHOTOS, `最多上传${REPAIR_MAX_PHOTOS}张图片`);

/** 完成 (§7 "Complete repair … type 2"): the photos of the work (at least one) and a note. */
export const completeRepairSchema = z.object({
  note: z.string('请输入说明').trim().max(200, '说明不能超过200个字').default(''),
  photoFileIds: photoIds(1, '请上传维修照片'),
});

export const cancelRepairSchema = z.object({
  reason: z.string('请输入取消原因').trim().min(1, '请输入取消原因').max(200, '取消原因不能超过200个字'),
});

const repairTypeRow = obj({
  id,
  name: z.string(),
  type: int,
  xqId: id,
  /** The apartment's name. */
  gyName: z.string(),
  createTime: ms,
});
export type RepairTypeRow = z.infer<typeof repairTypeRow>;

const repairTypeListQuery = z.object({
  apartmentId: textFilter(40, '公寓不正确'),
  name: textFilter(20, '名称不能超过20个字'),
  type: z.coerce.number().pipe(z.literal(1, '类型不正确')).default(1),
  ...pageQuery,
});
export type RepairTypeListQuery = z.infer<typeof repairTypeListQuery>;

export const repairTypeSchema = z.object({
  apartmentId: z.string('请选择公寓').min(1, '请选择公寓').max(40, '请选择公寓'),
  name: z.string('请输入名称').trim().min(1, '请输入名称').max(20, '名称不能超过20个字'),
});
export type RepairTypeInput = z.infer<typeof repairTypeSchema>;

export const repairs = {
  list: route({ method: 'GET', path: '/api/repairs', query: repairListQuery, reply: page(repairRow) }),
  detail: route({ method: 'GET', path: '/api/repairs/:repairId', reply: repairDetail }),
  accept: route({ method: 'POST', path: '/api/repairs/:repairId/accept', reply: repairDetail }),
  complete: route({
    method: 'POST',
    path: '/api/repairs/:repairId/complete',
    body: completeRepairSchema,
    reply: repairDetail,
  }),
  cancel: route({
    method: 'POST',
    path: '/api/repairs/:repairId/cancel',
    body: cancelRepairSchema,
    reply: repairDetail,
  }),
  types: route({ method: 'GET', path: '/api/repair-types', query: repairTypeListQuery, reply: page(repairTypeRow) }),
  addType: route({ method: 'POST', path: '/api/repair-types', body: repairTypeSchema, reply: repairTypeRow }),
  editType: route({ method: 'PUT', path: '/api/repair-types/:typeId', body: repairTypeSchema, reply: repairTypeRow }),
  deleteType: route({ method: 'DELETE', path: '/api/repair-types/:typeId', reply: nothing }),
};
