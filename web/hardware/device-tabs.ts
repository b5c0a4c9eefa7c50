/**
 * The device tabs of /equipmentManage and /shuiDianSuo (spec part 3 §2.1, §2.2, §9): the equipment screen's tabs 100
 * to 103 are the meter and lock hub's device types 1 (cold water), 4 (hot water), 2 (electricity) and 3 (lock).
 */

export interface DeviceTab {
  key: number;
  title: string;
}

/** /equipmentManage: door-access devices (1), full-screen door units (3), then the meters and the lock. */
export const EQUIPMENT_TABS: readonly DeviceTab[] = [
  { key: 1, title: '门禁设备' },
  { key: 3, title: '全屏门口机' },
  { key: 100, title: '冷水表' },
  { key: 101, title: '热水表' },
  { key: 102, title: '电表' },
  { key: 103, title: '智能门锁' },
];

/** The equipment tabs that open /shuiDianSuo, with the device type they open it on. */
export const HUB_DEV_TYPE: Readonly<Record<number, number>> = { 100: 1, 101: 4, 102: 2, 103: 3 };

/** The lock hub's device type of locks (its default tab). */
export const DEV_TYPE_LOCK = 3;

/** /shuiDianSuo: cold water (1), hot water (4), electricity (2), lock (3). */
export const HUB_TABS: readonly DeviceTab[] = [
  { key: 1, title: '冷水表' },
  { key: 4, title: '热水表' },
  { key: 2, title: '电表' },
  { key: DEV_TYPE_LOCK, title: '门锁' },
];

/** The tab a URL parameter names, or the fallback when it names none of `tabs`. */
export function tabOf(tabs: readonly DeviceTab[], value: string | null, fallback: number): number {
  const n = Number(value);
  return tabs.some((t) => t.key === n) ? n : fallback;
}
