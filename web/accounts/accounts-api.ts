import { call } from '../lib/api';
import type { BodyOf } from '../../sync/contract/route';
import { bills } from '../../sync/contract/bills/bills';

export const billPlansKey = (leaseId: string) => ['bills', 'plans', leaseId] as const;

export const fetchBillPlans = (leaseId: string) => call(bills.plans, { query: { leaseId } });
export const fetchReceipt = (receiptNumber: string) => call(bills.receipt, { params: { receiptNumber } });

/** `requestKey`: the same for every submit of one dialog, so a retry after a lost reply gets the first receipt. */
export const collectBills = (json: BodyOf<typeof bills.collect>, requestKey: string) =>
  call(bills.collect, { json, headers: { 'Idempotency-Key': requestKey } });
export const voidBills = (pkIds: string[]) => call(bills.void, { json: { pkIds } });
export const editBill = (json: BodyOf<typeof bills.edit>) => call(bills.edit, { json });
export const remarkBill = (json: BodyOf<typeof bills.remark>) => call(bills.remark, { json });
export const addBill = (json: BodyOf<typeof bills.add>) => call(bills.add, { json });

/** The org's bill items (kind 1) grouped by bill type, usable ones only. */
export const fetchBillItems = () => call(bills.items);
