import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { badRequest, conflict, notFound } from '../../http/errors';
import { recordLedger } from '../../ledger/record';
import { leaseCheckouts } from '../../leases/schema';
import { paidInstant } from '../../deposits/access';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { checkRefundPay, REFUND_APP, REFUND_MSG } from '../../../sync/rules/finance/refund-rules';
import type { RefundPayInput } from '../../../sync/contract/finance/refunds';
import type { RefundPayoutLine } from '../../checkout/book-settlement';
import { refundScope } from './list';
import { refundApplications as r } from './schema';

async function load(tx: Tx, user: AuthUser, id: string) {
  const [a] = await tx
    .select()
    .from(r)
    .where(and(refundScope(tx, user), eq(r.id, id)))
    .limit(1);
  if (!a) throw notFound(REFUND_MSG.notFound);
  return a;
}

/** Moves an application from one status to the next only if it is still in `from` (two payers cannot both pay). */
async function move(tx: Tx, id: string, from: readonly number[], set: Partial<typeof r.$inferInsert>, msg: string) {
  const cur = (await tx.select({ status: r.status }).from(r).where(eq(r.id, id)).limit(1))[0];
  if (!cur || !from.includes(cur.status)) throw conflict(msg);
  const done = await tx
    .update(r)
    .set(set)
    .where(and(eq(r.id, id), eq(r.status, cur.status)))
    .returning({ id: r.id });
  if (done.length !== 1) throw conflict(msg);
}

/** 审批: 待审批 → 待付款. */
export function approveRefund(db: Db, now: number, user: AuthUser, id: string) {
  return db.write(user.orgId, async (tx) => {
    await load(tx, user, id);
    await move(
      tx,
      id,
      [REFUND_APP.pending],
      { status: REFUND_APP.approved, approvedBy: user.id, approvedAt: now, updatedAt: now },
      REFUND_MSG.notPending,
    );
  });
}

/** 驳回 (with a reason): 待审批 or 待付款 → 已驳回; nothing is paid out. */
export function rejectRefund(db: Db, now: number, user: AuthUser, id: string, reason: string) {
  return db.write(user.orgId, async (tx) => {
    await load(tx, user, id);
    await move(
      tx,
      id,
      [REFUND_APP.pending, REFUND_APP.approved],
      { status: REFUND_APP.rejected, rejectedBy: user.id, rejectedAt: now, reason: reason.trim(), updatedAt: now },
      REFUND_MSG.notOpen,
    );
  });
}

/**
 * 付款: 待付款 → 已退款. The refund's ledger rows (outgoing cash, the way chosen, dated the pay date) are written now,
 * as 'settlement' rows of the check-out, one per paid-out part of a refund line; the settlement's payout way becomes
 * the way it was paid with. The unit's ledger check (api/effects.ts) holds the application and its rows together.
 */
export function payRefund(db: Db, now: number, user: AuthUser, id: string, input: RefundPayInput) {
  const today = shanghaiToday(now);
  return db.write(user.orgId, async (tx) => {
    const a = await load(tx, user, id);
    if (a.status !== REFUND_APP.approved) throw conflict(REFUND_MSG.notApproved);
    const msg = checkRefundPay(input, today, a.checkOutDate);
    if (msg) throw badRequest(msg);
    const paymentWay = input.paymentWay!;
    const payDate = input.payDate!;
    await move(
      tx,
      id,
      [REFUND_APP.approved],
      { status: REFUND_APP.paid, paidBy: user.id, paidAt: now, payDate, paymentWay, updatedAt: now },
      REFUND_MSG.notApproved,
    );
    for (const l of JSON.parse(a.lines) as RefundPayoutLine[]) {
      await recordLedger(tx, now, {
        orgId: user.orgId,
        apartmentId: a.apartmentId,
        roomId: a.roomId,
        leaseId: a.leaseId,
        inOut: 0,
        amount: l.amount,
        billType: l.billType,
        itemName: l.name,
        paymentWay,
        paidAt: paidInstant(payDate, today, now),
        trader: a.tenant,
        sourceType: 'settlement',
        sourceId: a.checkoutId,
        remark: '退房结算退款',
        operatorId: user.id,
      });
    }
    await tx
      .update(leaseCheckouts)
      .set({ pathway: paymentWay, updatedAt: now })
      .where(eq(leaseCheckouts.id, a.checkoutId));
  });
}
