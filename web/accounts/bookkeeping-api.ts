import { call } from '../lib/api';
import { bookkeeping, type NewBookkeeping } from '../../sync/contract/bookkeeping/bookkeeping';
import { payments } from '../../sync/contract/payments/payments';

export const bookkeepingKey = (leaseId: string) => ['bookkeeping', leaseId] as const;

export const fetchBookkeeping = (leaseId: string) => call(bookkeeping.list, { query: { leaseId } });
export const fetchBookkeepingCategories = () => call(bookkeeping.categories);
export const addBookkeeping = (json: NewBookkeeping) => call(bookkeeping.add, { json });

export const fetchLeasePayConfig = (leaseId: string) => call(payments.leaseConfig, { query: { leaseId } });
export const requestBillsQr = (leaseId: string, pkIds: string[], payType: 1 | 2) =>
  call(payments.billsQr, { json: { leaseId, pkIds, payType } });
