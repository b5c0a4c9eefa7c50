/**
 * The dashboard's selectable quick entries (spec part 1 §2.5, §3 "Quick entry: indexEnterId, name, url, picture"),
 * drawn from the menu routes: each entry opens its route and needs that route's permission. A user's choice is
 * saved as ids joined by underscore ('1_3_5'); ids are stable, never reuse one.
 */
import { findRoute, type Perm } from './menu';

export interface QuickEntry {
  indexEnterId: number;
  name: string;
  url: string;
  /** The permission of the route (absent: every signed-in user). */
  perm?: Perm;
}

const ENTRIES: ReadonlyArray<readonly [id: number, name: string, url: string]> = [
  [1, '添加公寓', '/addHome'],
  [2, '房态总览', '/jizhongHome'],
  [3, '空房', '/kofang'],
  [4, '租客登记', '/renterRegister'],
  [5, '租约列表', '/bookingList'],
  [6, '定金订单', '/reservationOrder'],
  [7, '住户管理', '/occupantManage'],
  [8, '抄表', '/meterReading'],
  [9, '门禁授权', '/accessAuthority'],
  [10, '开门记录', '/openDoor'],
  [11, '报修管理', '/repairs'],
  [12, '通知服务', '/onlineApplic'],
  [13, '财务概览', '/BalancePaymentsList'],
  [14, '流水列表', '/liushuiList'],
  [15, '记账', '/tallyConfig'],
  [16, '房源审核', '/applicationList'],
  [17, '业主直租房源', '/ownerAllList'],
  [18, '消息中心', '/Message'],
  [19, '数据报表', '/ShuJuBaoBiao'],
];

export const QUICK_ENTRIES: readonly QuickEntry[] = ENTRIES.map(([indexEnterId, name, url]) => {
  const route = findRoute(url);
  if (!route) throw new Error(`quick entry ${indexEnterId}: unknown route ${url}`);
  return route.perm ? { indexEnterId, name, url, perm: route.perm } : { indexEnterId, name, url };
});

export const quickEntryById = (id: number) => QUICK_ENTRIES.find((e) => e.indexEnterId === id);

/** At most this many entries on a dashboard. */
export const MAX_QUICK_ENTRIES = 12;

/**
 * Parses the saved form '1_3_5' into ids in order, dropping repeats; '' is the empty choice. Returns null when the
 * text is not ids joined by underscore.
 */
export function parseEntryIds(joined: string): number[] | null {
  const v = joined.trim();
  if (!v) return [];
  if (!/^\d{1,4}(_\d{1,4})*$/.test(v)) return null;
  return [...new Set(v.split('_').map(Number))];
}

export const joinEntryIds = (ids: number[]) => ids.join('_');
