import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import { ledgerEntries as l } from '../../ledger/schema';
import { apartments, rooms } from '../../houses/schema';
import { offices } from '../../admin/schema';
import { leases } from '../../leases/schema';
import { ledgerKindOf } from '../../../sync/rules/finance/ledger-kind';
import { orderNumberOf } from '../../../sync/rules/finance/ledger-rules';
import type { LedgerEntryRow } from '../../../sync/contract/finance/ledger';
import { placeName } from '../../../sync/rules/finance/report-rules';

/** The columns of an entry row, with its room, apartment, project and lease. */
const columns = {
  id: l.id,
  inOut: l.inOut,
  apartmentId: l.apartmentId,
  apartmentName: apartments.name,
  houseNumber: rooms.houseNumber,
  officeName: offices.name,
  billType: l.billType,
  itemName: l.itemName,
  amount: l.amount,
  paymentWay: l.paymentWay,
  billDate: l.billDate,
  trader: l.trader,
  verifyStatus: l.verifyStatus,
  receiptNumber: l.receiptNumber,
  sourceType: l.sourceType,
  sourceId: l.sourceId,
  leaseId: l.leaseId,
  picture: l.picture,
  remark: l.remark,
  createdAt: l.createdAt,
  tenant: leases.tenant,
};

/** The ledger with the place and lease of each entry: a room's own project, else its apartment's, names it. */
export function entriesWithPlace(db: Reader) {
  return db
    .select(columns)
    .from(l)
    .leftJoin(rooms, eq(rooms.id, l.roomId))
    .leftJoin(apartments, eq(apartments.id, l.apartmentId))
    .leftJoin(offices, sql`${offices.id} = coalesce(${rooms.projectId}, ${apartments.projectId})`)
    .leftJoin(leases, eq(leases.id, l.leaseId))
    .$dynamic();
}

type Raw = Awaited<ReturnType<ReturnType<typeof entriesWithPlace>['execute']>>[number];

/** An entry as the ledger shows it (part 4 §3 "Ledger entry"). */
export function entryRow(r: Raw): LedgerEntryRow {
  const apartmentName = r.apartmentName ?? '';
  const houseNumber = r.houseNumber ?? '';
  return {
    id: r.id,
    orderNumber: orderNumberOf(r),
    inOut: r.inOut,
    owner: placeName(apartmentName, houseNumber),
    apartmentId: r.apartmentId ?? '',
    apartmentName,
    houseNumber,
    officeName: r.officeName ?? '',
    billType: r.billType,
    billsItem: r.itemName,
    amount: r.amount,
    paymentType: r.paymentWay,
    billTime: r.billDate,
    trader: r.trader,
    verifyStatus: r.verifyStatus,
    receiptNumber: r.receiptNumber,
    type: ledgerKindOf(r.sourceType),
    leaseId: r.leaseId ?? '',
    sourceId: r.sourceId,
    picture: r.picture,
    receiptRemark: r.remark,
    creatTime: r.createdAt,
    tenant: r.tenant ?? '',
  };
}

/** Entry rows matching `where`, newest first (or oldest first), `limit` from `offset`. */
export async function entryRows(
  db: Reader,
  where: SQL | undefined,
  opts: { limit?: number; offset?: number; oldestFirst?: boolean } = {},
): Promise<LedgerEntryRow[]> {
  const order = opts.oldestFirst ? [asc(l.paidAt), asc(l.id)] : [desc(l.paidAt), desc(l.id)];
  let q = entriesWithPlace(db)
    .where(where)
    .orderBy(...order);
  if (opts.limit !== undefined) q = q.limit(opts.limit).offset(opts.offset ?? 0);
  return (await q).map(entryRow);
}

/** Entry rows by id (any order). */
export const entryRowsById = (db: Reader, ids: string[]) =>
  ids.length ? entryRows(db, inArray(l.id, ids)) : Promise.resolve([]);
