import { call, type ListFilters } from '../../lib/api';
import { refunds, type RefundPayInput } from '../../../sync/contract/finance/refunds';

/** Query key root of /drawbackApplict. */
export const REFUNDS_KEY = ['finance', 'refunds'] as const;

export type RefundFilters = ListFilters<typeof refunds.list, 'id'>;

/** A page of refund applications (the export reads 100 at a time); `id`: the one a settlement links to. */
export const fetchRefunds = (f: Partial<RefundFilters>, current: number, size = 10, id?: string) =>
  call(refunds.list, { query: { ...f, ...(id ? { id } : {}), current, size } });
export type RefundItem = Awaited<ReturnType<typeof fetchRefunds>>['records'][number];

export const approveRefund = (id: string) => call(refunds.approve, { params: { id } });
export const payRefund = (id: string, json: RefundPayInput) => call(refunds.pay, { params: { id }, json });
export const rejectRefund = (id: string, reason: string) => call(refunds.reject, { params: { id }, json: { reason } });
