import { call, type ListFilters } from '../../lib/api';
import { ledger } from '../../../sync/contract/finance/ledger';
import type { LedgerEntryRow, LedgerOrderRow } from '../../../sync/contract/finance/ledger';

/** Query key root of /liushuiList. */
export const LEDGER_KEY = ['finance', 'ledger'] as const;

/** /liushuiList's filters (part 4 §2): the shared sums' filter; the view (汇总/明细) is a parameter of its own. */
export type LedgerFilters = ListFilters<typeof ledger.list, 'view' | 'orderNumber'>;
export type LedgerRow = LedgerEntryRow | LedgerOrderRow;

/** A page of the ledger in view 0 (汇总) or 1 (明细); the export reads 100 at a time. */
export const fetchLedger = (f: Partial<LedgerFilters>, view: 0 | 1, current: number, size = 10, orderNumber?: string) =>
  call(ledger.list, { query: { ...f, view, current, size, orderNumber } });

/** The §3 totals of the same filters. */
export const fetchLedgerTotals = (f: Partial<LedgerFilters>) => call(ledger.totals, { query: f });

export const fetchLedgerDetail = (id: string) => call(ledger.detail, { params: { id } });

export type OrderRef = { orderNumber: string; type: number };
export const verifyOrders = (items: OrderRef[]) => call(ledger.verify, { json: { items } });
export const unverifyOrders = (items: OrderRef[], reason: string) => call(ledger.unverify, { json: { items, reason } });
