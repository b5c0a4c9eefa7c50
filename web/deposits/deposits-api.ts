import { api } from '../lib/api';
import { linkTo } from '../board/board-api';
import type { Page } from '../../sync/contract/envelope';
import type {
  DepositDetails,
  DepositRow,
  FreeRoom,
  NewDepositOrder,
  PayConfig,
  QrCode,
  RefreshResult,
} from '../../sync/contract/deposits/deposit-shape';

export interface DepositFilters {
  apartmentName: string;
  houseNumber: string;
  startDate: string;
  endDate: string;
  promiseMan: string;
  phone: string;
  creatorName: string;
}

export const EMPTY_FILTERS: DepositFilters = {
  apartmentName: '',
  houseNumber: '',
  startDate: '',
  endDate: '',
  promiseMan: '',
  phone: '',
  creatorName: '',
};

export const DEPOSITS_KEY = ['deposits'] as const;

/** Filters left blank are not sent (the server checks the dates it is given). */
const given = (f: DepositFilters) => Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v || null]));

/** `open`: only the orders not yet signed into a lease nor voided (the dashboard's 定金订单 counter). */
export const fetchDeposits = (f: DepositFilters, current: number, open = false) =>
  api<Page<DepositRow>>(linkTo('/api/deposits', { ...given(f), open: open ? '1' : null, current, size: 10 }));
export const fetchDeposit = (id: string) => api<DepositDetails>(`/api/deposits/${encodeURIComponent(id)}`);
/** GET /api/deposits/export: the .xlsx of every order the filters select (all pages). */
export const depositsExportPath = (f: DepositFilters, open = false) =>
  linkTo('/api/deposits/export', { ...given(f), open: open ? '1' : null });
export const fetchFreeRooms = (houseNumber: string) =>
  api<FreeRoom[]>(linkTo('/api/deposits/rooms', { houseNumber: houseNumber || null }));

export const addDeposit = (json: NewDepositOrder) =>
  api<{ advanceId: string; orderNo: string }>('/api/deposits', { method: 'POST', json });
/** `requestKey`: the same for every submit of one dialog, so a retry after a lost reply gets the first receipt. */
export const collectDeposit = (
  id: string,
  json: { payTime: string; payWay: number; receiptPicture: string; remark: string; confirmOldDate?: boolean },
  requestKey: string,
) =>
  api<{ receiptNumber: string }>(`/api/deposits/${encodeURIComponent(id)}/collect`, {
    method: 'POST',
    json,
    headers: { 'Idempotency-Key': requestKey },
  });
export const revokeDeposit = (id: string, json: { refund?: boolean; payWay?: number | null }) =>
  api<{ refunded: boolean }>(`/api/deposits/${encodeURIComponent(id)}/revoke`, { method: 'POST', json });

export const fetchPayConfig = (houseId: string) => api<PayConfig | null>(linkTo('/api/payments/config', { houseId }));
export const requestQr = (advanceId: string, payType: 1 | 2) =>
  api<QrCode>('/api/payments/deposit-qr', { method: 'POST', json: { advanceId, payType } });
export const refreshTrade = (houseId: string, orderNo: string) =>
  api<RefreshResult>('/api/payments/refresh', { method: 'POST', json: { houseId, orderNo } });
