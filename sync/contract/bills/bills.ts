/**
 * The contract of /api/bills (spec part 2 §2.7 the account view, §3 "Bill plan"/"Bill", §4, §5, §7): a lease's bill
 * plans, the bill items to add from, collecting, voiding, editing, remarks, adding a bill, and the printable receipt.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, flag, id, int, ms, obj } from '../kit';
import { financeGroup } from '../settings/settings-shapes';
import { addBillInput, billsLeaseQuery, collectInput, editInput, remarkInput, voidInput } from './bill-inputs';

/** One bill of the account view. */
export const billRow = obj({
  pkId: id,
  /** Its stage row; null for a bill whose stage row is missing (grouped by its stage number). */
  billsId: id.nullable(),
  stage: int,
  billsType: int,
  costName: z.string(),
  accountReceivable: fen,
  receivableDate: date,
  amountReceived: fen,
  receiptDate: ms.nullable(),
  paymentType: int.nullable(),
  payStatus: int,
  validStatus: int,
  statusText: z.string(),
  overdueDays: int,
  receiptNumber: z.string(),
  receiptRemark: z.string(),
  receiptPicture: z.string(),
  canCollect: z.boolean(),
  canVoid: z.boolean(),
  canEdit: z.boolean(),
});
export type BillRow = z.infer<typeof billRow>;

/** A stage of the plan (第N期, or 其他账单 for stage 0) with its bills. */
export const billStage = obj({
  billsId: id.nullable(),
  stage: int,
  stageName: z.string(),
  startDate: date,
  endDate: date,
  receivableDate: date,
  /** The stage's valid bills' total (void ones left out). */
  totalMoney: fen,
  amountReceived: fen,
  /** The pay status of each of its bills, in order. */
  payStatus: z.array(int),
  status: z.string(),
  bills: z.array(billRow),
});
export type BillStage = z.infer<typeof billStage>;

/** The header of the account view. */
export const accountLease = obj({
  leaseId: id,
  leaseCode: z.string(),
  house: z.string(),
  houseId: id,
  tenant: z.string(),
  phone: z.string(),
  startTime: date,
  endTime: date,
  status: int,
  settled: int,
  statusText: z.string(),
  rentCost: fen,
  depositCost: fen,
});

export const billPlans = obj({
  lease: accountLease,
  /** 1 when the lease's check-out was settled. */
  isSettlement: flag,
  billsOpen: z.boolean(),
  billPlans: z.array(billStage),
});
export type BillPlans = z.infer<typeof billPlans>;

/** The printable receipt of one collection: its incoming ledger rows, the total in figures and capital numerals. */
export const receipt = obj({
  receiptNumber: z.string(),
  orgName: z.string(),
  payer: z.string(),
  house: z.string(),
  leaseId: id.nullable(),
  lines: z.array(
    obj({
      itemName: z.string(),
      /** '2026-01-01 至 2026-03-31', the receivable date when the bill has no stage, '' for a deposit order. */
      period: z.string(),
      amount: fen,
      /** The ledger row's source: 'bill', 'deposit_order', 'bookkeeping' … */
      sourceType: z.string(),
      remark: z.string(),
    }),
  ),
  total: fen,
  totalCapital: z.string(),
  paymentType: int,
  paymentWayName: z.string(),
  receiptDate: date,
  paidAt: ms,
  operatorName: z.string(),
  remark: z.string(),
});
export type Receipt = z.infer<typeof receipt>;

export const bills = {
  plans: route({ method: 'GET', path: '/api/bills/plans', query: billsLeaseQuery, reply: billPlans }),
  /** The org's usable bill items (kind 1), grouped by bill type; types without a usable item left out. */
  items: route({ method: 'GET', path: '/api/bills/items', reply: z.array(financeGroup) }),
  /** One receipt number for the collection; a retry with the same Idempotency-Key answers the first reply. */
  collect: route({
    method: 'POST',
    path: '/api/bills/collect',
    body: collectInput,
    reply: obj({ receiptNumber: z.string(), total: fen }),
  }),
  void: route({ method: 'POST', path: '/api/bills/void', body: voidInput, reply: obj({ voided: int }) }),
  edit: route({
    method: 'POST',
    path: '/api/bills/edit',
    body: editInput,
    reply: obj({ billsDetailId: id, accountReceivable: fen }),
  }),
  remark: route({
    method: 'POST',
    path: '/api/bills/remark',
    body: remarkInput,
    reply: obj({ billsDetailId: id, receiptRemark: z.string() }),
  }),
  add: route({
    method: 'POST',
    path: '/api/bills/add',
    body: addBillInput,
    reply: obj({ pkId: id, billsId: id, stage: int }),
  }),
  receipt: route({ method: 'GET', path: '/api/bills/receipts/:receiptNumber', reply: receipt }),
};
