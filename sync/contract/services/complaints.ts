/**
 * The contract of complaints and suggestions (/complaintAdvice; issue 19.6; spec part 3 §2.11, §3 "Complaint or
 * suggestion": id, title, desc, reply, replyTime, status, statusName, pictures, createTime), the operator's routes and
 * the tenant page's (服务 → 投诉建议, requireTenant).
 */
import { z } from 'zod';
import { route } from '../route';
import { flag, id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { COMPLAINT_MSG, COMPLAINT_PICTURE_LIMIT } from '../../rules/services/complaints-rules';

const complaintRow = obj({
  id,
  xqId: id,
  apartmentName: z.string(),
  houseNumber: z.string(),
  tenantName: z.string(),
  phone: z.string(),
  /** COMPLAINT_KIND: 1 投诉, 2 建议. */
  kind: int,
  kindName: z.string(),
  title: z.string(),
  desc: z.string(),
  reply: z.string(),
  replyTime: ms.nullable(),
  replyByName: z.string(),
  /** 1 replied. */
  status: flag,
  statusName: z.string(),
  /** The pictures' addresses (the tenant page's are /api/tenant/files/…). */
  pictures: z.array(z.string()),
  createTime: ms,
});
export type ComplaintRow = z.infer<typeof complaintRow>;

const complaintListQuery = z.object({
  apartmentId: textFilter(40, '公寓不正确'),
  /** 1 replied, 0 not yet. */
  status: z.coerce
    .number()
    .pipe(z.literal([0, 1], '状态不正确'))
    .optional(),
  ...pageQuery,
});
export type ComplaintListQuery = z.infer<typeof complaintListQuery>;

const replyBody = z.object({
  reply: z
    .string(COMPLAINT_MSG.replyRequired)
    .trim()
    .min(1, COMPLAINT_MSG.replyRequired)
    .max(500, '回复不能超过500个字'),
});

const fileBody = z.object({
  kind: z.literal([1, 2], '请选择投诉或建议'),
  title: z.string('请输入标题').trim().min(1, '请输入标题').max(50, '标题不能超过50个字'),
  desc: z.string('请输入内容').trim().min(1, '请输入内容').max(1000, '内容不能超过1000个字'),
  /** Ids of the tenant's own uploads (POST /api/tenant/upload). */
  pictures: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{24}$/, '图片不存在'))
    .max(COMPLAINT_PICTURE_LIMIT, COMPLAINT_MSG.tooManyPictures)
    .default([]),
});
export type FileComplaintBody = z.infer<typeof fileBody>;

export const complaints = {
  list: route({ method: 'GET', path: '/api/complaints', query: complaintListQuery, reply: page(complaintRow) }),
  reply: route({ method: 'POST', path: '/api/complaints/:complaintId/reply', body: replyBody, reply: nothing }),
  remove: route({ method: 'DELETE', path: '/api/complaints/:complaintId', reply: nothing }),
};

export const tenantComplaints = {
  list: route({ method: 'GET', path: '/api/tenant/complaints', query: z.object(pageQuery), reply: page(complaintRow) }),
  file: route({ method: 'POST', path: '/api/tenant/complaints', body: fileBody, reply: complaintRow }),
};
