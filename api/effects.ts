import { and, eq, inArray, sql } from 'drizzle-orm';
import { chunks } from './db/chunks';
import type { Tx, WriteEffects, AfterCommit } from './db/store';
import { depositOrders } from './deposits/schema';
import { bills, leases } from './leases/schema';
import { ledgerEntries } from './ledger/schema';
import { refreshRoomFacts } from './leases/room-facts';
import { ORDER_PAY } from '../sync/rules/deposits/deposit-rules';
import { lockLeaseEffects } from './hardware/locks/lease-effects';
import { accessLeaseEffects } from './hardware/access/lease-effects';
import { pushOwedHardware } from './hardware/push-owed';
import { refundsLedgerMismatch } from './finance/refunds/ledger-check';

/**
 * The declared side effects of a unit of work (api/db/unit.ts runs them before it commits). Every row a unit writes
 * carries its version, so an effect finds what the unit changed without the caller telling it.
 *
 * Room facts: a room's facts (sync/room-facts.ts) are computed from its leases, their bills and its deposit orders;
 * a unit that wrote any of those refreshes the facts of the rooms they belong to.
 *
 * Ledger check: money a bill or a deposit order records as received is money the ledger records (checkLedger below),
 * and a refund application paid is money the ledger records paid out (api/finance/refunds/ledger-check.ts); a unit
 * that writes one without the other is refused and rolls back.
 *
 * Locks: a lease that took effect, was paid up or ended changes who its room's lock lets in
 * (api/hardware/locks/lease-effects.ts).
 */
const FACT_SOURCES: Record<string, (tx: Tx, orgId: string) => Promise<{ roomId: string }[]>> = {
  leases: (tx, orgId) =>
    tx
      .selectDistinct({ roomId: leases.roomId })
      .from(leases)
      .where(and(eq(leases.orgId, orgId), eq(leases.version, tx.version))),
  bills: (tx, orgId) =>
    tx
      .selectDistinct({ roomId: leases.roomId })
      .from(bills)
      .innerJoin(leases, eq(leases.id, bills.leaseId))
      .where(and(eq(bills.orgId, orgId), eq(bills.version, tx.version))),
  deposit_orders: (tx, orgId) =>
    tx
      .selectDistinct({ roomId: depositOrders.roomId })
      .from(depositOrders)
      .where(and(eq(depositOrders.orgId, orgId), eq(depositOrders.version, tx.version))),
};

/** The rooms whose facts the unit's writes changed. */
export async function roomsWithChangedFacts(tx: Tx): Promise<Set<string>> {
  const rooms = new Set<string>();
  if (!tx.orgId) return rooms;
  for (const [table, changed] of Object.entries(FACT_SOURCES)) {
    if (!tx.touched.has(table)) continue;
    for (const r of await changed(tx, tx.orgId)) rooms.add(r.roomId);
  }
  return rooms;
}

/** A unit of work broke the ledger rule: a bug of the code that wrote it, never a user's mistake. */
export class LedgerMismatch extends Error {
  constructor(detail: string) {
    super(
      `ledger check: ${detail}. Money recorded as received must be written to the ledger in the same unit of work ` +
        '(api/ledger/record.ts recordLedger; api/bills/book.ts bookBillsPayment, api/deposits/pay.ts bookOrderPayment); the unit was rolled back',
    );
    this.name = 'LedgerMismatch';
  }
}

const sumOf = (col: typeof bills.amountReceived | typeof ledgerEntries.amount) => sql<number>`coalesce(sum(${col}), 0)`;
const money = (fen: number) => `${fen} fen`;
const cash = eq(ledgerEntries.kind, 'cash');

/**
 * Bills written in this unit (version = tx.version). A bill's received money (amountReceived) is set by a collection
 * (api/bills/book.ts: one incoming 'bill' entry per bill, all under the collection's receipt number) or by a
 * settlement's offset (api/checkout/check-out.ts: arrears paid and deduction bills, booked as incoming 'settlement'
 * entries of the check-out under the settlement's receipt number, not one per bill). Hence, for the receipt R of every
 * bill the unit wrote:
 *  - the received money of all the organisation's bills with receipt R equals the incoming cash entries of receipt R
 *    from collections and settlements;
 *  - when R is a collection's receipt (no settlement entry), each bill's received money equals its own entries;
 *  - a bill without a receipt has received nothing.
 * Scan-to-pay money that could not be applied to its bills is booked under a receipt of its own (no bill carries it),
 * refunds and bad debts go out without a receipt: neither enters a receipt's sum.
 */
