/**
 * The contract of notices and the notification sender (issue 19.3; spec part 3 §2.7 the list /onlineApplic, §2.8 the
 * sender /onlineApplic2, §3 "Notice", "Notification form", "Device in notification pickers", §7 "Notices and push").
 * States are sync/rules/notices/notice-rules.ts; times epoch ms.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, flag, id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { textFilter } from '../list-filters';
import { UPLOAD_URL_RE } from '../../rules/common/validators';
import { NOTICE_MSG } from '../../rules/notices/notice-rules';

/** A row of the notice list (§2.7: title, receivers, content, summary, created, recalled, status). */
const noticeRow = obj({
  id,
  gyId: id,
  gyName: z.string(),
  /** NOTICE_KIND: 1 devices, 2 tenants, 3 managers. */
  kind: int,
  kindName: z.string(),
  title: z.string(),
  /** The receivers' names, or 全部用户 / 全部管理员 in the all mode. */
  devNameList: z.string(),
  content: z.string(),
  summary: z.string(),
  photos: z.array(z.string()),
  isForever: flag,
  keepTime: ms.nullable(),
  createTime: ms,
  createdByName: z.string(),
  recalltime: ms.nullable(),
  /** NOTICE_STATUS: 1 已发送, 2 待发送, 3 已撤回. */
  status: int,
  statusName: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

const listQuery = z.object({ apartmentId: textFilter(40, '公寓不正确'), ...pageQuery });
export type NoticeListQuery = z.infer<typeof listQuery>;

const apartmentId = z.string(NOTICE_MSG.apartment).trim().min(1, NOTICE_MSG.apartment).max(40, NOTICE_MSG.apartment);
const ids = (msg: string) =>
  z.array(z.string(msg).min(1, msg).max(40, msg), msg).max(500, '一次最多选择500个').default([]);

/** The notification form (§3): one of the three tabs; the receivers of its kind; validity for tenants and managers. */
const sendBody = z.object({
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)], '通知类型不正确'),
  apartmentId,
  title: z.string(NOTICE_MSG.title).trim().min(1, NOTICE_MSG.title).max(50, NOTICE_MSG.titleLong),
  content: z.string(NOTICE_MSG.content).trim().min(1, NOTICE_MSG.content).max(2000, NOTICE_MSG.contentLong),
  summary: z.string().trim().max(100, NOTICE_MSG.summaryLong).default(''),
  photos: z.array(z.string('图片不存在').regex(UPLOAD_URL_RE, '图片不存在')).max(20, '最多上传20张图片').default([]),
  /** 1 long-term, 0 until keepDate (its end, Asia/Shanghai). Tenants and managers only. */
  isForever: flag.default(1),
  keepDate: date.optional(),
  /** 1 every room with a running lease / every manager of the apartment. */
  isForAll: flag.default(0),
  devList: ids(NOTICE_MSG.devices),
  houseIdList: ids(NOTICE_MSG.rooms),
  managerList: ids(NOTICE_MSG.managers),
});
export type NoticeSendBody = z.infer<typeof sendBody>;
/** What the sender posts (before the defaults). */
export type NoticeSendInput = z.input<typeof sendBody>;

const pickerQuery = z.object({ apartmentId, ...pageQuery });

/** A door device of the picker (§3 "Device in notification pickers"). */
const deviceOption = obj({
  id,
  devType: int,
  name: z.string(),
  doorkeySign: z.string(),
  doorMaxnum: z.string(),
  devStatusName: z.string(),
  devSn: z.string(),
  ncusn: z.string(),
  devPass: z.string(),
  loginName: z.string(),
  loginPass: z.string(),
  houseName: z.string(),
  embedTypeName: z.string(),
  isconName: z.string(),
  onlineStatus: flag,
});
export type NoticeDeviceOption = z.infer<typeof deviceOption>;

/** A room with a running lease (the tenant picker). */
const roomOption = obj({ houseId: id, houseNumber: z.string(), houseName: z.string(), tenant: z.string() });
export type NoticeRoomOption = z.infer<typeof roomOption>;

/** A member of staff who sees the apartment (the manager picker). */
const managerOption = obj({ pkId: id, name: z.string(), phone: z.string(), userTypeName: z.string() });
export type NoticeManagerOption = z.infer<typeof managerOption>;

/** A notice on the tenant page's 公告. */
const tenantNotice = obj({
  id,
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  photos: z.array(z.string()),
  createTime: ms,
  keepTime: ms.nullable(),
});
export type TenantNotice = z.infer<typeof tenantNotice>;

export const notices = {
  list: route({ method: 'GET', path: '/api/notices', query: listQuery, reply: page(noticeRow) }),
  send: route({ method: 'POST', path: '/api/notices', body: sendBody, reply: noticeRow }),
  recall: route({ method: 'POST', path: '/api/notices/:noticeId/recall', reply: nothing }),
  remove: route({ method: 'DELETE', path: '/api/notices/:noticeId', reply: nothing }),
  devices: route({
    method: 'GET',
    path: '/api/notices/devices',
    query: pickerQuery.extend({
      devType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(3), z.literal(4)], '设备类型不正确')),
    }),
    reply: page(deviceOption),
  }),
  rooms: route({ method: 'GET', path: '/api/notices/rooms', query: pickerQuery, reply: page(roomOption) }),
  managers: route({ method: 'GET', path: '/api/notices/managers', query: pickerQuery, reply: page(managerOption) }),
  tenantList: route({ method: 'GET', path: '/api/tenant/notices', reply: z.array(tenantNotice) }),
};
