/**
 * The ledger side of a settlement (sync/rules/checkout/settlement.ts rule 4): how the arrears split between what the
 * refunds cover and the bad debt, and the movements (ledger rows) a settlement books.
 */
import type { SettlementLine } from './settlement';
import { REFUND_STATUS } from './refund-status';

export interface ArrearsSplit {
  billsDetailId: string;
  name: string;
  /** Paid by offset (covered by the refunds). */
  covered: number;
  /** Written off as bad debt. */
  badDebt: number;
}

/** Splits the arrears lines (in order) between the covered part and the bad debt, the bad debt taken from the last. */
export function splitArrears(lines: readonly SettlementLine[], badDebt: number): ArrearsSplit[] {
  const arrears = lines.filter((l) => l.refundStatus === REFUND_STATUS.arrears && l.cost > 0);
  let left = badDebt;
  const out: ArrearsSplit[] = [];
  for (let i = arrears.length - 1; i >= 0; i--) {
    const l = arrears[i];
    const bd = Math.min(left, l.cost);
    left -= bd;
    out.unshift({ billsDetailId: l.billsDetailId ?? '', name: l.name, covered: l.cost - bd, badDebt: bd });
  }
  return out;
}

export interface Movement {
  /**
   * What it records: an arrears bill paid by offset, its written-off part, a deduction, the part of a refund line
   * offset against the arrears and deductions ('refund_offset', way 其他), the part of it actually paid out ('refund').
   */
  what: 'offset' | 'bad_debt' | 'deduction' | 'refund_offset' | 'refund';
  inOut: 0 | 1;
  kind: 'cash' | 'bad_debt';
  amount: number;
  name: string;
  /** The bill (offset, bad debt, refund) or the deduction line's index. */
  ref: string;
}

/**
 * The ledger rows of a settlement (rule 4); zero amounts are left out. A refund line is split in two: what the
 * arrears covered and the deductions took (offset, booked at the settlement with way 其他) and what is paid out to the
 * tenant (booked with the payout route when the refund application is paid). The offset is taken from the refund
 * lines in their order, so the paid-out parts total exactly returnCost.
 */
export function settlementMovements(lines: readonly SettlementLine[], badDebt: number): Movement[] {
  const out: Movement[] = [];
  let offsetLeft = 0;
  for (const s of splitArrears(lines, badDebt)) {
    offsetLeft += s.covered;
    if (s.covered > 0)
      out.push({ what: 'offset', inOut: 1, kind: 'cash', amount: s.covered, name: s.name, ref: s.billsDetailId });
    if (s.badDebt > 0)
      out.push({ what: 'bad_debt', inOut: 0, kind: 'bad_debt', amount: s.badDebt, name: s.name, ref: s.billsDetailId });
  }
  lines.forEach((l, i) => {
    if (l.refundStatus === REFUND_STATUS.deduction && l.cost > 0) offsetLeft += l.cost;
    if (l.refundStatus === REFUND_STATUS.deduction && l.cost > 0)
      out.push({ what: 'deduction', inOut: 1, kind: 'cash', amount: l.cost, name: l.name.trim(), ref: String(i) });
  });
  for (const l of lines) {
    if (l.refundStatus !== REFUND_STATUS.refund || l.cost <= 0) continue;
    const offset = Math.min(offsetLeft, l.cost);
    offsetLeft -= offset;
    const base = { inOut: 0 as const, kind: 'cash' as const, name: `${l.name}退还`, ref: l.billsDetailId ?? '' };
    if (offset > 0) out.push({ what: 'refund_offset', amount: offset, ...base });
    if (l.cost - offset > 0) out.push({ what: 'refund', amount: l.cost - offset, ...base });
  }
  return out;
}

/** The parts of a settlement's refund lines paid out to the tenant: they total returnCost. */
export const payoutMovements = (lines: readonly SettlementLine[], badDebt: number) =>
  settlementMovements(lines, badDebt).filter((m) => m.what === 'refund');

/** The cash net of movements: incoming minus outgoing, bad-debt rows left out. */
export const cashNet = (ms: readonly Pick<Movement, 'inOut' | 'kind' | 'amount'>[]) =>
  ms.filter((m) => m.kind === 'cash').reduce((t, m) => t + (m.inOut === 1 ? m.amount : -m.amount), 0);
