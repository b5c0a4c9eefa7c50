/**
 * The bill plan of a new lease (spec part 2 §3 "bill plan request", §4 rent-collection type, §5 "generating bills"):
 * the lease period cut into payment periods (stages), each with its rent bill, the deposit and one-time fees in
 * stage 1, per-period fees in every stage. Pure and deterministic; the web (also offline) and the API run it
 * identically. Money is integer fen and only integer arithmetic is used; dates are 'YYYY-MM-DD' calendar dates (no
 * Date objects, no time zone).
 *
 * Rules (chosen here; the spec gives only the request's fields):
 * 1. Month arithmetic is always counted from the lease start (the anchor): month boundary j is the start date plus j
 *    calendar months, the day clamped to the end of a shorter month (start Jan 31 → Feb 28 or 29, Mar 31, Apr 30 …;
 *    start 2028-02-29 → 2028-03-29, 2029-02-28, 2029-03-29 …). Boundaries are never chained from a clamped date, so
 *    a clamp does not drift into later months.
 * 2. Stage k (k = 0, 1, …) starts at boundary k × paymentMonths and ends the day before boundary (k + 1) ×
 *    paymentMonths; the last stage is cut at the end date (both dates inclusive), so stages are contiguous, with no
 *    gap and no overlap, from the start date to the end date.
 * 3. A stage's rent = whole months × rent + remaining days × dailyRent. Whole months are counted on the same
 *    anchored boundaries (the largest m with boundary(first + m) ≤ end + 1 day); the remaining days run from that
 *    boundary to the stage's end. A full stage is exactly paymentMonths × rent. A one-day lease is one day's rent.
 * 4. dailyRent = round-half-up(rent × 12 / 365) fen, in integers: ⌊(24 × rent + 365) / 730⌋. It is also what the
 *    contract's holdover clause charges per day.
 * 5. Receivable dates: stage 1 is due on the start date (money at signing). Later stages follow the collection rule —
 *    type 0: the stage's start minus N days; type 1: day N of the stage's first calendar month; type 2: day N of the
 *    calendar month before the stage's first month — and are never before the lease start (a rule date before it
 *    becomes the start date). N is 0..28 for type 0 and 1..28 for types 1 and 2, so day N exists in every month.
 *    Type 1 can fall after the stage has begun (a stage starting on the 15th with N = 20); that is the rule.
 * 6. Bills of a stage, in order: rent (billsType 1 '房租', always present), then in stage 1 the deposit (billsType 12
 *    '押金', left out when 0), then the other fees in their input order: a one-time fee (perPeriod false) only in
 *    stage 1 at its amount; a per-period fee (perPeriod true, amount per month) in every stage, prorated exactly like
 *    rent (whole months × amount + days × its own daily amount). A fee bill of 0 fen is left out. Every bill of a
 *    stage carries the stage's receivable date; the stage total is the sum of its bills.
 * 7. Bad input throws an Error whose message is the form's Chinese message (checkPlanInput); callers check first.
 */
import { addDays, addMonths, dateOfDayNumber, dayNumber, dayOfMonth } from '../common/shanghai-time';
import { BILL_TYPES } from '../../product/catalog';
import {
  checkLeaseCollectDay,
  checkLeaseFees,
  checkLeasePeriod,
  DEPOSIT_BILL_TYPE,
  isDate,
  LEASE_MSG,
  RENT_BILL_TYPE,
  type LeaseFormDraft,
} from '../leases/lease-rules';
import { filled, isInt, MAX_MONEY_FEN, MONTHS_MAX, MONTHS_MIN } from '../templates/template-rules';

export interface BillPlanFee {
  name: string;
  billsType: number;
  /** Fen; per month when perPeriod, else the one-time amount. */
  amount: number;
  perPeriod: boolean;
}

export interface BillPlanInput {
  /** Lease period, both inclusive; endDate ≥ startDate. */
  startDate: string;
  endDate: string;
  /** Monthly rent, fen, > 0. */
  rentCost: number;
  /** Deposit amount, fen, ≥ 0 (already net of a deducted advance). */
  depositCost: number;
  /** Months per period, 1..10. */
  paymentMonths: number;
  /** 0 N days before each period, 1 day N of the period's first month, 2 day N of the month before the period. */
  collectRentType: 0 | 1 | 2;
  collectRentDay: number;
  fees: BillPlanFee[];
}

export interface PlanBill {
  billsType: number;
  costName: string;
  amount: number;
  receivableDate: string;
}

