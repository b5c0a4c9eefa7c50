import { call, type ListFilters } from '../../lib/api';
import { bookkeeping } from '../../../sync/contract/bookkeeping/bookkeeping';

/** Query key root of /tallyConfig (the lease account's bookkeeping keys start with 'bookkeeping' too). */
export const TALLY_KEY = ['bookkeeping', 'entries'] as const;

export type TallyFilters = ListFilters<typeof bookkeeping.entries, 'leaseId'>;

/** A page of entries (the export reads 100 at a time); `leaseId`: the lease's only. */
export const fetchTally = (f: Partial<TallyFilters>, current: number, size = 10, leaseId?: string) =>
  call(bookkeeping.entries, { query: { ...f, ...(leaseId ? { leaseId } : {}), current, size } });
export type TallyItem = Awaited<ReturnType<typeof fetchTally>>['records'][number];

/** The lease named above /tallyConfig?leaseId. */
export const fetchTallyLease = (leaseId: string) => call(bookkeeping.entriesLease, { query: { leaseId } });
