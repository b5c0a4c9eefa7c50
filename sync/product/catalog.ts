/** Fixed catalogues of the domain that web and api share (spec part 1 §3, §9; part 4 §9). */

/** Room facilities (the facility list of part 1 §7; a template or room joins the chosen ids with '_'). */
export const FACILITIES = [
  { facilityId: 1, name: '空调' },
  { facilityId: 2, name: '热水器' },
  { facilityId: 3, name: '洗衣机' },
  { facilityId: 4, name: '冰箱' },
  { facilityId: 5, name: '电视' },
  { facilityId: 6, name: '宽带' },
  { facilityId: 7, name: '衣柜' },
  { facilityId: 8, name: '床' },
  { facilityId: 9, name: '书桌' },
  { facilityId: 10, name: '沙发' },
  { facilityId: 11, name: '独立卫生间' },
  { facilityId: 12, name: '阳台' },
  { facilityId: 13, name: '燃气灶' },
  { facilityId: 14, name: '微波炉' },
  { facilityId: 15, name: '智能门锁' },
  { facilityId: 16, name: '暖气' },
] as const;

export const parseFacility = (joined: string) =>
  joined
    .split('_')
    .map(Number)
    .filter((n) => FACILITIES.some((f) => f.facilityId === n));
export const joinFacility = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join('_');

/** Bill types (part 1 §9, part 4 §9). */
export const BILL_TYPES: Record<number, string> = {
  1: '房租',
  2: '其他押金',
  3: '水电费',
  4: '服务费',
  5: '维修费',
  6: '杂费',
  7: '预付款',
  8: '手续费',
  9: '违约金',
  10: '租约费用',
  11: '退房费用',
  12: '押金',
  13: '其他',
};

/** Ledger (bookkeeping) types 14–21. */
export const LEDGER_TYPES: Record<number, string> = {
  14: '经营收支',
  15: '广告费',
  16: '维修保养',
  17: '装修费',
  18: '供暖制冷',
  19: '杂费',
  20: '财务费用',
  21: '其他',
};

/** Other-fee categories of a template or room (the itemType of an other-fee item); a subset of the bill types. */
export const OTHER_FEE_TYPES = [2, 3, 4, 6, 13] as const;

/** Removed other-fee items carry this id/cost and are dropped on save (part 1 §3, §5). */
export const REMOVED_ITEM = -100;

/** Payment ways (part 4 §9). */
export const PAYMENT_WAYS: Record<number, string> = {
  0: '线上支付',
  1: '现金',
  2: '支付宝转账',
  3: '微信转账',
  4: '对公转账',
  5: 'POS机',
  6: '其他',
  7: '个人银行卡转账',
};

/** Rent-collection rules (part 1 §4): only the chosen rule's day field is enabled. */
export const COLLECT_RENT_TYPES = [
  { type: 0, label: '每期提前', unit: '天收租' },
  { type: 1, label: '每期第一个月固定', unit: '号收租' },
  { type: 2, label: '每期提前一个月固定', unit: '号收租' },
] as const;
