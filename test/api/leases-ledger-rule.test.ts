import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ulid } from 'ulid';
import { leasesHarness, type LeasesHarness } from './lease-helpers';
import { bills } from '../../api/leases/schema';
import { ledgerEntries } from '../../api/ledger/schema';
import { depositOrders } from '../../api/deposits/schema';
import { recordLedger } from '../../api/ledger/record';
import { LedgerMismatch } from '../../api/effects';
import { collectLeaseBills, leaseBills, leaseById } from './factories/leases';
import { BILL_PAY } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';

/**
 * Issue 14 point 2: a money movement writes the ledger through the unit of work. Its write effect (api/effects.ts
 * checkLedger) refuses a unit that records money received on a bill or a deposit order without the ledger's cash
 * entries for it, whoever wrote it; the unit rolls back. (This test writes the tables directly, in a unit of work, to
 * play the code that forgot the ledger.)
 */
let t: LeasesHarness;
// A fresh harness per test: building it may take a while on a busy machine (the first one clones the demo).
beforeEach(async () => {
  t = await leasesHarness();
}, 60_000);

const TODAY = '2026-11-22';

/** A signed lease on a free 东湖公寓 room and its first bill. */
async function leaseWithBill() {
  const leaseId = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0));
  const [first] = await leaseBills(t.h.db, leaseId);
  return { leaseId, bill: first! };
}
const billById = async (id: string) => (await t.h.db.select().from(bills).where(eq(bills.id, id)).limit(1))[0]!;

describe('the ledger check of the unit of work: bills', () => {
  it('refuses a bill marked paid without its ledger entry, and rolls the whole unit back', async () => {
    const { leaseId, bill } = await leaseWithBill();
    const lease = await leaseById(t.h.db, leaseId);
    const forgot = t.h.db.write(lease.orgId, async (tx) => {
      await tx.update(bills).set({ receiptRemark: '先记一笔' }).where(eq(bills.id, bill.id));
      await tx
        .update(bills)
        .set({
          payStatus: BILL_PAY.paid,
          amountReceived: bill.accountReceivable,
          receiptNumber: 'SJ-FORGOT',
          paymentType: 1,
          receiptDate: tx.now,
        })
        .where(eq(bills.id, bill.id));
    });
    await expect(forgot).rejects.toThrow(LedgerMismatch);
    await expect(forgot).rejects.toThrow(
      /bills of receipt SJ-FORGOT record \d+ fen received but the ledger's cash entries of that receipt total 0 fen/,
    );
    expect(await billById(bill.id)).toMatchObject({
      payStatus: BILL_PAY.unpaid,
      amountReceived: 0,
      receiptNumber: '',
      receiptRemark: '',
    });
  });

  it('refuses received money without a receipt, and a ledger entry of another amount', async () => {
    const { leaseId, bill } = await leaseWithBill();
    const lease = await leaseById(t.h.db, leaseId);
    const noReceipt = t.h.db.write(lease.orgId, (tx) =>
      tx.update(bills).set({ amountReceived: 100 }).where(eq(bills.id, bill.id)),
    );
    await expect(noReceipt).rejects.toThrow(/without a receipt or a ledger entry/);
    const short = t.h.db.write(lease.orgId, async (tx) => {
      const { receiptNumber } = await recordLedger(tx, tx.now, {
        orgId: lease.orgId,
        apartmentId: lease.apartmentId,
        roomId: lease.roomId,
        leaseId,
        inOut: 1,
        amount: bill.accountReceivable - 1,
        billType: bill.billsType,
        itemName: bill.costName,
        paymentWay: 1,
        paidAt: tx.now,
        trader: lease.tenant,
        sourceType: 'bill',
        sourceId: bill.id,
        operatorId: lease.creatorId,
      });
      await tx
        .update(bills)
        .set({ payStatus: BILL_PAY.paid, amountReceived: bill.accountReceivable, receiptNumber })
        .where(eq(bills.id, bill.id));
    });
    await expect(short).rejects.toThrow(LedgerMismatch);
    expect(await billById(bill.id)).toMatchObject({ payStatus: BILL_PAY.unpaid, amountReceived: 0 });
    expect(await t.h.db.select().from(ledgerEntries).where(eq(ledgerEntries.sourceId, bill.id))).toHaveLength(0);
  });

  it('refuses one bill of a collection booked on another bill’s entry (each collected bill has its own)', async () => {
    const { leaseId } = await leaseWithBill();
    const lease = await leaseById(t.h.db, leaseId);
    const [a, b] = (await leaseBills(t.h.db, leaseId)).filter((x) => x.accountReceivable > 0);
    const swapped = t.h.db.write(lease.orgId, async (tx) => {
      const { receiptNumber } = await recordLedger(tx, tx.now, {
        orgId: lease.orgId,
        apartmentId: lease.apartmentId,
        roomId: lease.roomId,
        leaseId,
        inOut: 1,
        amount: a!.accountReceivable + b!.accountReceivable,
        billType: a!.billsType,
        itemName: a!.costName,
        paymentWay: 1,
        paidAt: tx.now,
        trader: lease.tenant,
        sourceType: 'bill',
        sourceId: a!.id,
        operatorId: lease.creatorId,
      });
      for (const x of [a!, b!])
        await tx
          .update(bills)
          .set({ payStatus: BILL_PAY.paid, amountReceived: x.accountReceivable, receiptNumber })
          .where(eq(bills.id, x.id));
    });
    await expect(swapped).rejects.toThrow(new RegExp(`bill ${a!.id} records`));
  });

  it('lets a collection through: each bill paid with its entry under one receipt, via the API and the booking function', async () => {
    const { leaseId, bill } = await leaseWithBill();
    const r = await t.call('POST', '/api/bills/collect', t.boss, {
      bills: [{ pkId: bill.id }],
      paymentType: 1,
      receiptDate: TODAY,
    });
    expect(r.status, r.text).toBe(200);
    expect(await billById(bill.id)).toMatchObject({
      payStatus: BILL_PAY.paid,
      amountReceived: bill.accountReceivable,
      receiptNumber: r.json.data.receiptNumber,
    });
    const booked = await collectLeaseBills(t.h.db, leaseId, { pick: (b) => b.stage === 2 });
    expect(booked.total).toBeGreaterThan(0);
    const ledger = await t.ledgerOf(leaseId);
    expect(ledger.filter((e) => e.receipt_number === booked.receiptNumber).reduce((s, e) => s + e.amount, 0)).toBe(
      booked.total,
    );
    // A later change of a collected bill (its remark) passes the check again.
    const lease = await leaseById(t.h.db, leaseId);
    await t.h.db.write(lease.orgId, (tx) =>
      tx.update(bills).set({ receiptRemark: '已核对' }).where(eq(bills.id, bill.id)),
    );
  });

  it('lets a check-out with settlement through: arrears paid by offset, deductions, refunds and bad debt', async () => {
    const leaseId = await t.signLease(t.boss, await t.freeRoom('东湖公寓', 0), {
      startDate: '2026-08-01',
      endDate: '2027-07-31',
    });
    expect((await t.call('POST', `/api/leases/${leaseId}/confirm`, t.boss)).status).toBe(200);
    await collectLeaseBills(t.h.db, leaseId, { pick: (b) => b.billsType === 12 });
    const preview = (await t.call('GET', `/api/checkout/preview?leaseId=${leaseId}`, t.boss)).json.data;
    const { settlementTotals } = await import('../../sync/rules/checkout/settlement');
    const lines = [
      ...preview.costVos,
      { name: '清洁费', cost: 10000, refundStatus: REFUND_STATUS.deduction, billsDetailId: null },
    ];
    const badDebt = settlementTotals(lines, 0).maxBadDebt;
    const totals = settlementTotals(lines, badDebt);
    const out = await t.call('POST', '/api/checkout', t.boss, {
      leaseId,
      withSettlement: true,
      usableDate: TODAY,
      isSend: true,
      returnCause: '到期',
      costVos: lines,
      badDebtCost: badDebt,
      returnCost: totals.returnCost,
      pathway: totals.returnCost > 0 ? 1 : null,
      remark: '',
    });
    expect(out.status, out.text).toBe(200);
    expect((await t.leaseRow(leaseId))!).toMatchObject({ status: LEASE_STATUS.checkedOut, settled: 1 });
    // The settlement's receipt: bills paid by offset and deduction bills, against its incoming entries.
    const ledger = await t.ledgerOf(leaseId);
    const incoming = ledger.filter((e) => e.source_type === 'settlement' && e.in_out === 1);
    expect(incoming.length).toBeGreaterThanOrEqual(2);
    const receipt = incoming[0]!.receipt_number;
    const offset = (await t.billsOf(leaseId)).filter((b) => b.receipt_number === receipt);
    expect(offset.reduce((s, b) => s + b.amount_received, 0)).toBe(incoming.reduce((s, e) => s + e.amount, 0));
    expect(ledger.some((e) => e.kind === 'bad_debt') || badDebt === 0).toBe(true);
  });
});

