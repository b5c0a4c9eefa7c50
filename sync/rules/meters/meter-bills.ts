/**
 * Utility bills from meter readings (spec part 3 §2.9, §3 "Bill generation item", §4 "Meter bill generation", §5,
 * §7 "Meter reading and bills", §8 "Bills"; part 1 General_6). Pure rules shared by the desktop screen (which checks
 * the selection before sending) and the API (which checks again and decides).
 *
 * Rules (decided):
 * - A bill item is one meter of one room's current lease. It runs from the meter's billed value (billedValue: the end
 *   reading of its last bill, or a start typed on the desktop before the first bill; else its first accepted reading,
 *   by time — accepted readings never go down) to its latest accepted reading (lastValue / lastReadingId).
 *   Review-flagged readings (below the last one) are never billed.
 * - usage = end − start (hundredths); amount = utilityAmount(usage, unit price) with the unit price of the
 *   apartment's General_6 category = the meter's devType. The category must be enabled (useAble 1) with a price
 *   above 0, else the whole request is refused with a message naming the apartment and the category.
 * - Selection: no item / no house → '请勾选您要生成账单的房间'; a ticked house with no meter chosen →
 *   '请勾选需要生成账单的水电表'; a negative usage anywhere → '有表用量小于0' and nothing is made; a zero usage asks
 *   '有表用量为0，是否继续' on the web first. A meter whose usage is 0, or whose amount rounds to 0 fen, gets no bill
 *   and its billed reading does not move (the usage carries over to its next bill).
 * - The numbers the web shows (startNum / endNum) must equal what the server computes at the time of the request,
 *   else the request is refused with code 109 and a message saying the readings changed (so a reading is billed
 *   once: a repeated or concurrent request finds the billed reading moved and is refused, rolled back whole).
 * - The lease must be live (bills open, else LEASE_CLOSED_MSG) and be the room's current lease (status 1 first, else
 *   0, as roomFactsOf decides). Every refusal whose message the web must show (negative usage, readings changed, no
 *   reading, price missing, lease closed or not current) has code 109 (HTTP 409); selection and date messages are 400;
 *   a lease or meter the user may not see is 404.
 * - Every item is checked before anything is written; then each meter's billed reading moves by a conditional update
 *   (where it is still the start the request saw), so of two concurrent requests only one bills a reading.
 * - Receivable date: createType 1 → payTime (a date from today on); createType 0 → the receivable date of the lease's
 *   next stage not yet due (the first stage by number whose receivable date is today or later; the last stage when all
 *   are past). The bill joins that stage (createType 1: the first stage whose receivable date is on or after payTime,
 *   else the last stage). A lease without stages puts it under stage 0 (其他账单).
 * - Every bill: type 3 (UTILITY_BILL_TYPE), cost name 水费/电费/热水费, remark '读数 a → b，用量 u 吨 × 单价 p 元/吨',
 *   source 'meter' with the end reading's id; the meter's billed reading moves to the end reading and the end reading
 *   carries the bill's id. All bills of a request are made in one transaction.
 */
import { isBusinessDate } from '../bills/bill-rules';
import { fenToYuan } from '../common/money';
import { METER_MSG, meterTypeOf, readingText } from './meter-rules';

/** Envelope code of a refusal whose message the web shows as is (spec §8 "code 109 shows the server message"). */
export const GENERATE_REFUSED = 109;

export const METER_BILL_MSG = {
  noRooms: METER_MSG.noRooms,
  noMeters: METER_MSG.noMeters,
  zeroConfirm: METER_MSG.zeroConfirm,
  negative: METER_MSG.negative,
  generated: METER_MSG.generated,
  failed: METER_MSG.generateFailed,
  createType: '请选择生成方式',
  payTimeRequired: '请选择付款日期',
  payTimePast: '付款日期不能早于今天',
  duplicateMeter: '同一水电表不能重复生成账单',
  meterMismatch: '水电表与房间不符',
  leaseMismatch: '租约与房间不符',
  notCurrentLease: '该房间的租约已变更，请刷新后重试',
} as const;

