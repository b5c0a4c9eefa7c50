import { and, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Tx } from '../db/store';
import type { AuthUser } from '../http/env';
import { badRequest, conflict } from '../http/errors';
import { bills, leaseCheckouts, leases, leaseTenants } from '../leases/schema';
import { visibleLease } from '../leases/access';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import {
  checkSettlement,
  checkUsableDate,
  SOURCE_CUT,
  SETTLE_MSG,
  settlementTotals,
  type SettlementLine,
} from '../../sync/rules/checkout/settlement';
import { withOverstayEdit, sameComputedLines } from '../../sync/rules/checkout/settlement-overstay';
import { computePreview, settlementDate } from './preview';
import { billOverstay } from './bill-overstay';
import { bookSettlement } from './book-settlement';
import { openRefundApplication } from '../finance/refunds/open-application';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { DWELL_STATUS } from '../../sync/rules/residents/resident-rules';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import type { CheckOutInput } from '../../sync/contract/checkout/checkout';

/**
 * Checks a lease out (mode 'checkOut', a signed lease, as of today) or settles a checked-out unsettled lease
 * ('settle', as of its check-out date), in ONE transaction: the settlement rules of sync/rules/checkout/settlement.ts
 * recomputed on the server, bills voided / reduced / paid by offset / written off, deduction bills, ledger rows, the
 * lease and its lease_checkouts row, its residents moved out on the check-out date (the unit refreshes the room's board
 * facts).
 */
export function checkOutLease(db: Db, now: number, user: AuthUser, input: CheckOutInput, mode: 'checkOut' | 'settle') {
  return db.write(user.orgId, (tx) => checkOutLeaseIn(tx, now, user, input, mode));
}

