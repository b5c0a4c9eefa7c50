/**
 * Rules of room templates and single-room terms (spec part 1 §2.6–§2.9, §4, §5), run identically by the form on the
 * web and by the API. Pure functions only. Money is integer fen; deposit and payment are months (押N付M).
 */
import { OTHER_FEE_TYPES, REMOVED_ITEM } from '../../product/catalog';

export const TEMPLATE_MSG = {
  nameRequired: '请填写模板名称',
  areaRequired: '请填写房屋面积',
  layoutRequired: '请填写户型',
  incomplete: '您未完善模板信息，是否保存该模板并下一步？',
  cancelled: '已取消',
  unbound: '有房间还未绑定模板',
  rented: '当前房源已出租不可修改模板',
  nearbyTooLong: '房间最近输入过长',
  created: '添加模板成功',
  updated: '修改成功',
  duplicateName: '该公寓已有同名模板',
  deleteConfirm: '确定要删除该模板吗？',
  deleted: '删除成功',
  areaInvalid: '房屋面积应在0到10000平方米之间',
  bedroomRange: '卧室数量应在0到10之间',
  hallRange: '客厅数量应在0到10之间',
  bathroomRange: '卫生间数量应在0到10之间',
  depositRange: '押金月数应在1到10之间',
  paymentRange: '付款月数应在1到10之间',
  rentInvalid: '租金金额不正确',
  advanceInvalid: '定金金额不正确',
  collectTypeRequired: '请选择收租方式',
  collectTypeInvalid: '收租方式不正确',
  collectAheadRange: '提前收租天数应在0到30天之间',
  collectDayRange: '收租日应在1到28号之间',
  feeNameRequired: '请填写费用名称',
  feeNameTooLong: '费用名称不能超过20个字',
  feeCostInvalid: '费用金额不正确',
  feeTypeInvalid: '费用类型不正确',
  tooManyFees: '其他费用最多20项',
  tooManyPictures: '最多上传20张图片',
  nameTooLong: '模板名称不能超过20个字',
  advertTooLong: '广告语不能超过50个字',
  introTooLong: '房间描述不能超过1000个字',
  houseNumberRequired: '请填写房间号',
  houseNumberTooLong: '房间号不能超过10个字',
} as const;

export const LAYOUT_MIN = 0;
export const LAYOUT_MAX = 10;
export const MONTHS_MIN = 1;
export const MONTHS_MAX = 10;
export const MAX_PICTURES = 20;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_GUIDANCE = '最多20张，每张不超过5MB，建议尺寸不小于800x600，第一张为封面';
export const NEARBY_MAX = 30;
export const MAX_FEES = 20;
export const MAX_AREA = 10000;
/** Largest rent or amount accepted (¥10,000,000.00), far above any real room. */
export const MAX_MONEY_FEN = 1_000_000_000;

/** An other-fee row (part 1 §3). `costId` or `cost` equal to REMOVED_ITEM (-100) marks a removed row. */
export interface FeeItem {
  costId?: string | number | null;
  item: string;
  cost: number;
  itemType: number;
}

/** The rent terms and listing a template and a room both hold. Unfilled numbers are null; money in fen. */
export interface TermsDraft {
  area: number | null;
  rentCost: number | null;
  advanceCost: number | null;
  collectRentType: number | null;
  collectRentDay: number | null;
  items: FeeItem[];
  pictures: string[];
  advert: string;
  nearby: string;
  facility: string;
  intro: string;
}

/** What a template form holds (and what the API stores for a template). Unfilled numbers are null. */
export interface TemplateDraft extends TermsDraft {
  name: string;
  bedroom: number;
  hall: number;
  bathroom: number;
  deposit: number | null;
  payment: number | null;
  depositCost?: number | null;
}

/** A whole number (the shared test of the sync rules). */
export const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
/** A number that has been filled in (not null/undefined/NaN/±Infinity). */
export const filled = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);
/** Text length in characters (code points), so that one Chinese character counts once. */
export const textLength = (s: string) => [...s].length;

/**
 * Deposit amount = deposit months × monthly rent, in fen; null while either is unknown.
 *
 * Part 1 §5 says "deposit months × payment months × rent", which contradicts 押N付M (the deposit is N months of
 * rent; M only says how many months each payment covers). We follow part 2 §9 ("Deposit cost = deposit months ×
 * rent") on purpose, here and everywhere the deposit amount is computed.
 */
