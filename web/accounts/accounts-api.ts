import { api } from '../lib/api';
import { linkTo } from '../board/board-api';

/** One bill of the account view (GET /api/bills/plans; api/bills/plans.ts). Money in fen. */
export interface BillRow {
  pkId: string;
  billsId: string | null;
  stage: number;
  billsType: number;
  costName: string;
  accountReceivable: number;
  receivableDate: string;
  amountReceived: number;
  receiptDate: number | null;
  paymentType: number | null;
  payStatus: number;
  validStatus: number;
  statusText: string;
  overdueDays: number;
  receiptNumber: string;
  receiptRemark: string;
  receiptPicture: string;
  canCollect: boolean;
  canVoid: boolean;
  canEdit: boolean;
}

export interface BillStage {
  billsId: string | null;
  stage: number;
  stageName: string;
  startDate: string;
  endDate: string;
  receivableDate: string;
  totalMoney: number;
  amountReceived: number;
  status: string;
  bills: BillRow[];
}

export interface AccountLease {
  leaseId: string;
  leaseCode: string;
  house: string;
  houseId: string;
  tenant: string;
  phone: string;
  startTime: string;
  endTime: string;
  status: number;
  settled: number;
  statusText: string;
  rentCost: number;
  depositCost: number;
}

export interface BillPlans {
  lease: AccountLease;
  isSettlement: 0 | 1;
  billsOpen: boolean;
  billPlans: BillStage[];
}

export interface Receipt {
  receiptNumber: string;
  orgName: string;
  payer: string;
  house: string;
  leaseId: string | null;
  lines: { itemName: string; period: string; amount: number; sourceType: string; remark: string }[];
  total: number;
  totalCapital: string;
  paymentType: number;
  paymentWayName: string;
  receiptDate: string;
  paidAt: number;
  operatorName: string;
  remark: string;
}

export const billPlansKey = (leaseId: string) => ['bills', 'plans', leaseId] as const;

export const fetchBillPlans = (leaseId: string) => api<BillPlans>(linkTo('/api/bills/plans', { leaseId }));
export const fetchReceipt = (receiptNumber: string) =>
  api<Receipt>(`/api/bills/receipts/${encodeURIComponent(receiptNumber)}`);

/** `requestKey`: the same for every submit of one dialog, so a retry after a lost reply gets the first receipt. */
export const collectBills = (
  json: {
    leaseId: string;
    bills: { pkId: string }[];
    paymentType: number;
    receiptDate: string;
    receiptNumber: string;
    picture: string;
    receiptRemark: string;
    confirmOldDate?: boolean;
  },
  requestKey: string,
) =>
  api<{ receiptNumber: string; total: number }>('/api/bills/collect', {
    method: 'POST',
    json,
    headers: { 'Idempotency-Key': requestKey },
  });
export const voidBills = (pkIds: string[]) =>
  api<{ voided: number }>('/api/bills/void', { method: 'POST', json: { pkIds } });
export const editBill = (json: { billsDetailId: string; accountReceivable: number; receiptRemark: string }) =>
  api<unknown>('/api/bills/edit', { method: 'POST', json });
export const remarkBill = (json: { billsDetailId: string; receiptRemark: string }) =>
  api<unknown>('/api/bills/remark', { method: 'POST', json });
export const addBill = (json: {
  leaseId: string;
  subId: string;
  superId: number;
  accountReceivable: number;
  billsId: string | null;
  stage: number | null;
  receivableDate: string;
  receiptRemark: string;
  receiptPicture: string;
}) => api<{ pkId: string }>('/api/bills/add', { method: 'POST', json });

/** The org's bill items (kind 1) grouped by bill type, usable ones only. */
export interface FinanceGroup {
  billsType: number;
  superName: string;
  configVos: { pkId: string; item: string; isUsable: number }[];
}

export const fetchBillItems = () => api<FinanceGroup[]>('/api/bills/items');
