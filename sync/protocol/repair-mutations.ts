/**
 * The offline mutations of a manager taking and completing repairs on a phone with no signal (issue 19.2), queued in
 * the outbox and judged by the server when it syncs (api/repairs/act.ts, the same function as the /repairs routes):
 * - 'repair.accept' (受理): only while 申请中;
 * - 'repair.complete' (完成): with the photos of the work (kept on the device and uploaded before the mutation) and a
 *   note, while 申请中 or 已受理.
 * SERVER-WINS: the server judges each against the CURRENT repair (sync/rules/repairs/repair-status.ts), so a repair
 * the tenant cancelled meanwhile is rejected with '租客已取消该报修'. Optimistically the repair on the device takes its
 * new status (a completed one leaves the list). A repair the user may not see is refused with REPAIR_MSG.notFound.
 */
import { z } from 'zod';
import { PERMS } from '../product/permissions';
import { fileIdSchema } from '../contract/leases/sign';
import {
  REPAIR_MAX_PHOTOS,
  REPAIR_MSG,
  REPAIR_NEXT,
  repairActionRefusal,
  type RepairAction,
} from '../rules/repairs/repair-status';
import type { SyncRepair } from './protocol';

/** The repair fields a repair mutation reads and writes. */
export type RepairLike = Pick<SyncRepair, 'status'>;

const repairId = z.string(REPAIR_MSG.notFound).min(1, REPAIR_MSG.notFound).max(40, REPAIR_MSG.notFound);

export const repairAcceptSchema = z.object({ repairId });
export type RepairAcceptInput = z.infer<typeof repairAcceptSchema>;

export const repairCompleteSchema = z.object({
  repairId,
  note: z.string('请输入说明').trim().max(200, '说明不能超过200个字').optional(),
  /** Photos of the work kept on the device (web/sync/use-sync.ts keepFileForSync), uploaded before the push. */
  photoFileIds: z
    .array(fileIdSchema)
    .min(1, '请上传维修照片')
    .max(REPAIR_MAX_PHOTOS, `最多上传${REPAIR_MAX_PHOTOS}张图片`),
});
export type RepairCompleteInput = z.infer<typeof repairCompleteSchema>;

const onRepair = (action: Extract<RepairAction, 'accept' | 'complete'>) => ({
  target: (a: { repairId: string }) => ({ table: 'repairs' as const, id: a.repairId }),
  refusal: (row: RepairLike | undefined) => (row ? repairActionRefusal(action, row) : REPAIR_MSG.notFound),
  applyLocal: <R extends RepairLike>(row: R): R => ({ ...row, status: REPAIR_NEXT[action] }),
  perm: PERMS.repairs,
  notFound: REPAIR_MSG.notFound,
});

export const REPAIR_MUTATIONS = {
  'repair.accept': { args: repairAcceptSchema, ...onRepair('accept'), action: 'repairAccept' as const },
  'repair.complete': { args: repairCompleteSchema, ...onRepair('complete'), action: 'repairComplete' as const },
};
