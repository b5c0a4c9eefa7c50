import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { forbidden, notFound } from '../http/errors';
import { recordLedger } from '../ledger/record';
import { bills, leases } from '../leases/schema';
import { LEASES } from '../leases/routes';
import { apartments, rooms } from '../houses/schema';
import { roomScope, visibleApartments } from '../houses/scope';
import { depositOrders } from '../deposits/schema';
import { roomRefusal } from '../deposits/access';
import { bookOrderPayment } from '../deposits/pay';
import { DEPOSIT_PERM } from '../deposits/routes';
import { bookBillsPayment } from '../bills/book';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { canCollect, DEPOSIT_LEDGER } from '../../sync/rules/deposits/deposit-rules';
import { billsOpen, canCollectBill } from '../../sync/rules/leases/lease-status';
import type { PaymentOutcome, RefreshInput, RefreshResult } from '../../sync/contract/payments/payments';
import { driverFor, type DriverContext } from './driver';
import { billIdsOf } from './bill-qr';
import { paymentOrders } from './schema';

export type PaymentOrder = typeof paymentOrders.$inferSelect;

const ONLINE = 0;
const PAYMENT_NOT_FOUND = '支付订单不存在';
/** Ledger classification of money that arrived for bills no longer payable (to be refunded). */
const BILLS_ORPHAN_LEDGER = { billType: 13, itemName: '账单扫码支付' } as const;

/**
 * Asks the driver whether a scan-to-pay trade is paid; when it is, books it exactly once (the payment order's
 * `appliedAt` is set by a conditional update in the same transaction as the booking):
 * - a deposit order becomes paid (way 0 online, time now) with its ledger entry;
 * - bills (sourceType 'bills') are collected together through bookBillsPayment (one receipt, way 0 online).
 * Money that arrived must always be booked: when the order or a bill was collected, revoked or voided meanwhile, its
 * room deleted or taken, the lease checked out or deleted, or a bill's amount changed, it is booked as an incoming
 * ledger entry marked for refund (outcome 'orphan').
 *
 * Access is checked once, before asking the driver: the trade must be of the user's org and of an apartment the user
 * may see (deleted apartments and rooms included, so that a trade paid before a room was removed can still be
 * booked), and the user must hold the permission of what it pays for (deposit orders 'depositOrders', bills 'leases').
 * The transaction reads rows by id and org only, so a change of the user's scope meanwhile cannot leave a paid trade
 * unbooked.
 */
export async function refreshTrade(ctx: DriverContext, user: AuthUser, input: RefreshInput): Promise<RefreshResult> {
  const { db } = ctx;
  const [po] = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.orgId, user.orgId),
        eq(paymentOrders.orderNo, input.orderNo),
        eq(paymentOrders.roomId, input.houseId),
      ),
    )
    .limit(1);
  if (!po) throw notFound(PAYMENT_NOT_FOUND);
  const [visible] = await db
    .select({ id: apartments.id })
    .from(apartments)
    .where(
      and(
        eq(apartments.id, po.apartmentId),
        visibleApartments(db, user, { includeDeleted: true }),
        roomScope(db, user, sql`${po.roomId}`, { includeDeleted: true }),
      ),
    )
    .limit(1);
  if (!visible) throw notFound(PAYMENT_NOT_FOUND);
  if (!user.can(po.sourceType === 'bills' ? LEASES : DEPOSIT_PERM)) throw forbidden();
  return settleTrade(ctx, user.id, po);
}

/**
 * The booking half of refreshTrade, for a payment order whose access the caller checked (the operator above, or the
 * tenant page for its own lease's bills, api/tenant/pay-bills.ts): asks the driver and books a paid trade exactly
 * once; `operatorId` is written as the collector.
 */
export async function settleTrade(ctx: DriverContext, operatorId: string, po: PaymentOrder): Promise<RefreshResult> {
  const { db } = ctx;
  const isBills = po.sourceType === 'bills';
  const answer = (status: 'paid' | 'unpaid', applied: boolean, outcome: string | null): RefreshResult => ({
    orderNo: po.orderNo,
    advanceId: isBills ? '' : po.sourceId,
    status,
    applied,
    outcome: outcome as PaymentOutcome | null,
    ...(isBills ? { billIds: billIdsOf(po.sourceId) } : {}),
  });
  if (po.appliedAt !== null) return answer('paid', false, po.outcome);
  const state = await driverFor(po.driver, ctx).query(po.tradeNo);
  if (state !== 'paid') return answer('unpaid', false, null);
  const now = ctx.now();
  return db.write(po.orgId, async (tx) => {
    const book = isBills ? await bookBills(tx, now, operatorId, po) : await bookDeposit(tx, now, operatorId, po);
    if (book === null) {
      const [booked] = await tx
        .select({ o: paymentOrders.outcome })
        .from(paymentOrders)
        .where(eq(paymentOrders.id, po.id))
        .limit(1);
      return answer('paid', false, booked?.o ?? null);
    }
    return answer('paid', true, book);
  });
}

