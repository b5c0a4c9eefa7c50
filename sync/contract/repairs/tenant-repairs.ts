/**
 * The contract of the tenant page's 报修 section (issue 19.4; /api/tenant/repairs, behind the tenant's link): the
 * apartment's repair types, the lease's own repairs with their status and the photos of the work, filing one (type,
 * description, photos, preferred time) and cancelling one while it is still 申请中.
 */
import { z } from 'zod';
import { route } from '../route';
import { id, nothing, obj } from '../kit';
import { fileIdSchema } from '../leases/sign';
import { REPAIR_MAX_PHOTOS } from '../../rules/repairs/repair-status';
import { repairDetail } from './repairs';

export const newTenantRepairSchema = z.object({
  typeId: z.string('请选择报修类型').min(1, '请选择报修类型').max(40, '请选择报修类型').optional(),
  tdesc: z.string('请输入报修内容').trim().min(1, '请输入报修内容').max(500, '报修内容不能超过500个字'),
  photoFileIds: z.array(fileIdSchema).max(REPAIR_MAX_PHOTOS, `最多上传${REPAIR_MAX_PHOTOS}张图片`).default([]),
  /** The preferred time (epoch ms); absent: any time. */
  appointmentTime: z.number('预约时间不正确').int('预约时间不正确').min(1, '预约时间不正确').optional(),
});
export type NewTenantRepair = z.input<typeof newTenantRepairSchema>;

export const tenantRepairs = {
  types: route({
    method: 'GET',
    path: '/api/tenant/repairs/types',
    reply: z.array(obj({ id, name: z.string() })),
  }),
  list: route({ method: 'GET', path: '/api/tenant/repairs', reply: z.array(repairDetail) }),
  create: route({ method: 'POST', path: '/api/tenant/repairs', body: newTenantRepairSchema, reply: repairDetail }),
  cancel: route({ method: 'POST', path: '/api/tenant/repairs/:repairId/cancel', reply: nothing }),
};
