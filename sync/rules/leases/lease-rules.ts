/**
 * Rules of the new-lease (tenant registration / signing) form, spec part 2 §4 and §5, run identically by the form on
 * the web (also offline) and by the API. Pure functions only. Money is integer fen; dates are 'YYYY-MM-DD'.
 *
 * Decisions (the spec leaves these open):
 * - The spec swaps the labels of the deposit and payment pickers; its strings are kept exactly: a missing deposit
 *   (months) says '请选择付款个数', a missing payment (months) says '请选择押金个数'.
 * - Deposit months are 0..10 where 0 means a custom deposit amount; payment months are 1..10 (part 2 §9).
 * - A zero deposit amount is allowed (a custom deposit of 0, or a deposit fully covered by a deducted advance); only
 *   a missing or negative/non-integer amount is refused.
 * - Collect-day bounds follow §5 for the lease form: type 0 (N days ahead) 0..28, types 1 and 2 (day N) 1..28. Rooms
 *   and templates accept 0..30 for type 0 (part 1), so a default of 29 or 30 days copied from a room must be
 *   corrected on this form.
 * - Other-fee rows may use any bill type except rent (1) and deposit (12), which the bill plan makes itself.
 * - The ID type and number are checked only for an electronic contract (contractType 1), as the spec says.
 */
import { BILL_TYPES } from '../../product/catalog';
import { dayNumber } from '../common/shanghai-time';
import { isValidIdCard, normalizeIdCard } from '../common/id-card';
import { checkPhone } from '../common/validators';
import { checkFitmentIds } from '../../product/fitments';
import {
  collectDayBounds,
  depositAmount,
  filled,
  isInt,
  MAX_FEES,
  MAX_MONEY_FEN,
  MONTHS_MAX,
  MONTHS_MIN,
  textLength,
} from '../templates/template-rules';

export const LEASE_MSG = {
  houseRequired: '请选择房源地址',
  tenantRequired: '请输入承租人姓名',
  tenantTooLong: '承租人姓名不能超过20个字',
  sexRequired: '请选择性别',
  idTypeRequired: '请选择证件类型',
  idNumberRequired: '请输入证件号',
  idNumberInvalid: '证件号码格式有误！',
  countryRequired: '请选择国籍',
  periodRequired: '请选择租期起止',
  periodReversed: '租期结束日期不能早于开始日期',
  /** The deposit-months picker (the spec's label swap is kept on purpose). */
  depositMonthsRequired: '请选择付款个数',
  /** The payment-months picker (the spec's label swap is kept on purpose). */
  paymentMonthsRequired: '请选择押金个数',
  depositRequired: '请输入房屋押金',
  depositInvalid: '房屋押金金额不正确',
  rentRequired: '请输入房屋租金',
  rentPositive: '您的租约租金必须大于0，请检查是否填写错误',
  rentInvalid: '房屋租金金额不正确',
  collectTypeRequired: '请选择收租日期类型',
  collectDayRequired: '请输入收租日期',
  collectAheadRange: '输入的收租日期在（当天-28号）',
  collectDayRange: '输入的收租日期在（1号-28号）',
  feeItemRequired: '请选择其他费用项目',
  feeTypeInvalid: '其他费用类型不正确',
  feeAmountRequired: '请输入其他费用金额',
  feeAmountInvalid: '其他费用金额不正确',
  tooManyFees: '其他费用最多20项',
  remarkTooLong: '备注不能超过500个字',
  billsRequired: '请先生成账单',
  depositBelowAdvance: '押金小于定金',
} as const;

export const REMARK_MAX = 500;
export const TENANT_NAME_MAX = 20;
/** Bill types the plan makes itself; an other-fee row may not use them. */
export const RENT_BILL_TYPE = 1;
export const DEPOSIT_BILL_TYPE = 12;

/** An other-fee row of the form: a bill item (name + bill type) and its amount in fen (per month when perPeriod). */
export interface LeaseFee {
  name: string;
  billsType: number;
  amount: number | null;
  /** true = charged every period (amount per month); false = one-time, in stage 1. */
  perPeriod: boolean;
}

