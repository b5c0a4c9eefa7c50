import { and, asc, eq } from 'drizzle-orm';
import { ledgerEntries } from '../ledger/schema';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { users } from '../auth/schema';
import { leaseCheckouts } from '../leases/schema';
import { visibleLease } from '../leases/access';
import { PAYMENT_WAYS } from '../../sync/product/catalog';
import type { SettlementLine } from '../../sync/rules/checkout/settlement';
import type { CheckoutRecord, LedgerKind } from '../../sync/contract/checkout/checkout';
import { refundOfCheckout } from '../finance/refunds/of-checkout';

/**
 * GET /api/checkout?leaseId: the check-out / settlement read model of a lease (spec §3 "Checkout settlement read
 * model"): lines, kind (type), bad debt, paid out and its way, reason, remark, dates, isSettlement (1 when settled)
 * and the operator. null when the lease was not checked out.
 */
export async function readCheckout(db: Reader, user: AuthUser, leaseId: string): Promise<CheckoutRecord | null> {
  const lease = await visibleLease(db, user, leaseId, { includeDeleted: true });
  const [row] = await db
    .select()
    .from(leaseCheckouts)
    .where(and(eq(leaseCheckouts.leaseId, lease.id), eq(leaseCheckouts.orgId, user.orgId)))
    .limit(1);
  if (!row) return null;
  const nameOf = async (id: string | null) =>
    id ? ((await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1))[0]?.name ?? '') : '';
  const lines = JSON.parse(row.lines) as SettlementLine[];
  // The ledger rows the settlement wrote (流水), so the operator sees exactly what was booked.
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.orgId, user.orgId),
        eq(ledgerEntries.sourceType, 'settlement'),
        eq(ledgerEntries.sourceId, row.id),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const ledger = entries.map((e) => ({
    id: e.id,
    itemName: e.itemName,
    inOut: e.inOut,
    kind: e.kind as LedgerKind,
    amount: e.amount,
    paymentWay: e.paymentWay,
    paymentWayText: PAYMENT_WAYS[e.paymentWay] ?? '',
    receiptNumber: e.receiptNumber,
    paidAt: e.paidAt,
  }));
  return {
    leaseId: lease.id,
    type: row.kind,
    kind: row.kind,
    bills: lines,
    costVos: lines,
    badDebtCost: row.badDebtCost,
    returnCost: row.returnCost,
    pathway: row.pathway,
    pathwayText: row.pathway === null ? '' : (PAYMENT_WAYS[row.pathway] ?? ''),
    remark: row.remark,
    returnCause: row.returnCause,
    isSend: row.isSend,
    checkOutDate: row.checkOutDate,
    usableDate: row.usableDate,
    checkOutAt: row.createdAt,
    settledAt: row.settledAt,
    isSettlement: lease.settled ? 1 : 0,
    operator: await nameOf(row.operatorId),
    settledBy: await nameOf(row.settledBy),
    ledger,
    refund: await refundOfCheckout(db, user.orgId, row.id),
  };
}
