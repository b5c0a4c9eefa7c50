/**
 * Rules of viewing appointments (spec part 2 §2.3, §3 "Viewing appointment", §9): the types, the staff remark's
 * length and the messages, shared by the API and the appointment screens.
 */

export const APPOINTMENT_MSG = {
  notFound: '预约不存在或无权查看',
  remarkTooLong: '备注不能超过200个字',
  saved: '修改成功',
} as const;

export const APPOINTMENT_REMARK_MAX = 200;

/** Appointment types (§3, §9): 0 on-site, 1 audio/video. */
export const APPOINTMENT_TYPES: Record<number, string> = { 0: '到店看房', 1: '视频看房' };

/** The type filter's choices (the list sends the type as '0' or '1'). */
export const APPOINTMENT_TYPE_OPTIONS = Object.entries(APPOINTMENT_TYPES).map(([value, label]) => ({ label, value }));