/** Everything the new-lease form holds. Unfilled numbers are null; unfilled strings are ''. */
export interface LeaseFormDraft {
  houseId: string | null;
  /** 0 paper, 1 electronic. */
  contractType: 0 | 1;
  contractTemplateId: string | null;
  /** The lessee's name. */
  tenant: string;
  /** 0 male, 1 female. */
  sex: 0 | 1 | null;
  phone: string;
  /** 0 = resident identity card (the only type offered). */
  idNumberType: 0 | null;
  idNumber: string;
  country: string;
  idCardAddress: string;
  residentialAddress: string;
  startDate: string;
  endDate: string;
  /** Deposit months 1..10, or 0 for a custom deposit amount. */
  deposit: number | null;
  /** Deposit amount, fen (already net of a deducted advance when isDeduction is 1). */
  depositCost: number | null;
  /** Payment months 1..10 (months per period). */
  payment: number | null;
  /** Monthly rent, fen. */
  rentCost: number | null;
  /** 0 N days before each period, 1 day N of the period's first month, 2 day N of the month before the period. */
  collectRentType: number | null;
  collectRentDay: number | null;
  fees: LeaseFee[];
  /** Chosen fixture pkIds of the catalogue (sync/product/fitments.ts). */
  fitmentIds: number[];
  remark: string;
  /** 0 when the lessee lives in the room (the tenant switch on), else 1. */
  isTenant: 0 | 1;
  /** 1 when the contract is sent to the tenant (the send switch on), else 0. */
  isSend: 0 | 1;
  advanceId: string | null;
  /** The deposit order's earnest money, fen (0 without one). */
  advanceCost: number;
  /** 1 when the advance is deducted from the deposit amount. */
  isDeduction: 0 | 1;
}

const blank = (s: string | null | undefined) => !s || !s.trim();

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isDate(s: string | null | undefined): s is string {
  if (!s) return false;
  try {
    dayNumber(s);
    return true;
  } catch {
    return false;
  }
}

/** The collect-day message of §5 when the day is outside its rule's bounds (or not a whole number); else null. */
export function checkLeaseCollectDay(type: 0 | 1 | 2, day: number): string | null {
  const { min, max } = collectDayBounds(type, 'lease');
  if (isInt(day) && day >= min && day <= max) return null;
  return type === 0 ? LEASE_MSG.collectAheadRange : LEASE_MSG.collectDayRange;
}

/** The lease period's message: both dates required, end not before start. */
export function checkLeasePeriod(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): string | null {
  if (!isDate(startDate) || !isDate(endDate)) return LEASE_MSG.periodRequired;
  return dayNumber(endDate) < dayNumber(startDate) ? LEASE_MSG.periodReversed : null;
}

/** The first message a list of other-fee rows fails: item, type, then amount of each row in order. */
export function checkLeaseFees(fees: readonly LeaseFee[]): string | null {
  if (fees.length > MAX_FEES) return LEASE_MSG.tooManyFees;
  for (const f of fees) {
    if (blank(f.name)) return LEASE_MSG.feeItemRequired;
    if (!(f.billsType in BILL_TYPES) || f.billsType === RENT_BILL_TYPE || f.billsType === DEPOSIT_BILL_TYPE) {
      return LEASE_MSG.feeTypeInvalid;
    }
    if (!filled(f.amount)) return LEASE_MSG.feeAmountRequired;
    if (!isInt(f.amount) || f.amount < 0 || f.amount > MAX_MONEY_FEN) return LEASE_MSG.feeAmountInvalid;
  }
  return null;
}

/**
 * The first message the new-lease form fails, in screen order: house, lessee name, sex, phone, ID type and number
 * (electronic contract only), country, lease period, deposit months, payment months, deposit amount, rent,
 * collection rule and day, other fees, fixtures (FITMENT_UNKNOWN_MSG), remark. Null when it may be submitted (the bill
 * plan is checked apart: '请先生成账单').
 */
