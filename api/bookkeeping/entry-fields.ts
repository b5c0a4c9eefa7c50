import { LEDGER_TYPES, BILL_TYPES, PAYMENT_WAYS } from '../../sync/product/catalog';
import type { BookkeepingEntry } from '../../sync/contract/bookkeeping/bookkeeping';
import type { bookkeepingEntries } from './schema';

type EntryFields = Omit<BookkeepingEntry, 'id' | 'leaseId' | 'houseId' | 'subId'>;

/** What every listed entry shows (a lease's list and the organisation's): its stored fields with their names. */
export const entryFields = (
  entry: typeof bookkeepingEntries.$inferSelect,
  operatorName: string | null,
): EntryFields => ({
  name: entry.name,
  cost: entry.cost,
  tallyType: entry.tallyType,
  superId: entry.superId,
  superName: LEDGER_TYPES[entry.superId] ?? BILL_TYPES[entry.superId] ?? '',
  paymentDate: entry.paymentDate,
  paymentWay: entry.paymentWay,
  paymentWayName: PAYMENT_WAYS[entry.paymentWay] ?? '',
  remark: entry.remark,
  picture: entry.picture,
  operatorName: operatorName ?? '',
  createdAt: entry.createdAt,
});