/** checkOutLease inside the caller's unit of work (the demo seed checks its leases out in the organisation's unit). */
export async function checkOutLeaseIn(
  tx: Tx,
  now: number,
  user: AuthUser,
  input: CheckOutInput,
  mode: 'checkOut' | 'settle',
) {
  const today = shanghaiToday(now);
  const lease = await visibleLease(tx, user, input.leaseId);
  const date = settlementDate(lease, now, mode);
  const withSettlement = mode === 'settle' || input.withSettlement;
  const usableDate = input.usableDate || null;
  if (mode === 'checkOut' || usableDate) {
    const msg = checkUsableDate(usableDate, today);
    if (msg) throw badRequest(msg);
  }
  const preview = await computePreview(tx, lease, date);
  let lines: SettlementLine[] = [];
  const badDebt = withSettlement ? input.badDebtCost : 0;
  let pathway = withSettlement ? (input.pathway ?? null) : null;
  if (withSettlement) {
    const form: SettlementLine[] = input.costVos.map((l) => ({
      name: l.name,
      cost: l.cost,
      refundStatus: l.refundStatus,
      billsDetailId: l.billsDetailId ?? null,
      ...(l.kind ? { kind: l.kind, reason: l.reason ?? '' } : {}),
    }));
    if (!sameComputedLines(preview.lines, form)) throw conflict(SETTLE_MSG.linesChanged);
    const computed = withOverstayEdit(preview.lines, form);
    if (typeof computed === 'string') throw badRequest(computed);
    const deductions = form
      .filter((l) => l.refundStatus === REFUND_STATUS.deduction)
      .map((l): SettlementLine => ({
        name: l.name.trim(),
        cost: l.cost,
        refundStatus: REFUND_STATUS.deduction,
        billsDetailId: null,
      }));
    lines = [...computed, ...deductions];
    const msg = checkSettlement({ lines, badDebtCost: badDebt, pathway });
    if (msg) throw badRequest(msg);
    if (settlementTotals(lines, badDebt).returnCost !== input.returnCost)
      throw badRequest(SETTLE_MSG.returnCostMismatch);
    // Nothing paid out: the refunds are all offset (rule 4: way 6 其他), whatever route the form still carries. Else
    // the route is the one proposed to the refund application (the payer chooses the way when paying).
    if (input.returnCost === 0) pathway = null;
  }

  const [existing] = await tx.select().from(leaseCheckouts).where(eq(leaseCheckouts.leaseId, lease.id)).limit(1);
  const checkoutId = existing?.id ?? ulid(now);
  // Bills no longer owed after the check-out date.
  if (preview.voidIds.length) {
    await tx
      .update(bills)
      .set({ validStatus: BILL_VALID.void, operatorId: user.id, updatedAt: now })
      .where(
        and(
          inArray(bills.id, preview.voidIds),
          eq(bills.payStatus, BILL_PAY.unpaid),
          eq(bills.validStatus, BILL_VALID.valid),
        ),
      );
  }
  // Cut to the days up to the check-out date, and marked so a later settlement owes them in full (rule 5).
  for (const r of preview.reduce) {
    await tx
      .update(bills)
      .set({ accountReceivable: r.to, sourceType: SOURCE_CUT, sourceId: checkoutId, updatedAt: now })
      .where(eq(bills.id, r.id));
  }

  const write = { tx, now, user, lease, checkoutId, date };
  if (withSettlement) {
    lines = await billOverstay(write, lines);
    // The net refund is not paid out here: it waits as a refund application (/drawbackApplict) until paid.
    await openRefundApplication(write, await bookSettlement(write, lines, badDebt), pathway);
  } else {
    // Without settlement the overstay is billed now, so it can be collected before the settlement (rule 6).
    await billOverstay(write, preview.lines);
  }

  const settledFields = withSettlement ? { settled: 1, settledAt: now } : {};
  if (mode === 'checkOut') {
    const res = await tx
      .update(leases)
      .set({
        status: LEASE_STATUS.checkedOut,
        checkOutAt: now,
        checkOutDate: date,
        usableDate,
        updatedAt: now,
        ...settledFields,
      })
      .where(and(eq(leases.id, lease.id), eq(leases.status, LEASE_STATUS.signed)))
      .returning({ id: leases.id });
    if (res.length !== 1) throw conflict('租约已退房，不能重复退房');
    // Everyone still living under the lease moves out with it, on the check-out date.
    await tx
      .update(leaseTenants)
      .set({ dwellStatus: DWELL_STATUS.movedOut, leaveDate: date, updatedAt: now })
      .where(and(eq(leaseTenants.leaseId, lease.id), eq(leaseTenants.dwellStatus, DWELL_STATUS.staying)));
    await tx.insert(leaseCheckouts).values({
      id: checkoutId,
      orgId: user.orgId,
      createdAt: now,
      updatedAt: now,
      leaseId: lease.id,
      kind: withSettlement ? 1 : 0,
      checkOutDate: date,
      usableDate: usableDate!,
      isSend: input.isSend === true || input.isSend === 1 ? 1 : 0,
      returnCause: withSettlement ? input.returnCause.trim() : '',
      lines: JSON.stringify(lines),
      badDebtCost: badDebt,
      returnCost: withSettlement ? input.returnCost : 0,
      pathway,
      remark: withSettlement ? input.remark.trim() : '',
      operatorId: user.id,
      settledAt: withSettlement ? now : null,
      settledBy: withSettlement ? user.id : null,
    });
  } else {
    const res = await tx
      .update(leases)
      .set({ ...settledFields, ...(usableDate ? { usableDate } : {}), updatedAt: now })
      .where(and(eq(leases.id, lease.id), eq(leases.status, LEASE_STATUS.checkedOut), eq(leases.settled, 0)))
      .returning({ id: leases.id });
    if (res.length !== 1) throw conflict(SETTLE_MSG.linesChanged);
    const values = {
      updatedAt: now,
      returnCause: input.returnCause.trim(),
      lines: JSON.stringify(lines),
      badDebtCost: badDebt,
      returnCost: input.returnCost,
      pathway,
      remark: input.remark.trim(),
      settledAt: now,
      settledBy: user.id,
      isSend: input.isSend === true || input.isSend === 1 ? 1 : 0,
      ...(usableDate ? { usableDate } : {}),
    };
    if (existing) await tx.update(leaseCheckouts).set(values).where(eq(leaseCheckouts.id, existing.id));
    else {
      // A lease checked out before lease_checkouts existed: the row is made now.
      await tx.insert(leaseCheckouts).values({
        id: checkoutId,
        orgId: user.orgId,
        createdAt: now,
        leaseId: lease.id,
        kind: 0,
        checkOutDate: date,
        usableDate: usableDate ?? lease.usableDate ?? date,
        operatorId: user.id,
        ...values,
      });
    }
  }
  return {
    leaseId: lease.id,
    checkOutDate: date,
    settled: withSettlement ? 1 : 0,
    returnCost: withSettlement ? input.returnCost : 0,
    badDebtCost: badDebt,
  };
}