async function checkBillsLedger(tx: Tx, orgId: string) {
  const written = await tx
    .select({ id: bills.id, receiptNumber: bills.receiptNumber, amountReceived: bills.amountReceived })
    .from(bills)
    .where(and(eq(bills.orgId, orgId), eq(bills.version, tx.version)));
  for (const b of written) {
    if (b.receiptNumber === '' && b.amountReceived !== 0)
      throw new LedgerMismatch(
        `bill ${b.id} records ${money(b.amountReceived)} received without a receipt or a ledger entry`,
      );
  }
  const receipts = [...new Set(written.map((b) => b.receiptNumber).filter((r) => r !== ''))].sort();
  for (const part of chunks(receipts, 200)) {
    const received = await tx
      .select({ receiptNumber: bills.receiptNumber, total: sumOf(bills.amountReceived) })
      .from(bills)
      .where(and(eq(bills.orgId, orgId), inArray(bills.receiptNumber, part)))
      .groupBy(bills.receiptNumber);
    const entries = await tx
      .select({
        receiptNumber: ledgerEntries.receiptNumber,
        sourceType: ledgerEntries.sourceType,
        sourceId: ledgerEntries.sourceId,
        total: sumOf(ledgerEntries.amount),
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.orgId, orgId),
          inArray(ledgerEntries.receiptNumber, part),
          cash,
          eq(ledgerEntries.inOut, 1),
          inArray(ledgerEntries.sourceType, ['bill', 'settlement']),
        ),
      )
      .groupBy(ledgerEntries.receiptNumber, ledgerEntries.sourceType, ledgerEntries.sourceId);
    for (const r of part) {
      const onBills = Number(received.find((x) => x.receiptNumber === r)?.total ?? 0);
      const ofReceipt = entries.filter((e) => e.receiptNumber === r);
      const booked = ofReceipt.reduce((s, e) => s + Number(e.total), 0);
      if (onBills !== booked) {
        throw new LedgerMismatch(
          `the bills of receipt ${r} record ${money(onBills)} received but the ledger's cash entries of that receipt total ${money(booked)}`,
        );
      }
      if (ofReceipt.some((e) => e.sourceType === 'settlement')) continue;
      for (const b of written.filter((x) => x.receiptNumber === r)) {
        const own = Number(ofReceipt.find((e) => e.sourceType === 'bill' && e.sourceId === b.id)?.total ?? 0);
        if (own !== b.amountReceived) {
          throw new LedgerMismatch(
            `bill ${b.id} records ${money(b.amountReceived)} received but its ledger cash entries (receipt ${r}) total ${money(own)}`,
          );
        }
      }
    }
  }
}

/**
 * Deposit orders written in this unit. A paid order received its deposit (advanceCost) through one incoming
 * 'deposit_order' entry under the order's receipt number (api/deposits/pay.ts); a refunded one (refundTime, revoked
 * paid order) gave it back through outgoing 'deposit_order' entries (api/deposits/revoke.ts). Scan-to-pay money that
 * could not be applied to the order is booked under a receipt of its own, and is not the order's.
 */
async function checkDepositOrdersLedger(tx: Tx, orgId: string) {
  const written = await tx
    .select({
      id: depositOrders.id,
      payStatus: depositOrders.payStatus,
      advanceCost: depositOrders.advanceCost,
      receiptNumber: depositOrders.receiptNumber,
      refundTime: depositOrders.refundTime,
    })
    .from(depositOrders)
    .where(and(eq(depositOrders.orgId, orgId), eq(depositOrders.version, tx.version)));
  for (const part of chunks(written, 200)) {
    const entries = await tx
      .select({
        sourceId: ledgerEntries.sourceId,
        inOut: ledgerEntries.inOut,
        receiptNumber: ledgerEntries.receiptNumber,
        total: sumOf(ledgerEntries.amount),
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.sourceType, 'deposit_order'),
          inArray(
            ledgerEntries.sourceId,
            part.map((o) => o.id),
          ),
          eq(ledgerEntries.orgId, orgId),
          cash,
        ),
      )
      .groupBy(ledgerEntries.sourceId, ledgerEntries.inOut, ledgerEntries.receiptNumber);
    for (const o of part) {
      const paidIn =
        o.receiptNumber === ''
          ? 0
          : Number(
              entries.find((e) => e.sourceId === o.id && e.inOut === 1 && e.receiptNumber === o.receiptNumber)?.total ??
                0,
            );
      const expectedIn = o.payStatus === ORDER_PAY.paid ? o.advanceCost : 0;
      if (paidIn !== expectedIn) {
        throw new LedgerMismatch(
          `deposit order ${o.id} records ${money(expectedIn)} received but its ledger cash entries (receipt ${o.receiptNumber || 'none'}) total ${money(paidIn)}`,
        );
      }
      const paidOut = entries
        .filter((e) => e.sourceId === o.id && e.inOut === 0)
        .reduce((s, e) => s + Number(e.total), 0);
      const expectedOut = o.refundTime !== null ? o.advanceCost : 0;
      if (paidOut !== expectedOut) {
        throw new LedgerMismatch(
          `deposit order ${o.id} records ${money(expectedOut)} refunded but its outgoing ledger cash entries total ${money(paidOut)}`,
        );
      }
    }
  }
}

/** The ledger rule, checked on what the unit wrote: it throws LedgerMismatch (and the unit rolls back) when broken. */
export async function checkLedger(tx: Tx): Promise<void> {
  if (!tx.orgId) return;
  if (tx.touched.has('bills')) await checkBillsLedger(tx, tx.orgId);
  if (tx.touched.has('deposit_orders')) await checkDepositOrdersLedger(tx, tx.orgId);
  if (tx.touched.has('refund_applications')) {
    const broken = await refundsLedgerMismatch(tx, tx.orgId);
    if (broken) throw new LedgerMismatch(broken);
  }
}

export const writeEffects: WriteEffects = async (tx) => {
  await checkLedger(tx);
  for (const roomId of [...(await roomsWithChangedFacts(tx))].sort()) await refreshRoomFacts(tx, roomId);
  await lockLeaseEffects(tx);
  await accessLeaseEffects(tx);
};

/** What runs after a unit committed (api/db/after-commit.ts): devices handed the state the unit left them owed. */
export const afterCommitEffects: AfterCommit = pushOwedHardware;
