import { and, asc, eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { conflict } from '../http/errors';
import { billStages, bills } from '../leases/schema';
import { depositOrders } from '../deposits/schema';
import { leaseHouseText, visibleLease, type VisibleLease } from '../leases/access';
import { DEPOSIT_LEDGER, ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';
import { formatFen } from '../../sync/rules/common/money';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { LEASE_OPS_MSG, LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import type { SettlementPreviewData } from '../../sync/contract/checkout/checkout';
import {
  settlementTotals,
  SOURCE_CUT,
  SOURCE_OVERSTAY,
  type SettlementLine,
} from '../../sync/rules/checkout/settlement';
import {
  previewSettlement,
  type SettlementBill,
  type SettlementPreview,
  type SettlementTerms,
} from '../../sync/rules/checkout/settlement-preview';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';

/** The bills of a lease with their stage's period, as the settlement preview reads them. */
export async function settlementBills(db: Reader, leaseId: string): Promise<SettlementBill[]> {
  const rows = await db
    .select({
      id: bills.id,
      billsType: bills.billsType,
      costName: bills.costName,
      accountReceivable: bills.accountReceivable,
      receivableDate: bills.receivableDate,
      payStatus: bills.payStatus,
      validStatus: bills.validStatus,
      stageStart: billStages.startDate,
      stageEnd: billStages.endDate,
      sourceType: bills.sourceType,
    })
    .from(bills)
    .leftJoin(billStages, eq(billStages.id, bills.stageId))
    .where(eq(bills.leaseId, leaseId))
    .orderBy(asc(bills.stage), asc(bills.receivableDate), asc(bills.createdAt), asc(bills.id));
  return rows.map(({ sourceType, ...b }) => ({
    ...b,
    metered: sourceType === 'meter',
    cut: sourceType === SOURCE_CUT,
    overstay: sourceType === SOURCE_OVERSTAY,
  }));
}

/**
 * The date a settlement of the lease is computed as of: today for a signed lease (check-out now), the check-out date
 * for a checked-out unsettled lease (settle later). `mode` says which operation asks; anything else is refused with
 * LEASE_OPS_MSG's message.
 */
export function settlementDate(
  lease: Pick<VisibleLease, 'status' | 'settled' | 'checkOutDate'>,
  now: number,
  mode: 'checkOut' | 'settle' | 'any',
): string {
  const canCheckOut = lease.status === LEASE_STATUS.signed;
  const canSettle = lease.status === LEASE_STATUS.checkedOut && !lease.settled && !!lease.checkOutDate;
  if (mode === 'checkOut' && !canCheckOut) throw conflict(LEASE_OPS_MSG.checkOutNotAllowed);
  if (mode === 'settle' && !canSettle) throw conflict(LEASE_OPS_MSG.settleNotAllowed);
  if (canCheckOut) return shanghaiToday(now);
  if (canSettle) return lease.checkOutDate!;
  throw conflict(
    lease.status === LEASE_STATUS.checkedOut ? LEASE_OPS_MSG.settleNotAllowed : LEASE_OPS_MSG.checkOutNotAllowed,
  );
}

/**
 * The paid deposit order (定金) this lease was signed with: money the tenant paid that no bill of the lease records
 * (with deduction on it stands for part of the deposit, whose bill was lowered by it; without, it is held besides).
 * A signed order cannot be refunded on its own (api/deposits/revoke.ts: "its deposit belongs to the lease now"), so
 * the settlement refunds it as a line of its own (billsDetailId = the order id); the operator may deduct against it.
 */
export async function advanceRefundLine(
  db: Reader,
  lease: Pick<VisibleLease, 'id' | 'orgId' | 'advanceId'>,
): Promise<SettlementLine | null> {
  if (!lease.advanceId) return null;
  const [order] = await db
    .select({ id: depositOrders.id, advanceCost: depositOrders.advanceCost })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.id, lease.advanceId),
        eq(depositOrders.orgId, lease.orgId),
        eq(depositOrders.leaseId, lease.id),
        eq(depositOrders.payStatus, ORDER_PAY.paid),
      ),
    )
    .limit(1);
  return order && order.advanceCost > 0
    ? {
        name: DEPOSIT_LEDGER.itemName,
        cost: order.advanceCost,
        refundStatus: REFUND_STATUS.refund,
        billsDetailId: order.id,
        working: `已付定金，全额退还 ${formatFen(order.advanceCost)}`,
      }
    : null;
}

/** The lease's other fees (JSON [{name, billsType, amount, perPeriod}]); [] when unreadable. */
function leaseFees(json: string): SettlementTerms['fees'] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as NonNullable<SettlementTerms['fees']>) : [];
  } catch {
    return [];
  }
}

export async function computePreview(db: Reader, lease: VisibleLease, date: string): Promise<SettlementPreview> {
  const p = previewSettlement(
    date,
    { rentCost: lease.rentCost, endDate: lease.endDate, fees: leaseFees(lease.otherFees) },
    await settlementBills(db, lease.id),
  );
  const advance = await advanceRefundLine(db, lease);
  if (!advance) return p;
  // After the bills' refunds, before the arrears.
  const at = p.lines.findIndex((l) => l.refundStatus !== REFUND_STATUS.refund);
  const lines = at < 0 ? [...p.lines, advance] : [...p.lines.slice(0, at), advance, ...p.lines.slice(at)];
  return { ...p, lines };
}

/** GET /api/checkout/preview: the lines, totals and dates the wizard starts from. */
export async function settlementPreview(
  db: Reader,
  now: number,
  user: AuthUser,
  leaseId: string,
): Promise<SettlementPreviewData> {
  const lease = await visibleLease(db, user, leaseId);
  const date = settlementDate(lease, now, 'any');
  const p = await computePreview(db, lease, date);
  const t = settlementTotals(p.lines, 0);
  return {
    leaseId: lease.id,
    mode: lease.status === LEASE_STATUS.signed ? ('checkOut' as const) : ('settle' as const),
    checkOutDate: date,
    today: shanghaiToday(now),
    /** The expected available date to offer: the one chosen at check-out, today when none or already passed. */
    usableDate: lease.usableDate && lease.usableDate > shanghaiToday(now) ? lease.usableDate : shanghaiToday(now),
    tenant: lease.tenant,
    house: leaseHouseText(lease),
    costVos: p.lines,
    refundTotal: t.refunds,
    arrearsTotal: t.arrears,
    badDebtCost: 0,
    maxBadDebt: t.maxBadDebt,
    balance: t.balance,
    returnCost: t.returnCost,
  };
}
