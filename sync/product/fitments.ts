/**
 * The fitment (fixture) checklist of a new lease (spec part 2 §2.8 "pick fixtures", §3 fitmentDos, §7 "list fitment
 * items": groups with items having pkId). A fixed catalogue that web and api share: the lease keeps the chosen pkIds
 * (api/leases/schema.ts `fitments`, a JSON pkId list) and the contract text prints their names.
 *
 * pkIds are stable for ever: never renumber or reuse one; add new items with new numbers.
 */

export interface FitmentItem {
  pkId: number;
  name: string;
}

export interface FitmentGroup {
  groupId: number;
  name: string;
  items: readonly FitmentItem[];
}

export const FITMENT_GROUPS: readonly FitmentGroup[] = [
  {
    groupId: 1,
    name: '家具',
    items: [
      { pkId: 101, name: '床' },
      { pkId: 102, name: '床垫' },
      { pkId: 103, name: '衣柜' },
      { pkId: 104, name: '书桌' },
      { pkId: 105, name: '椅子' },
      { pkId: 106, name: '沙发' },
      { pkId: 107, name: '茶几' },
      { pkId: 108, name: '餐桌' },
      { pkId: 109, name: '床头柜' },
      { pkId: 110, name: '鞋柜' },
    ],
  },
  {
    groupId: 2,
    name: '家电',
    items: [
      { pkId: 201, name: '空调' },
      { pkId: 202, name: '洗衣机' },
      { pkId: 203, name: '冰箱' },
      { pkId: 204, name: '热水器' },
      { pkId: 205, name: '电视' },
      { pkId: 206, name: '路由器' },
      { pkId: 207, name: '电暖器' },
    ],
  },
  {
    groupId: 3,
    name: '厨卫',
    items: [
      { pkId: 301, name: '燃气灶' },
      { pkId: 302, name: '油烟机' },
      { pkId: 303, name: '微波炉' },
      { pkId: 304, name: '电磁炉' },
      { pkId: 305, name: '橱柜' },
      { pkId: 306, name: '马桶' },
      { pkId: 307, name: '淋浴设施' },
      { pkId: 308, name: '浴室柜' },
    ],
  },
  {
    groupId: 4,
    name: '其他',
    items: [
      { pkId: 401, name: '窗帘' },
      { pkId: 402, name: '灯具' },
      { pkId: 403, name: '门锁钥匙' },
      { pkId: 404, name: '门禁卡' },
      { pkId: 405, name: '信箱钥匙' },
      { pkId: 406, name: '水表' },
      { pkId: 407, name: '电表' },
      { pkId: 408, name: '燃气表' },
    ],
  },
];

/** Every item, in catalogue order. */
const FITMENT_ITEMS: readonly FitmentItem[] = FITMENT_GROUPS.flatMap((g) => g.items);

const ORDER = new Map(FITMENT_ITEMS.map((item, i) => [item.pkId, i]));
const BY_ID = new Map(FITMENT_ITEMS.map((item) => [item.pkId, item]));

export const FITMENT_UNKNOWN_MSG = '所选配套设施不存在';

const isFitmentId = (id: unknown): id is number => typeof id === 'number' && BY_ID.has(id);

const fitmentName = (id: number) => BY_ID.get(id)?.name ?? '';

/** Known ids only, without repeats, in catalogue order (what is stored). */
export function normalizeFitmentIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter(isFitmentId))].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
}

/** Names of the chosen items in catalogue order; unknown ids are left out. */
export function fitmentNames(ids: readonly number[]): string[] {
  return normalizeFitmentIds(ids).map(fitmentName);
}

/** The Chinese message when any id is not in the catalogue (or not an integer), else null. */
export function checkFitmentIds(ids: readonly unknown[]): string | null {
  return ids.every(isFitmentId) ? null : FITMENT_UNKNOWN_MSG;
}
