import type { LedgerFilter } from '../sums/ledger-sums';
import type { LedgerFilterQuery } from '../../../sync/contract/finance/ledger';

/** The shared sums' filter of a ledger query (its `type` is the sums' sourceKind). */
export function ledgerFilterOf(q: LedgerFilterQuery): LedgerFilter {
  return {
    apartmentId: q.apartmentId || undefined,
    areaId: q.areaId || undefined,
    inOut: q.inOut as LedgerFilter['inOut'],
    billType: q.billType,
    itemName: q.itemName || undefined,
    paymentWay: q.paymentWay,
    startTime: q.startTime,
    endTime: q.endTime,
    verifyStatus: q.verifyStatus as LedgerFilter['verifyStatus'],
    sourceKind: q.type as LedgerFilter['sourceKind'],
  };
}