describe('the ledger check of the unit of work: deposit orders', () => {
  const orderWhere = (payStatus: number) =>
    and(
      eq(depositOrders.orgId, t.orgId),
      eq(depositOrders.payStatus, payStatus),
      eq(depositOrders.signStatus, ORDER_SIGN.unsigned),
    );

  it('refuses an order marked paid without its entry, and a refund without its outgoing entry; the real ones pass', async () => {
    const [unpaid] = await t.h.db.select().from(depositOrders).where(orderWhere(0)).limit(1);
    const [paid] = await t.h.db.select().from(depositOrders).where(orderWhere(1)).limit(1);
    const markPaid = t.h.db.write(t.orgId, (tx) =>
      tx
        .update(depositOrders)
        .set({ payStatus: ORDER_PAY.paid, payWay: 1, payTime: tx.now, receiptNumber: `SJ${ulid()}` })
        .where(eq(depositOrders.id, unpaid!.id)),
    );
    await expect(markPaid).rejects.toThrow(
      new RegExp(`deposit order ${unpaid!.id} records ${unpaid!.advanceCost} fen received`),
    );
    const refundSilently = t.h.db.write(t.orgId, (tx) =>
      tx
        .update(depositOrders)
        .set({ signStatus: ORDER_SIGN.revoked, cancelTime: tx.now, refundTime: tx.now, refundWay: 1 })
        .where(eq(depositOrders.id, paid!.id)),
    );
    await expect(refundSilently).rejects.toThrow(
      new RegExp(`deposit order ${paid!.id} records ${paid!.advanceCost} fen refunded`),
    );
    expect((await t.h.db.select().from(depositOrders).where(eq(depositOrders.id, paid!.id)))[0]).toMatchObject({
      signStatus: ORDER_SIGN.unsigned,
      refundTime: null,
    });

    // Through the screens: collecting the unpaid order and refunding the paid one write their entries.
    const collected = await t.call('POST', `/api/deposits/${unpaid!.id}/collect`, t.boss, {
      payTime: TODAY,
      payWay: 1,
    });
    expect(collected.status, collected.text).toBe(200);
    const refunded = await t.call('POST', `/api/deposits/${paid!.id}/revoke`, t.boss, { refund: true, payWay: 1 });
    expect(refunded.status, refunded.text).toBe(200);
  });
});