/** The readings of a meter changed since the screen was loaded (or it was just billed). */
export const readingsChangedMsg = (where: string) => `${where}的读数已变化（可能刚生成过账单或有新读数），请刷新后重试`;
/** A meter that has no accepted reading yet. */
export const noReadingMsg = (where: string) => `${where}还没有读数，不能生成账单`;
/** The apartment's General_6 category is not enabled or has no price. */
export const priceMissingMsg = (apartmentName: string, category: string) =>
  `${apartmentName}未设置${category}单价或未启用，请先在水电配置中设置`;

export interface GenerateItem {
  houseId: string;
  leaseId: string;
  /** null / '' : the house is ticked but no meter of it chosen. */
  meterId?: string | null;
  devType?: number | null;
  startNum?: number | null;
  endNum?: number | null;
}

/** The selection message (§5), or null when the request may go on. Houses are the distinct houseIds of the items. */
export function checkSelection(items: readonly GenerateItem[]): string | null {
  if (items.length === 0) return METER_BILL_MSG.noRooms;
  const houses = new Map<string, boolean>();
  for (const i of items) houses.set(i.houseId, (houses.get(i.houseId) ?? false) || !!i.meterId);
  if (houses.size === 0) return METER_BILL_MSG.noRooms;
  if ([...houses.values()].some((has) => !has)) return METER_BILL_MSG.noMeters;
  const seen = new Set<string>();
  for (const i of items) {
    if (!i.meterId) continue;
    if (seen.has(i.meterId)) return METER_BILL_MSG.duplicateMeter;
    seen.add(i.meterId);
  }
  return null;
}

/** 'negative' when any chosen meter's usage is below 0 (stop), 'zero' when any is 0 (confirm first), else null. */
export function usageWarning(
  items: readonly Pick<GenerateItem, 'meterId' | 'startNum' | 'endNum'>[],
): 'negative' | 'zero' | null {
  let zero = false;
  for (const i of items) {
    if (!i.meterId || i.startNum == null || i.endNum == null) continue;
    const u = i.endNum - i.startNum;
    if (u < 0) return 'negative';
    if (u === 0) zero = true;
  }
  return zero ? 'zero' : null;
}

/** The createType / payTime message, or null. createType 1 needs a payTime from `today` on. */
export function checkPayTime(createType: number, payTime: string | null | undefined, today: string): string | null {
  if (createType !== 0 && createType !== 1) return METER_BILL_MSG.createType;
  if (createType === 0) return null;
  if (!payTime || !isBusinessDate(payTime)) return METER_BILL_MSG.payTimeRequired;
  if (payTime < today) return METER_BILL_MSG.payTimePast;
  return null;
}

export interface StageLike {
  id: string;
  stage: number;
  receivableDate: string;
}

/**
 * The stage a utility bill joins and its receivable date: the first stage (by number, stage > 0) whose receivable date
 * is on or after `from` (today, or payTime), else the last stage; null without stages.
 */
export function pickStage<S extends StageLike>(stages: readonly S[], from: string): S | null {
  const plan = stages.filter((s) => s.stage > 0).sort((a, b) => a.stage - b.stage);
  if (plan.length === 0) return null;
  return plan.find((s) => s.receivableDate >= from) ?? plan[plan.length - 1];
}

/** '读数 1234.50 → 1300.00，用量 65.50 吨 × 单价 3.50 元/吨'. */
export function meterBillRemark(devType: number, start: number, end: number, unitPrice: number): string {
  const unit = meterTypeOf(devType)?.unit ?? '';
  return `读数 ${readingText(start)} → ${readingText(end)}，用量 ${readingText(end - start)} ${unit} × 单价 ${fenToYuan(unitPrice)} 元/${unit}`;
}

/** The bill's cost name for a meter type: 水费 / 电费 / 热水费. */
export const meterBillName = (devType: number) => meterTypeOf(devType)?.item ?? '水电费';
