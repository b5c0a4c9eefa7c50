/**
 * Repair requests (issue 19.2; spec part 3 §4 "Repair status"): the states with their labels and the transitions a
 * manager or the tenant may make, shared by the API, the offline engine and the PWA so a refusal made offline is the
 * server's own.
 */

export const REPAIR_STATUS = { applying: 0, accepted: 1, completed: 2, cancelled: 3, complaint: 4 } as const;
export type RepairStatus = (typeof REPAIR_STATUS)[keyof typeof REPAIR_STATUS];

export const REPAIR_STATUS_LABEL: Record<RepairStatus, string> = {
  0: '申请中',
  1: '已受理',
  2: '已完成',
  3: '已取消',
  4: '投诉',
};

/** §4: any value outside the known ones reads as 投诉 (complaint). */
export const repairStatusLabel = (status: number) => REPAIR_STATUS_LABEL[status as RepairStatus] ?? '投诉';

/** Not finished: what the dashboard's 报修 counts and the list's 未完成 filter shows (applying or accepted). */
export const OPEN_REPAIR_STATUSES: readonly RepairStatus[] = [REPAIR_STATUS.applying, REPAIR_STATUS.accepted];

export type RepairAction = 'accept' | 'complete' | 'cancel' | 'tenantCancel';

export const REPAIR_MSG = {
  notFound: '报修不存在或无权查看',
  alreadyAccepted: '该报修已受理',
  alreadyCompleted: '该报修已完成',
  alreadyCancelled: '该报修已取消',
  tenantCancelled: '租客已取消该报修',
  tenantOnlyApplying: '只能取消申请中的报修',
  typeMissing: '报修类型不存在',
  photoMissing: '维修照片尚未上传，请联网后重试',
  changed: '该报修已变更，请刷新后重试',
} as const;

/** Why a finished repair refuses any action. */
function finishedRefusal(status: number, cancelledByTenant: boolean): string | null {
  if (status === REPAIR_STATUS.completed) return REPAIR_MSG.alreadyCompleted;
  if (status === REPAIR_STATUS.cancelled)
    return cancelledByTenant ? REPAIR_MSG.tenantCancelled : REPAIR_MSG.alreadyCancelled;
  return null;
}

/**
 * The refusal (null = allowed) of `action` on a repair in `status`:
 * - accept (受理): only while applying;
 * - complete (完成): while applying or accepted (a manager may complete at once);
 * - cancel (a manager's 取消): while applying or accepted;
 * - tenantCancel: only while applying (once accepted, someone is on the way).
 * A complaint (4) is an open repair a manager may still complete or cancel.
 */
export function repairActionRefusal(
  action: RepairAction,
  repair: { status: number; cancelledByTenant?: boolean },
): string | null {
  const finished = finishedRefusal(repair.status, repair.cancelledByTenant ?? false);
  if (action === 'tenantCancel')
    return repair.status === REPAIR_STATUS.applying ? null : (finished ?? REPAIR_MSG.tenantOnlyApplying);
  if (finished) return finished;
  if (action === 'accept' && repair.status !== REPAIR_STATUS.applying) return REPAIR_MSG.alreadyAccepted;
  return null;
}

/** The status an allowed action leads to. */
export const REPAIR_NEXT: Record<RepairAction, RepairStatus> = {
  accept: REPAIR_STATUS.accepted,
  complete: REPAIR_STATUS.completed,
  cancel: REPAIR_STATUS.cancelled,
  tenantCancel: REPAIR_STATUS.cancelled,
};

/** At most this many photos on a request or on the work done (spec §9 upload limit 20). */
export const REPAIR_MAX_PHOTOS = 20;
