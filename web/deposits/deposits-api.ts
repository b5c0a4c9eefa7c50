import { api } from '../lib/api';
import type { Page } from '../../sync/envelope';
import type { DepositAction, TimelineEntry } from '../../sync/deposit-rules';

export interface DepositRow {
  advanceId: string;
  orderNo: string;
  houseId: string;
  apartmentId: string;
  apartmentName: string;
  floor: number;
  houseNumber: string;
  house: string;
  area: number | null;
  statusCode: number;
  promiseMan: string;
  phone: string;
  createTime: number;
  advanceCost: number;
  rentCost: number;
  startDate: string;
  endDate: string;
  latestDate: string;
  creatorName: string;
  payStatus: number;
  signStatus: number;
  payWay: number | null;
  payTime: number | null;
  leaseId: string | null;
  statusText: string;
  actions: DepositAction[];
}

export interface DepositDetails extends DepositRow {
  receiptPicture: string;
  receiptNumber: string;
  remark: string;
  confirmTime: number | null;
  leaseTime: number | null;
  cancelTime: number | null;
  voidTime: number | null;
  refundTime: number | null;
  refundWay: number | null;
  timeline: TimelineEntry[];
}

export interface DepositFilters {
  apartmentName: string;
  houseNumber: string;
  startDate: string;
  endDate: string;
  promiseMan: string;
  phone: string;
  creatorName: string;
}

export const EMPTY_FILTERS: DepositFilters = { apartmentName: '', houseNumber: '', startDate: '', endDate: '', promiseMan: '', phone: '', creatorName: '' };

export interface FreeRoom {
  houseId: string;
  apartmentId: string;
  apartmentName: string;
  houseNumber: string;
  floor: number;
  location: string;
  rentCost: number;
  area: number | null;
}

export interface PayConfig {
  type: number;
  payType: number;
  disRatio: string;
  disRatioBp: number;
  disRatioText: string;
  managerId: string | null;
}

export interface QrCode {
  codeUrl: string;
  orderNo: string;
  tradeNo: string;
  houseId: string;
  payType: 1 | 2;
  amount: number;
  fee: number;
  total: number;
  disRatio: string;
}

export interface RefreshResult {
  orderNo: string;
  advanceId: string;
  status: 'paid' | 'unpaid';
  applied: boolean;
  outcome: string | null;
}

export const DEPOSITS_KEY = ['deposits'] as const;

const query = (params: Record<string, string | number>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== '' && v !== undefined) q.set(k, String(v));
  return q.toString();
};

export const fetchDeposits = (f: DepositFilters, current: number) => api<Page<DepositRow>>(`/api/deposits?${query({ ...f, current, size: 10 })}`);
export const fetchDeposit = (id: string) => api<DepositDetails>(`/api/deposits/${encodeURIComponent(id)}`);
export const fetchFreeRooms = (houseNumber: string) => api<FreeRoom[]>(`/api/deposits/rooms?${query({ houseNumber })}`);

export interface NewOrder {
  houseId: string;
  advanceCost: number | null;
  rentCost: number | null;
  startDate: string;
  endDate: string;
  latestDate: string;
  promiseMan: string;
  phone: string;
  payStatus: number;
  payTime: string | null;
  payWay: number | null;
  receiptPicture: string;
  remark: string;
}
export const addDeposit = (json: NewOrder) => api<{ advanceId: string; orderNo: string }>('/api/deposits', { method: 'POST', json });
export const collectDeposit = (id: string, json: { payTime: string; payWay: number; receiptPicture: string; remark: string }) =>
  api<{ receiptNumber: string }>(`/api/deposits/${encodeURIComponent(id)}/collect`, { method: 'POST', json });
export const revokeDeposit = (id: string, json: { refund?: boolean; payWay?: number | null }) =>
  api<{ refunded: boolean }>(`/api/deposits/${encodeURIComponent(id)}/revoke`, { method: 'POST', json });

export const fetchPayConfig = (houseId: string) => api<PayConfig | null>(`/api/payments/config?houseId=${encodeURIComponent(houseId)}`);
export const requestQr = (advanceId: string, payType: 1 | 2) => api<QrCode>('/api/payments/deposit-qr', { method: 'POST', json: { advanceId, payType } });
export const refreshTrade = (houseId: string, orderNo: string) => api<RefreshResult>('/api/payments/refresh', { method: 'POST', json: { houseId, orderNo } });
