import { monotonicFactory } from 'ulid';
import type { Tx } from '../db/store';
import { nextNumber } from '../db/numbers';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { ledgerEntries } from './schema';

/** Ledger ids increase in the order the entries are written (also within one millisecond). */
const ledgerId = monotonicFactory();

export interface LedgerInput {
  orgId: string;
  apartmentId: string | null;
  roomId: string | null;
  leaseId: string | null;
  inOut: 0 | 1;
  /** Positive fen. */
  amount: number;
  billType: number;
  itemName: string;
  paymentWay: number;
  paidAt: number;
  trader: string;
  sourceType: 'bill' | 'deposit_order' | 'settlement' | 'bookkeeping';
  /** 'cash' (default): money moved. 'bad_debt': written off at settlement, no money moved (inOut 0). */
  kind?: 'cash' | 'bad_debt';
  sourceId: string;
  /** Given when the caller already made one (a collection of several bills shares one receipt); else made here. */
  receiptNumber?: string;
  remark?: string;
  picture?: string;
  operatorId: string;
}

/** Receipt numbers: 'SJ' + date + sequence (one per collection). */
export const nextReceiptNumber = (tx: Tx, orgId: string, now: number) => nextNumber(tx, orgId, 'SJ', now);

/**
 * Writes one ledger entry, in the unit of work of the change it records (the unit's ledger check, api/effects.ts,
 * refuses a bill or deposit order whose received money has no ledger entries to match). Refuses a non-positive or
 * non-integer amount (a bug, not user input).
 */
export async function recordLedger(
  tx: Tx,
  now: number,
  e: LedgerInput,
): Promise<{ id: string; receiptNumber: string }> {
  if (!Number.isSafeInteger(e.amount) || e.amount <= 0)
    throw new Error(`ledger amount must be a positive integer of fen, got ${e.amount}`);
  const id = ledgerId(now);
  const receiptNumber = e.receiptNumber ?? (e.inOut === 1 ? await nextReceiptNumber(tx, e.orgId, now) : '');
  await tx.insert(ledgerEntries).values({
    id,
    orgId: e.orgId,
    createdAt: now,
    updatedAt: now,
    apartmentId: e.apartmentId,
    roomId: e.roomId,
    leaseId: e.leaseId,
    inOut: e.inOut,
    kind: e.kind ?? 'cash',
    amount: e.amount,
    billType: e.billType,
    itemName: e.itemName,
    paymentWay: e.paymentWay,
    paidAt: e.paidAt,
    billDate: shanghaiToday(e.paidAt),
    trader: e.trader,
    sourceType: e.sourceType,
    sourceId: e.sourceId,
    receiptNumber,
    remark: e.remark ?? '',
    picture: e.picture ?? '',
    operatorId: e.operatorId,
  });
  return { id, receiptNumber };
}