export function depositAmount(
  depositMonths: number | null | undefined,
  rentCost: number | null | undefined,
): number | null {
  if (!filled(depositMonths) || !filled(rentCost)) return null;
  return depositMonths * rentCost;
}

/** Other-fee rows without the removed ones (id or cost -100), which are dropped on save (part 1 §5). */
export function keptItems<T extends FeeItem>(items: readonly T[]): T[] {
  return items.filter((i) => Number(i.costId) !== REMOVED_ITEM && i.cost !== REMOVED_ITEM);
}

/**
 * Day bounds of a rent-collection rule: 0 = N days in advance, 1 and 2 = fixed day of a month (1–28). Days in
 * advance are 0–30 on rooms and templates (part 1) and 0–28 on the lease form (part 2 §5), so a default of 29 or 30
 * copied from a room must be corrected there.
 */
export function collectDayBounds(type: number, form: 'room' | 'lease' = 'room'): { min: number; max: number } {
  return type === 0 ? { min: 0, max: form === 'lease' ? 28 : 30 } : { min: 1, max: 28 };
}

/** The rule's message when the collection type/day pair is wrong; both may be unfilled (an incomplete template). */
export function checkCollectRent(type: number | null | undefined, day: number | null | undefined): string | null {
  if (!filled(type)) return filled(day) ? TEMPLATE_MSG.collectTypeRequired : null;
  if (type !== 0 && type !== 1 && type !== 2) return TEMPLATE_MSG.collectTypeInvalid;
  if (!filled(day)) return null;
  const { min, max } = collectDayBounds(type);
  if (!isInt(day) || day < min || day > max)
    return type === 0 ? TEMPLATE_MSG.collectAheadRange : TEMPLATE_MSG.collectDayRange;
  return null;
}

/** Why a template cannot be deleted: rooms are still bound to it (null when none is). */
export function templateDeleteRefusal(boundRooms: number): string | null {
  return boundRooms > 0 ? `该模板已绑定 ${boundRooms} 间房，请先为这些房间更换模板后再删除` : null;
}

/** Choosing a collection rule clears the day value; only that rule's day field is then enabled (part 1 §4). */
export function chooseCollectType(type: number): { collectRentType: number; collectRentDay: null } {
  return { collectRentType: type, collectRentDay: null };
}

/**
 * Words of a collection rule, the same on the template and room screens, the lease form and the contract:
 * '每期提前3天收租' ('每期当天收租' for 0 days), '每期第一个月固定5号收租', '每期提前一个月固定5号收租'.
 */
export function collectRuleText(type: number | null | undefined, day: number | null | undefined): string {
  if (!filled(type)) return '';
  const d = filled(day) ? String(day) : 'N';
  if (type === 0) return day === 0 ? '每期当天收租' : `每期提前${d}天收租`;
  if (type === 1) return `每期第一个月固定${d}号收租`;
  if (type === 2) return `每期提前一个月固定${d}号收租`;
  return '';
}

/** The message for a bad list of other fees (the removed rows are not checked; they are dropped). */
export function checkFeeItems(items: readonly FeeItem[]): string | null {
  const kept = keptItems(items);
  if (kept.length > MAX_FEES) return TEMPLATE_MSG.tooManyFees;
  for (const i of kept) {
    if (!i.item || !i.item.trim()) return TEMPLATE_MSG.feeNameRequired;
    if (textLength(i.item.trim()) > 20) return TEMPLATE_MSG.feeNameTooLong;
    if (!isInt(i.cost) || i.cost < 0 || i.cost > MAX_MONEY_FEN) return TEMPLATE_MSG.feeCostInvalid;
    if (!(OTHER_FEE_TYPES as readonly number[]).includes(i.itemType)) return TEMPLATE_MSG.feeTypeInvalid;
  }
  return null;
}

const moneyOk = (n: number | null | undefined) => !filled(n) || (isInt(n) && n >= 0 && n <= MAX_MONEY_FEN);

/** The nearby text's message when it is longer than 30 characters. */
export function checkNearby(nearby: string): string | null {
  return textLength(nearby) > NEARBY_MAX ? TEMPLATE_MSG.nearbyTooLong : null;
}

/**
 * The first message a template draft fails, in the spec's order: name, area, layout (at least one of
 * bedroom/hall/bathroom non-zero); then the ranges and the other fields. Null when it may be saved.
 */
