/**
 * Meter reading and utility-bill rules (spec part 3 §2.9, §3 "Meter row" / "Bill generation item", §4, §5; part 1
 * General_6), shared by the phone walk (offline), the desktop screen and the API. Readings are integers in hundredths
 * of a unit (shown with two decimals: 1234.56 度 = 123456); unit prices are fen per unit (General_6); amounts are fen.
 *
 * Decisions where the spec is open:
 * - Usage = current − last accepted reading. A reading below the last one is kept and flagged for review (never
 *   dropped, never billed until reviewed); zero usage and usage above three times the meter's recent average are
 *   warnings the reader confirms.
 * - Amount = usage × unit price / 100, rounded half up to the fen.
 * - "Read this month" uses the meter receipt day of General_6 (1–28): a meter counts as read when its last reading is
 *   on or after the latest receipt day (this month's if it has passed, else last month's); without a receipt day, the
 *   first day of the month.
 */
import { dayNumber } from '../common/shanghai-time';

/** Meter types (part 3 §9 meter listing codes; the General_6 categories have the same numbers). */
export const METER_TYPES = [
  { devType: 1, name: '冷水表', short: '冷水', unit: '吨', item: '水费' },
  { devType: 2, name: '电表', short: '电', unit: '度', item: '电费' },
  { devType: 4, name: '热水表', short: '热水', unit: '吨', item: '热水费' },
] as const;
export const meterTypeOf = (devType: number) => METER_TYPES.find((t) => t.devType === devType);

/** Utility bills are bill type 3 (水电燃暖网). */
export const UTILITY_BILL_TYPE = 3;

/** meters.online_status: 0 offline (a smart meter that did not answer), 1 online (manual meters are always 1). */
export const METER_ONLINE = { offline: 0, online: 1 } as const;
/** The states as a union type, kept beside their constant for code that types a state. @public */
export type MeterOnlineStatus = (typeof METER_ONLINE)[keyof typeof METER_ONLINE];

/** A meter's reading status in this period (General_6 receipt day): 0 not read yet, 1 read. */
export const READING_STATUS = { unread: 0, read: 1 } as const;
export type ReadingStatus = (typeof READING_STATUS)[keyof typeof READING_STATUS];
export const READING_STATUS_TEXT: Record<ReadingStatus, string> = {
  [READING_STATUS.unread]: '未抄',
  [READING_STATUS.read]: '已抄',
};

export const METER_MSG = {
  valueRequired: '请输入本次读数',
  valueInvalid: '读数格式不正确，最多两位小数',
  valueTooLarge: '读数过大',
  belowLast: '本次读数小于上次读数，已标记待复核',
  zeroUsage: '本次用量为0，确定吗？',
  highUsage: '本次用量超过近期平均用量的3倍，确定吗？',
  meterNotFound: '水电表不存在或无权查看',
  readingIdTaken: '该读数编号已被另一条读数使用',
  notSmart: '该表不是智能表',
  startAboveNow: '上次读数不能大于本次读数',
  startBilled: '该表已生成过水电账单，上次读数不能再修改',
  updateFailed: '更新失败',
  noRooms: '请勾选您要生成账单的房间',
  noMeters: '请勾选需要生成账单的水电表',
  zeroConfirm: '有表用量为0，是否继续',
  negative: '有表用量小于0',
  generated: '生成账单成功',
  generateFailed: '生成账单失败',
} as const;

/** Max reading: 99,999,999.99 units. */
export const MAX_READING = 9_999_999_999;

/** '1234.5' → 123450; null when not a non-negative number with at most two decimals. */
export function parseReading(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,8}(\.\d{0,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number((frac + '00').slice(0, 2));
}

/** 123450 → '1234.50'. */
export function readingText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const sign = value < 0 ? '-' : '';
  const v = Math.abs(value);
  return `${sign}${Math.floor(v / 100)}.${String(v % 100).padStart(2, '0')}`;
}

export interface MeterSummary {
  lastValue: number | null;
  avgUsage: number | null;
}

/**
 * 上次 of a meter — one rule for the phone walk (/meterReading) and the desktop table (issue 12): where its next bill
 * starts, the reading it was last billed to (the move-in reading of a new tenancy), else its first reading; null
 * when it was never read. 用量 is measured from it, so both screens show the usage the next bill will charge.
 */
export const meterBase = (m: { billedValue: number | null; firstValue?: number | null }): number | null =>
  m.billedValue ?? m.firstValue ?? null;

/** 用量 of `value` against 上次 (meterBase); null when either is missing. */
export const usageFromBase = (base: number | null, value: number | null): number | null =>
  base === null || value === null ? null : value - base;

export type ReadingWarning = 'belowLast' | 'zeroUsage' | 'highUsage';

/** Usage of a new reading against the meter's last one (null for the first reading of a meter). */
export const usageOf = (meter: Pick<MeterSummary, 'lastValue'>, value: number) =>
  meter.lastValue === null ? null : value - meter.lastValue;

/** What a reader is warned about (belowLast: kept and flagged for review). */
export function readingWarnings(meter: MeterSummary, value: number): ReadingWarning[] {
  const usage = usageOf(meter, value);
  if (usage === null) return [];
  if (usage < 0) return ['belowLast'];
  if (usage === 0) return ['zeroUsage'];
  if (meter.avgUsage !== null && meter.avgUsage > 0 && usage > meter.avgUsage * 3) return ['highUsage'];
  return [];
}

/** The fen of `usage` hundredths at `unitPrice` fen per unit, rounded half up. */
export function utilityAmount(usage: number, unitPrice: number): number {
  if (!Number.isSafeInteger(usage) || !Number.isSafeInteger(unitPrice) || usage < 0 || unitPrice < 0)
    throw new Error('usage and unit price must be non-negative integers');
  return Math.floor((usage * unitPrice + 50) / 100);
}

/** New average usage after an accepted interval (the mean of the last three intervals, approximated by a running mean). */
export function nextAvgUsage(prevAvg: number | null, intervals: number, usage: number): number {
  if (prevAvg === null || intervals <= 0) return usage;
  const n = Math.min(intervals, 2);
  return Math.round((prevAvg * n + usage) / (n + 1));
}

/** The date (YYYY-MM-DD) from which a reading counts as this period's: the latest receipt day on or before `today`. */
export function periodStart(today: string, receiptDay: number | null): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = receiptDay ?? 1;
  if (d >= day) return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const py = m === 1 ? y - 1 : y;
  const pm = m === 1 ? 12 : m - 1;
  return `${py}-${String(pm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Read this period: the last reading's Shanghai date is on or after the period start. */
export function isReadThisPeriod(lastReadDate: string | null, today: string, receiptDay: number | null): boolean {
  if (!lastReadDate) return false;
  return dayNumber(lastReadDate) >= dayNumber(periodStart(today, receiptDay));
}
