import { api } from '../lib/api';
import { linkTo } from '../board/board-api';
import type {
  BookkeepingCategory,
  BookkeepingEntry,
  NewBookkeeping,
} from '../../sync/rules/bookkeeping/bookkeeping-rules';
import type { PayConfig, QrCode } from '../../sync/contract/deposits/deposit-shape';

export const bookkeepingKey = (leaseId: string) => ['bookkeeping', leaseId] as const;

export const fetchBookkeeping = (leaseId: string) => api<BookkeepingEntry[]>(linkTo('/api/bookkeeping', { leaseId }));
export const fetchBookkeepingCategories = () => api<BookkeepingCategory[]>('/api/bookkeeping/categories');
export const addBookkeeping = (json: NewBookkeeping) =>
  api<{ id: string; cost: number }>('/api/bookkeeping', { method: 'POST', json });

export const fetchLeasePayConfig = (leaseId: string) =>
  api<PayConfig | null>(linkTo('/api/payments/lease-config', { leaseId }));
export const requestBillsQr = (leaseId: string, pkIds: string[], payType: 1 | 2) =>
  api<QrCode>('/api/payments/bills-qr', { method: 'POST', json: { leaseId, pkIds, payType } });