export interface PlanStage {
  /** 1..n. */
  stage: number;
  /** '第1期'. */
  stageName: string;
  startDate: string;
  endDate: string;
  receivableDate: string;
  bills: PlanBill[];
  total: number;
}

export interface BillPlan {
  stages: PlanStage[];
  /** Sum of all rent bills, fen. */
  totalRent: number;
  /** The daily rent used for partial months, fen. */
  dailyRent: number;
}

// ---------------------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------------------
// Money.

/** Round-half-up(monthly × 12 / 365) fen, integer arithmetic only: the daily amount of a monthly amount. */
export function dailyOf(monthly: number): number {
  return Math.floor((24 * monthly + 365) / 730);
}

/** A monthly amount (rent, or a per-period fee) over whole months and days: months × monthly + days × its daily amount (rules 3, 6). */
export function prorateMonthly(monthly: number, months: number, days: number): number {
  return months * monthly + days * dailyOf(monthly);
}

/**
 * What a full payment period (付N) costs of a monthly amount: the rent bill or the per-period fee bill of every stage
 * but a shorter last one. The contract and the lease detail state per-period figures with this, so they equal the bills.
 */
export function periodAmountOf(monthly: number, paymentMonths: number): number {
  return prorateMonthly(monthly, Math.max(1, paymentMonths), 0);
}

/**
 * Whole months and remaining days of the inclusive period start..end, months counted on boundaries anchored at the
 * start (rule 1). Computed from the year/month difference, then adjusted, independently of the stage loop.
 */
export function leaseLength(startDate: string, endDate: string): { months: number; days: number } {
  const after = dayNumber(endDate) + 1;
  let months = (+endDate.slice(0, 4) - +startDate.slice(0, 4)) * 12 + (+endDate.slice(5, 7) - +startDate.slice(5, 7));
  while (months > 0 && dayNumber(addMonths(startDate, months)) > after) months--;
  while (dayNumber(addMonths(startDate, months + 1)) <= after) months++;
  return { months, days: after - dayNumber(addMonths(startDate, months)) };
}

/** Total rent of the lease = whole months × rent + remaining days × dailyRent, computed apart from the stages. */
export function totalRentOf(input: Pick<BillPlanInput, 'startDate' | 'endDate' | 'rentCost'>): number {
  const { months, days } = leaseLength(input.startDate, input.endDate);
  return months * input.rentCost + days * dailyOf(input.rentCost);
}

// ---------------------------------------------------------------------------------------------------------------
// Checks.

export const GENERATE_MSG = {
  depositRequired: '请先填写押金',
  startRequired: '请先填写开始时间',
  endRequired: '请先填写结束时间',
  collectTypeRequired: '请先填写收租日期类型',
  collectDayRequired: '请先填写收租日期输入的天数',
  rentRequired: '请先填写房租费用',
} as const;

/** What the "generate bills" button reads from the form; any field may still be empty. */
export interface GenerateForm {
  depositCost?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  collectRentType?: number | null;
  collectRentDay?: number | null;
  rentCost?: number | null;
}

/**
 * The first missing field for generating bills, in the spec's order (§5): deposit amount, start, end, collection
 * type (0, 1 or 2 — the spec names 0 and 1; settings also offer 2), collection day, rent. Null when all are there.
 * A deposit of 0 counts as filled; a rent of 0 does not (no plan can be made of it). A malformed date counts as
 * missing. Ranges and the other fields are checked after this by checkPlanInput.
 */
export function checkGenerateInputs(form: GenerateForm): string | null {
  if (!filled(form.depositCost)) return GENERATE_MSG.depositRequired;
  if (!isDate(form.startDate)) return GENERATE_MSG.startRequired;
  if (!isDate(form.endDate)) return GENERATE_MSG.endRequired;
  if (form.collectRentType !== 0 && form.collectRentType !== 1 && form.collectRentType !== 2)
    return GENERATE_MSG.collectTypeRequired;
  if (!filled(form.collectRentDay)) return GENERATE_MSG.collectDayRequired;
  if (!filled(form.rentCost) || form.rentCost <= 0) return GENERATE_MSG.rentRequired;
  return null;
}