/** Claims the payment order (once); false when another refresh booked it first. */
async function claim(tx: Tx, now: number, po: PaymentOrder, outcome: PaymentOutcome): Promise<boolean> {
  const claimed = await tx
    .update(paymentOrders)
    .set({ appliedAt: now, paidAt: now, outcome, updatedAt: now })
    .where(and(eq(paymentOrders.id, po.id), isNull(paymentOrders.appliedAt)))
    .returning({ id: paymentOrders.id });
  return claimed.length === 1;
}

/** Books a paid deposit-order trade; the outcome, or null when it was booked already. */
async function bookDeposit(tx: Tx, now: number, operatorId: string, po: PaymentOrder): Promise<PaymentOutcome | null> {
  const [order] = await tx
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.id, po.sourceId), eq(depositOrders.orgId, po.orgId)))
    .limit(1);
  const [room] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, po.roomId), eq(rooms.orgId, po.orgId)))
    .limit(1);
  const live = room && room.deletedAt === null ? room : null;
  const payable =
    order !== undefined && live !== null && canCollect(order) && roomRefusal(live, shanghaiToday(now)) === null;
  const outcome: PaymentOutcome = payable ? 'paid' : 'orphan';
  if (!(await claim(tx, now, po, outcome))) return null;
  if (payable) {
    await bookOrderPayment(tx, now, order, {
      payWay: ONLINE,
      paidAt: now,
      operatorId,
      remark: `扫码支付 ${po.orderNo}`,
    });
  } else {
    await recordLedger(tx, now, {
      orgId: po.orgId,
      apartmentId: po.apartmentId,
      roomId: po.roomId,
      leaseId: null,
      inOut: 1,
      amount: po.amount,
      billType: DEPOSIT_LEDGER.billType,
      itemName: DEPOSIT_LEDGER.itemName,
      paymentWay: ONLINE,
      paidAt: now,
      trader: order?.promiseMan ?? '',
      sourceType: 'deposit_order',
      sourceId: po.sourceId,
      remark: `扫码支付 ${po.orderNo}：订单已收款或已失效，待退款`,
      operatorId,
    });
  }
  return outcome;
}

/**
 * Books a paid bills trade: when every bill is still a collectable bill of one live, open lease and their amounts
 * still add up to what was paid, they are collected together (bookBillsPayment: one receipt, ledger, lease effective,
 * room facts); otherwise the money is booked as an orphan to refund. The outcome, or null when booked already.
 */
async function bookBills(tx: Tx, now: number, operatorId: string, po: PaymentOrder): Promise<PaymentOutcome | null> {
  const ids = billIdsOf(po.sourceId);
  const rows = ids.length
    ? await tx
        .select()
        .from(bills)
        .where(and(eq(bills.orgId, po.orgId), inArray(bills.id, ids)))
    : [];
  const leaseId = rows[0]?.leaseId ?? null;
  const [lease] = leaseId
    ? await tx
        .select()
        .from(leases)
        .where(and(eq(leases.id, leaseId), eq(leases.orgId, po.orgId)))
        .limit(1)
    : [];
  const payable =
    lease !== undefined &&
    lease.deletedAt === null &&
    billsOpen(lease) &&
    rows.length === ids.length &&
    rows.every((b) => b.leaseId === lease.id && canCollectBill(b)) &&
    rows.reduce((s, b) => s + b.accountReceivable, 0) === po.amount;
  const outcome: PaymentOutcome = payable ? 'paid' : 'orphan';
  if (!(await claim(tx, now, po, outcome))) return null;
  const remark = `扫码支付 ${po.orderNo}`;
  if (payable) {
    await bookBillsPayment(tx, now, lease, ids, { paymentType: ONLINE, paidAt: now, operatorId, remark });
  } else {
    await recordLedger(tx, now, {
      orgId: po.orgId,
      apartmentId: po.apartmentId,
      roomId: po.roomId,
      leaseId: lease?.id ?? null,
      inOut: 1,
      amount: po.amount,
      billType: BILLS_ORPHAN_LEDGER.billType,
      itemName: BILLS_ORPHAN_LEDGER.itemName,
      paymentWay: ONLINE,
      paidAt: now,
      trader: lease?.tenant ?? '',
      sourceType: 'bill',
      sourceId: po.sourceId,
      remark: `${remark}：账单已收款、已作废或租约已退房，待退款`,
      operatorId,
    });
  }
  return outcome;
}
