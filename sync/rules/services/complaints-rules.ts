/**
 * Complaints and suggestions (/complaintAdvice; issue 19.6; spec part 3 §2.11, §4 "Complaint", §5): kinds, states and
 * messages shared by the API, the operator screen and the tenant page.
 */

/** A tenant files either a complaint (投诉) or a suggestion (建议). */
export const COMPLAINT_KIND = { complaint: 1, suggestion: 2 } as const;
export type ComplaintKind = (typeof COMPLAINT_KIND)[keyof typeof COMPLAINT_KIND];
export const COMPLAINT_KIND_LABEL: Record<ComplaintKind, string> = { 1: '投诉', 2: '建议' };

/** §4: replied once (status 1); a replied one cannot be replied to again. */
export const COMPLAINT_STATUS = { unreplied: 0, replied: 1 } as const;
export const COMPLAINT_STATUS_LABEL: Record<number, string> = { 0: '未回复', 1: '已回复' };

/** Pictures a tenant may attach to one complaint or suggestion. */
export const COMPLAINT_PICTURE_LIMIT = 9;

export const COMPLAINT_MSG = {
  deleteConfirm: '确定要删除该条投诉/建议吗?',
  notFound: '投诉/建议不存在或无权查看',
  alreadyReplied: '该投诉/建议已回复，不能再次回复',
  replied: '回复成功',
  replyRequired: '请输入回复内容',
  tooManyPictures: `最多上传${COMPLAINT_PICTURE_LIMIT}张图片`,
} as const;