export function validateLeaseForm(f: LeaseFormDraft): string | null {
  if (blank(f.houseId)) return LEASE_MSG.houseRequired;
  if (blank(f.tenant)) return LEASE_MSG.tenantRequired;
  if (textLength(f.tenant.trim()) > TENANT_NAME_MAX) return LEASE_MSG.tenantTooLong;
  if (f.sex !== 0 && f.sex !== 1) return LEASE_MSG.sexRequired;
  const phone = checkPhone(f.phone);
  if (phone) return phone;
  if (f.contractType === 1) {
    if (f.idNumberType !== 0) return LEASE_MSG.idTypeRequired;
    if (blank(f.idNumber)) return LEASE_MSG.idNumberRequired;
    if (!isValidIdCard(f.idNumber)) return LEASE_MSG.idNumberInvalid;
  }
  if (blank(f.country)) return LEASE_MSG.countryRequired;
  const period = checkLeasePeriod(f.startDate, f.endDate);
  if (period) return period;
  if (!isInt(f.deposit) || f.deposit < 0 || f.deposit > MONTHS_MAX) return LEASE_MSG.depositMonthsRequired;
  if (!isInt(f.payment) || f.payment < MONTHS_MIN || f.payment > MONTHS_MAX) return LEASE_MSG.paymentMonthsRequired;
  if (!filled(f.depositCost)) return LEASE_MSG.depositRequired;
  if (!isInt(f.depositCost) || f.depositCost < 0 || f.depositCost > MAX_MONEY_FEN) return LEASE_MSG.depositInvalid;
  if (!filled(f.rentCost)) return LEASE_MSG.rentRequired;
  if (f.rentCost <= 0) return LEASE_MSG.rentPositive;
  if (!isInt(f.rentCost) || f.rentCost > MAX_MONEY_FEN) return LEASE_MSG.rentInvalid;
  const type = f.collectRentType;
  if (type !== 0 && type !== 1 && type !== 2) return LEASE_MSG.collectTypeRequired;
  if (!filled(f.collectRentDay)) return LEASE_MSG.collectDayRequired;
  const day = checkLeaseCollectDay(type, f.collectRentDay);
  if (day) return day;
  const fees = checkLeaseFees(f.fees);
  if (fees) return fees;
  const fitments = checkFitmentIds(f.fitmentIds);
  if (fitments) return fitments;
  if (textLength(f.remark ?? '') > REMARK_MAX) return LEASE_MSG.remarkTooLong;
  return null;
}

/** The ID number as stored: trimmed, a trailing x upper-cased. */
export const storedIdNumber = (idNumber: string) => normalizeIdCard(idNumber);

/**
 * Deposit amount of a deposit-months choice: months × monthly rent, fen (part 2 §9). Null for the custom choice (0)
 * — the operator types the amount — and while the rent is unknown.
 */
export function depositCostOf(months: number | null | undefined, rentCost: number | null | undefined): number | null {
  if (months === 0) return null;
  return depositAmount(months, rentCost);
}

/**
 * The deposit-deduction toggle (§4). `on` is the toggle's new state and `depositCost` the amount shown before the
 * switch. On: the advance is subtracted — unless the deposit is below the advance, which gives '押金小于定金' (the
 * caller alerts it and the toggle reverts to 0, the deposit unchanged). Off: the advance is added back.
 */
export function deductAdvance(
  depositCost: number,
  advanceCost: number,
  on: boolean,
): { depositCost: number; isDeduction: 0 | 1 } | typeof LEASE_MSG.depositBelowAdvance {
  if (!on) return { depositCost: depositCost + advanceCost, isDeduction: 0 };
  if (depositCost < advanceCost) return LEASE_MSG.depositBelowAdvance;
  return { depositCost: depositCost - advanceCost, isDeduction: 1 };
}

/** On submit (§4): with deduction on and an advance, a deposit below 0 is sent as 0. */
export function depositOnSubmit(f: Pick<LeaseFormDraft, 'depositCost' | 'isDeduction' | 'advanceId'>): number | null {
  if (f.isDeduction === 1 && f.advanceId && filled(f.depositCost) && f.depositCost < 0) return 0;
  return f.depositCost;
}

/**
 * The flags sent on submit (§4): isTenant 0 when the tenant switch is on, else 1; isSend 1 when the send switch is on.
 */
export function switchFlags(tenantSwitchOn: boolean, sendSwitchOn: boolean): { isTenant: 0 | 1; isSend: 0 | 1 } {
  return { isTenant: tenantSwitchOn ? 0 : 1, isSend: sendSwitchOn ? 1 : 0 };
}
