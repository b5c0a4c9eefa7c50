import { shanghaiMidnight } from '../common/shanghai-time';

/**
 * Notices and the notification sender (issue 19.3; spec part 3 §2.7, §2.8, §4, §9): the named states and the rules
 * both the API and the screens use.
 */

/** §2.8 / §9 "Notification tabs 1, 2, 3": to door units, to tenants, to managers. */
export const NOTICE_KIND = { device: 1, tenant: 2, manager: 3 } as const;
export type NoticeKindCode = (typeof NOTICE_KIND)[keyof typeof NOTICE_KIND];
export const NOTICE_KIND_LABEL: Record<NoticeKindCode, string> = { 1: '设备通知', 2: '租客通知', 3: '管家通知' };

/** §4 "Notice status: 1 sent, 2 pending send, otherwise recalled". */
export const NOTICE_STATUS = { sent: 1, pending: 2, recalled: 3 } as const;
export const noticeStatusText = (status: number) =>
  status === NOTICE_STATUS.sent ? '已发送' : status === NOTICE_STATUS.pending ? '待发送' : '已撤回';

/** §3 "Notification form": isForever 0 valid until a date, 1 long-term; isForAll 0 selected, 1 all. */
export const IS_FOREVER = { untilDate: 0, longTerm: 1 } as const;
export const IS_FOR_ALL = { selected: 0, all: 1 } as const;

/** §9 "Device tab types 1, 3, 4": the door devices a notice can be shown on, by picker tab. */
export const NOTICE_DEVICE_TABS = [
  { devType: 1, title: 'NCU设备' },
  { devType: 3, title: '多功能全屏门口机' },
  { devType: 4, title: 'IP可视门口机' },
] as const;
export const NOTICE_DEVICE_TYPES: readonly number[] = NOTICE_DEVICE_TABS.map((t) => t.devType);

/** §4 / §9 "Expiry is the chosen date plus 86399999 ms": the last millisecond of a day, Asia/Shanghai. */
export const endOfShanghaiDay = (date: string) => shanghaiMidnight(date) + 86_399_999;

/** The receivers of an all-mode notice, as the list shows them (§2.7 "all users" / "all administrators"). */
export const ALL_RECEIVERS: Record<NoticeKindCode, string> = { 1: '全部设备', 2: '全部用户', 3: '全部管理员' };

/** The messages of the sender (§8: '发送成功', '撤回成功'; required fields said plainly). */
export const NOTICE_MSG = {
  sent: '发送成功',
  recalled: '撤回成功',
  deleted: '删除成功',
  deleteConfirm: '确定要删除该条信息吗?',
  title: '请输入通知标题',
  titleLong: '通知标题不能超过50个字',
  content: '请输入通知内容',
  contentLong: '通知内容不能超过2000个字',
  summaryLong: '通知摘要不能超过100个字',
  apartment: '请选择公寓',
  devices: '请选择要通知的设备',
  rooms: '请选择要通知的房间',
  managers: '请选择要通知的管家',
  keepTime: '请选择有效日期',
  keepTimePast: '有效日期不能早于今天',
  notFound: '通知不存在或无权查看',
  alreadyRecalled: '该通知已撤回',
  noRooms: '该公寓没有在租的房间',
  noManagers: '该公寓没有可通知的管家',
} as const;
