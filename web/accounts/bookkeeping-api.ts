import { call } from '../lib/api';
import type { BodyOf } from '../../sync/contract/route';
import { bookkeeping, type NewBookkeeping } from '../../sync/contract/bookkeeping/bookkeeping';
import { payments } from '../../sync/contract/payments/payments';

export const bookkeepingKey = (leaseId: string) => ['bookkeeping', leaseId] as const;

export const fetchBookkeeping = (leaseId: string) => call(bookkeeping.list, { query: { leaseId } });
export const fetchBookkeepingCategories = () => call(bookkeeping.categories);
export const addBookkeeping = (json: NewBookkeeping) => call(bookkeeping.add, { json });
/** /tallyConfig's add: a lease's, an apartment's or the organisation's entry. */
export const addOrgBookkeeping = (json: BodyOf<typeof bookkeeping.addEntry>) => call(bookkeeping.addEntry, { json });

export const fetchLeasePayConfig = (leaseId: string) => call(payments.leaseConfig, { query: { leaseId } });
export const requestBillsQr = (leaseId: string, pkIds: string[], payType: 1 | 2) =>
  call(payments.billsQr, { json: { leaseId, pkIds, payType } });
