import { call, type ListFilters } from '../lib/api';
import type { BodyOf } from '../../sync/contract/route';
import { deposits, type NewDepositOrder } from '../../sync/contract/deposits/deposits';
import { payments } from '../../sync/contract/payments/payments';

/** The filters of §2.2 (`open` is the dashboard's, not the filter bar's). */
export type DepositFilters = ListFilters<typeof deposits.list, 'open'>;

export const DEPOSITS_KEY = ['deposits'] as const;

/** `open`: only the orders not yet signed into a lease nor voided (the dashboard's 定金订单 counter). */
export const fetchDeposits = (f: DepositFilters, current: number, open = false, size = 10) =>
  call(deposits.list, { query: { ...f, open: open ? '1' : undefined, current, size } });
export const fetchDeposit = (id: string) => call(deposits.details, { params: { id } });
export const fetchFreeRooms = (houseNumber: string) => call(deposits.rooms, { query: { houseNumber } });

export const addDeposit = (json: NewDepositOrder) => call(deposits.add, { json });
/** `requestKey`: the same for every submit of one dialog, so a retry after a lost reply gets the first receipt. */
export const collectDeposit = (id: string, json: BodyOf<typeof deposits.collect>, requestKey: string) =>
  call(deposits.collect, { params: { id }, json, headers: { 'Idempotency-Key': requestKey } });
export const revokeDeposit = (id: string, json: BodyOf<typeof deposits.revoke>) =>
  call(deposits.revoke, { params: { id }, json });

export const fetchPayConfig = (houseId: string) => call(payments.config, { query: { houseId } });
export const requestQr = (advanceId: string, payType: 1 | 2) =>
  call(payments.depositQr, { json: { advanceId, payType } });
export const refreshTrade = (houseId: string, orderNo: string) =>
  call(payments.refresh, { json: { houseId, orderNo } });
