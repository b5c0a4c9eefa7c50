/**
 * Online application items and tenants' applications (/onlineAplly; issue 19.6; spec part 3 §2.10, §4 "Application
 * status", §5): states, labels, messages and the booking rule, shared by the API, the operator screen and the tenant
 * page.
 */
import { shanghaiMidnight } from '../common/shanghai-time';

/** §4: 0 applying, 1 success, 2 rejected, 3 cancelled, 4 not paid at application. */
export const APPLICATION_STATUS = { applying: 0, success: 1, rejected: 2, cancelled: 3, unpaid: 4 } as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  0: '申请中',
  1: '成功',
  2: '已拒绝',
  3: '已取消',
  4: '未支付',
};

/** What the operator may do with an application (通过 / 拒绝 / 取消) and the state it leads to. */
export const APPLICATION_ACTION = {
  approve: APPLICATION_STATUS.success,
  reject: APPLICATION_STATUS.rejected,
  cancel: APPLICATION_STATUS.cancelled,
} as const;
export type ApplicationAction = keyof typeof APPLICATION_ACTION;
export const APPLICATION_ACTION_LABEL: Record<ApplicationAction, string> = {
  approve: '通过',
  reject: '拒绝',
  cancel: '取消',
};

/** Only an applying application can be approved or rejected; one applying or approved can still be cancelled. */
export function mayAct(status: number, action: ApplicationAction): boolean {
  if (action === 'cancel') return status === APPLICATION_STATUS.applying || status === APPLICATION_STATUS.success;
  return status === APPLICATION_STATUS.applying;
}

/** §5: up to 20 pictures of an item. */
export const ITEM_PICTURE_LIMIT = 20;
/** The longest booking: one day. */
const MAX_BOOKING_MS = 24 * 3_600_000;

export const APPLICATION_MSG = {
  deleteConfirm: '确定要删除该条申请项吗?',
  itemNotFound: '申请项不存在或已删除',
  applicationNotFound: '申请不存在或无权查看',
  notApplying: '该申请已处理，不能再操作',
  tooManyPictures: `最多上传${ITEM_PICTURE_LIMIT}张图片`,
  datesReversed: '可预约开始日期不能晚于结束日期',
  timeReversed: '结束时间必须晚于开始时间',
  tooLong: '单次预约不能超过24小时',
  outsideDates: '预约时间不在可预约日期内',
  past: '预约时间已过，请重新选择',
  overlaps: '该时段已被预约，请选择其他时间',
  selectItem: '请选择申请项',
} as const;

/** The instants an item can be booked: from the start of `startDate` to the end of `endDate` (Asia/Shanghai). */
export function bookableWindow(item: { startDate: string; endDate: string }) {
  return { from: shanghaiMidnight(item.startDate), to: shanghaiMidnight(item.endDate) + 86_400_000 };
}

/** Why a booking `startTime`..`endTime` of the item is refused at `now`, or null when it may be made. */
export function bookingProblem(
  item: { startDate: string; endDate: string },
  startTime: number,
  endTime: number,
  now: number,
): string | null {
  if (endTime <= startTime) return APPLICATION_MSG.timeReversed;
  if (endTime - startTime > MAX_BOOKING_MS) return APPLICATION_MSG.tooLong;
  const w = bookableWindow(item);
  if (startTime < w.from || endTime > w.to) return APPLICATION_MSG.outsideDates;
  if (startTime < now) return APPLICATION_MSG.past;
  return null;
}

/** The price of a booking in fen: the hourly price times the hours, a started half hour counted as half an hour. */
export function bookingAmount(pricePerHour: number, startTime: number, endTime: number): number {
  const halfHours = Math.ceil((endTime - startTime) / 1_800_000);
  return Math.round((pricePerHour * halfHours) / 2);
}