export function validateTemplate(t: TemplateDraft): string | null {
  if (!t.name || !t.name.trim()) return TEMPLATE_MSG.nameRequired;
  if (!filled(t.area) || t.area <= 0) return TEMPLATE_MSG.areaRequired;
  if (!t.bedroom && !t.hall && !t.bathroom) return TEMPLATE_MSG.layoutRequired;
  if (textLength(t.name.trim()) > 20) return TEMPLATE_MSG.nameTooLong;
  if (t.area > MAX_AREA) return TEMPLATE_MSG.areaInvalid;
  const inRange = (n: number) => isInt(n) && n >= LAYOUT_MIN && n <= LAYOUT_MAX;
  if (!inRange(t.bedroom)) return TEMPLATE_MSG.bedroomRange;
  if (!inRange(t.hall)) return TEMPLATE_MSG.hallRange;
  if (!inRange(t.bathroom)) return TEMPLATE_MSG.bathroomRange;
  const months = (n: number | null) => !filled(n) || (isInt(n) && n >= MONTHS_MIN && n <= MONTHS_MAX);
  if (!months(t.deposit)) return TEMPLATE_MSG.depositRange;
  if (!months(t.payment)) return TEMPLATE_MSG.paymentRange;
  return checkTerms(t);
}

/** The first message the terms of a template or a room fail, in the spec's order: rent, earnest money, then the rest. */
function checkTerms(t: TermsDraft): string | null {
  if (!moneyOk(t.rentCost)) return TEMPLATE_MSG.rentInvalid;
  if (!moneyOk(t.advanceCost)) return TEMPLATE_MSG.advanceInvalid;
  return (
    checkCollectRent(t.collectRentType, t.collectRentDay) ??
    checkFeeItems(t.items) ??
    (t.pictures.length > MAX_PICTURES ? TEMPLATE_MSG.tooManyPictures : null) ??
    (textLength(t.advert) > 50 ? TEMPLATE_MSG.advertTooLong : null) ??
    checkNearby(t.nearby) ??
    (textLength(t.intro) > 1000 ? TEMPLATE_MSG.introTooLong : null)
  );
}

/** What one room's edit form (/editHouse, part 1 §2.9) holds. */
export interface RoomDraft extends TermsDraft {
  houseNumber: string;
}

/** The first message a single-room draft fails; null when it may be saved. */
export function validateRoom(r: RoomDraft): string | null {
  if (!r.houseNumber || !r.houseNumber.trim()) return TEMPLATE_MSG.houseNumberRequired;
  if (textLength(r.houseNumber.trim()) > 10) return TEMPLATE_MSG.houseNumberTooLong;
  if (filled(r.area) && (r.area <= 0 || r.area > MAX_AREA)) return TEMPLATE_MSG.areaInvalid;
  return checkTerms(r);
}

/**
 * True when any of advanceCost, advert, collectRentDay, deposit, depositCost, facility, payment, rentCost or pictures
 * is not filled (part 1 §5): the form then asks '您未完善模板信息，是否保存该模板并下一步？' before saving.
 * Amounts count as filled when above 0 (a zero rent or deposit is what an untouched form holds); the day counts as
 * filled when set, 0 included (collect on the day the period starts).
 */
export function isTemplateIncomplete(t: TemplateDraft): boolean {
  const positive = (n: number | null | undefined) => filled(n) && n > 0;
  const depositCost = t.depositCost ?? depositAmount(t.deposit, t.rentCost);
  return !(
    positive(t.advanceCost) &&
    t.advert.trim() !== '' &&
    filled(t.collectRentDay) &&
    positive(t.deposit) &&
    positive(depositCost) &&
    t.facility.trim() !== '' &&
    positive(t.payment) &&
    positive(t.rentCost) &&
    t.pictures.length > 0
  );
}

/** '1室0厅1卫'. */
export const houseTypeText = (bedroom: number, hall: number, bathroom: number) => `${bedroom}室${hall}厅${bathroom}卫`;

/** '押1付3'; '' while either is unknown. */
export const payMethodText = (deposit: number | null | undefined, payment: number | null | undefined) =>
  filled(deposit) && filled(payment) ? `押${deposit}付${payment}` : '';

/** '精装单间 1室0厅1卫 25㎡' (part 1 §3 spliceName). */
export function spliceName(t: {
  name: string;
  bedroom: number;
  hall: number;
  bathroom: number;
  area: number | null;
}): string {
  const parts = [t.name, houseTypeText(t.bedroom, t.hall, t.bathroom)];
  if (filled(t.area)) parts.push(`${t.area}㎡`);
  return parts.join(' ');
}
