import { api, ApiError, NETWORK_STATUS } from '../lib/api';
import type { SettlementLine } from '../../sync/rules/checkout/settlement';
import { SETTLE_MSG } from '../../sync/rules/checkout/settlement';

/** GET /api/checkout/preview: the settlement the wizard starts from (money in fen). */
export interface SettlementPreviewData {
  leaseId: string;
  mode: 'checkOut' | 'settle';
  checkOutDate: string;
  today: string;
  usableDate: string;
  tenant: string;
  house: string;
  costVos: SettlementLine[];
  refundTotal: number;
  arrearsTotal: number;
  badDebtCost: number;
  maxBadDebt: number;
  balance: number;
  returnCost: number;
}

/** GET /api/checkout: the check-out / settlement record of a lease (null when not checked out). */
export interface CheckoutRecord {
  leaseId: string;
  type: 0 | 1;
  bills: SettlementLine[];
  badDebtCost: number;
  returnCost: number;
  pathway: number | null;
  pathwayText: string;
  remark: string;
  returnCause: string;
  isSend: number;
  checkOutDate: string;
  usableDate: string;
  checkOutAt: number;
  settledAt: number | null;
  isSettlement: 0 | 1;
  operator: string;
  settledBy: string;
  /** The ledger rows the settlement wrote (流水). */
  ledger: {
    id: string;
    itemName: string;
    inOut: 0 | 1;
    kind: 'cash' | 'bad_debt';
    amount: number;
    paymentWayText: string;
    receiptNumber: string;
    paidAt: number;
  }[];
}

export interface CheckOutPayload {
  leaseId: string;
  withSettlement: boolean;
  usableDate: string;
  isSend: boolean;
  returnCause?: string;
  costVos?: SettlementLine[];
  badDebtCost?: number;
  returnCost?: number;
  pathway?: number | null;
  remark?: string;
}

export const checkoutKey = (leaseId: string) => ['checkout', leaseId] as const;
export const previewKey = (leaseId: string) => ['checkout', 'preview', leaseId] as const;

const q = (leaseId: string) => `leaseId=${encodeURIComponent(leaseId)}`;
export const fetchPreview = (leaseId: string) => api<SettlementPreviewData>(`/api/checkout/preview?${q(leaseId)}`);
export const fetchCheckout = (leaseId: string) => api<CheckoutRecord | null>(`/api/checkout?${q(leaseId)}`);
export const postCheckOut = (json: CheckOutPayload) => api<unknown>('/api/checkout', { method: 'POST', json });
export const postSettle = (json: CheckOutPayload) => api<unknown>('/api/checkout/settle', { method: 'POST', json });

/** The message of a failed check-out call: the server's, or '请求失败' when the network failed (§8). */
export const checkoutError = (e: unknown) =>
  e instanceof ApiError && e.status !== NETWORK_STATUS ? e.message : SETTLE_MSG.network;
