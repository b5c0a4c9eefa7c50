import { call, type ListFilters } from '../../lib/api';
import { receipts } from '../../../sync/contract/finance/receipts';

/** Query key root of /shoujuHexiao. */
export const RECEIPTS_KEY = ['finance', 'receipts'] as const;

export type ReceiptFilters = ListFilters<typeof receipts.list>;

/** A page of receipts (the export reads 100 at a time). */
export const fetchReceipts = (f: Partial<ReceiptFilters>, current: number, size = 10) =>
  call(receipts.list, { query: { ...f, current, size } });
export type ReceiptItem = Awaited<ReturnType<typeof fetchReceipts>>['records'][number];

/** 核销 of receipts (the ledger's write-off of each receipt's entries). */
export const verifyReceipts = (receiptNumbers: string[]) => call(receipts.verify, { json: { receiptNumbers } });