/** The first message a complete plan input fails (the lease form's messages); null when billPlan may run. */
export function checkPlanInput(input: BillPlanInput): string | null {
  const period = checkLeasePeriod(input.startDate, input.endDate);
  if (period) return period;
  if (!isInt(input.depositCost) || input.depositCost < 0 || input.depositCost > MAX_MONEY_FEN)
    return LEASE_MSG.depositInvalid;
  if (!isInt(input.paymentMonths) || input.paymentMonths < MONTHS_MIN || input.paymentMonths > MONTHS_MAX) {
    return LEASE_MSG.paymentMonthsRequired;
  }
  if (!filled(input.rentCost) || input.rentCost <= 0) return LEASE_MSG.rentPositive;
  if (!isInt(input.rentCost) || input.rentCost > MAX_MONEY_FEN) return LEASE_MSG.rentInvalid;
  const type = input.collectRentType;
  if (type !== 0 && type !== 1 && type !== 2) return LEASE_MSG.collectTypeRequired;
  return checkLeaseCollectDay(type, input.collectRentDay) ?? checkLeaseFees(input.fees);
}

/**
 * The plan input of the lease form, or the first message that stops it: the generate checks (§5 order), then the
 * payment months and the ranges of checkPlanInput.
 */
export function planInputOf(
  f: Pick<
    LeaseFormDraft,
    'depositCost' | 'startDate' | 'endDate' | 'collectRentType' | 'collectRentDay' | 'rentCost' | 'payment' | 'fees'
  >,
): BillPlanInput | string {
  const missing = checkGenerateInputs(f);
  if (missing) return missing;
  if (!isInt(f.payment)) return LEASE_MSG.paymentMonthsRequired;
  for (const fee of f.fees) if (!filled(fee.amount)) return LEASE_MSG.feeAmountRequired;
  const input: BillPlanInput = {
    startDate: f.startDate,
    endDate: f.endDate,
    rentCost: f.rentCost!,
    depositCost: f.depositCost!,
    paymentMonths: f.payment,
    collectRentType: f.collectRentType as 0 | 1 | 2,
    collectRentDay: f.collectRentDay!,
    fees: f.fees.map((x) => ({ name: x.name, billsType: x.billsType, amount: x.amount!, perPeriod: x.perPeriod })),
  };
  return checkPlanInput(input) ?? input;
}

// ---------------------------------------------------------------------------------------------------------------
// The plan.

/** The receivable date of a later stage (rule 5), never before the lease start. */
export function receivableDateOf(leaseStart: string, stageStart: string, type: 0 | 1 | 2, day: number): string {
  const due = type === 0 ? addDays(stageStart, -day) : dayOfMonth(stageStart, type === 1 ? 0 : -1, day);
  return dayNumber(due) < dayNumber(leaseStart) ? leaseStart : due;
}

/** The bill plan of a lease (see the rules at the top of this file). Throws on bad input (checkPlanInput). */
export function billPlan(input: BillPlanInput): BillPlan {
  const bad = checkPlanInput(input);
  if (bad) throw new Error(bad);
  const { startDate, endDate, rentCost, depositCost, paymentMonths: pm, collectRentType, collectRentDay, fees } = input;
  const dailyRent = dailyOf(rentCost);
  const after = dayNumber(endDate) + 1;
  const boundary = (j: number) => dayNumber(addMonths(startDate, j));
  const prorate = prorateMonthly;

  const stages: PlanStage[] = [];
  let totalRent = 0;
  for (let k = 0; boundary(k * pm) < after; k++) {
    const first = k * pm;
    const start = boundary(first);
    let months = 0;
    while (months < pm && boundary(first + months + 1) <= after) months++;
    const end = Math.min(boundary(first + pm), after); // exclusive
    const days = end - boundary(first + months);
    const startStr = dateOfDayNumber(start);
    const receivableDate = k === 0 ? startDate : receivableDateOf(startDate, startStr, collectRentType, collectRentDay);
    const bill = (billsType: number, costName: string, amount: number): PlanBill => ({
      billsType,
      costName,
      amount,
      receivableDate,
    });

    const rent = prorate(rentCost, months, days);
    totalRent += rent;
    const bills: PlanBill[] = [bill(RENT_BILL_TYPE, BILL_TYPES[RENT_BILL_TYPE], rent)];
    if (k === 0 && depositCost > 0) bills.push(bill(DEPOSIT_BILL_TYPE, BILL_TYPES[DEPOSIT_BILL_TYPE], depositCost));
    for (const fee of fees) {
      const amount = fee.perPeriod ? prorate(fee.amount, months, days) : k === 0 ? fee.amount : 0;
      if (amount > 0) bills.push(bill(fee.billsType, fee.name.trim(), amount));
    }
    stages.push({
      stage: k + 1,
      stageName: `第${k + 1}期`,
      startDate: startStr,
      endDate: dateOfDayNumber(end - 1),
      receivableDate,
      bills,
      total: bills.reduce((s, b) => s + b.amount, 0),
    });
  }
  return { stages, totalRent, dailyRent };
}
