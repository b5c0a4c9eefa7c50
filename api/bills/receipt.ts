import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { orgs, users } from '../auth/schema';
import { apartments, floors, rooms } from '../houses/schema';
import { roomScope, visibleApartments } from '../houses/scope';
import { ledgerEntries } from '../ledger/schema';
import { billStages, bills } from '../leases/schema';
import { roomLocation } from '../../sync/rules/board/room-location';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { BILL_MSG } from '../../sync/rules/bills/bill-rules';
import { fenToCapital } from '../../sync/rules/common/capital-numerals';
import { PAYMENT_WAYS } from '../../sync/product/catalog';
import type { Receipt } from '../../sync/contract/bills/bills';

/**
 * The printable receipt of one collection (§7 "a printable receipt for each collection"): the incoming ledger rows
 * sharing `receiptNumber` within the org and the apartments the user may see (bill collections and deposit-order
 * payments alike), with the total in figures and in capital numerals.
 */
export async function receiptOf(db: Reader, user: AuthUser, receiptNumber: string): Promise<Receipt> {
  const rows = await db
    .select({
      entry: ledgerEntries,
      apartmentName: apartments.name,
      floor: floors.floor,
      houseNumber: rooms.houseNumber,
    })
    .from(ledgerEntries)
    .innerJoin(apartments, eq(apartments.id, ledgerEntries.apartmentId))
    .leftJoin(rooms, eq(rooms.id, ledgerEntries.roomId))
    .leftJoin(floors, eq(floors.id, rooms.floorId))
    .where(
      and(
        eq(ledgerEntries.orgId, user.orgId),
        eq(ledgerEntries.receiptNumber, receiptNumber),
        eq(ledgerEntries.inOut, 1),
        eq(ledgerEntries.kind, 'cash'),
        visibleApartments(db, user),
        roomScope(db, user, ledgerEntries.roomId),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  if (rows.length === 0 || !receiptNumber) throw notFound(BILL_MSG.receiptNotFound);
  const first = rows[0]!;
  const billIds = rows.filter((r) => r.entry.sourceType === 'bill').map((r) => r.entry.sourceId);
  const periods = new Map<string, string>();
  if (billIds.length) {
    const ps = await db
      .select({
        id: bills.id,
        stageName: billStages.stageName,
        startDate: billStages.startDate,
        endDate: billStages.endDate,
        receivableDate: bills.receivableDate,
      })
      .from(bills)
      .leftJoin(billStages, eq(billStages.id, bills.stageId))
      .where(and(eq(bills.orgId, user.orgId), inArray(bills.id, billIds)));
    for (const p of ps)
      periods.set(p.id, p.startDate && p.endDate ? `${p.startDate} 至 ${p.endDate}` : p.receivableDate);
  }
  // Lines in plan order: by period, then bill type (rent first), then item name.
  rows.sort(
    (a, b) =>
      (periods.get(a.entry.sourceId) ?? '').localeCompare(periods.get(b.entry.sourceId) ?? '') ||
      a.entry.billType - b.entry.billType ||
      a.entry.itemName.localeCompare(b.entry.itemName),
  );
  const total = rows.reduce((s, r) => s + r.entry.amount, 0);
  const [org] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, user.orgId)).limit(1);
  const [operator] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, first.entry.operatorId), eq(users.orgId, user.orgId)))
    .limit(1);
  return {
    receiptNumber,
    orgName: org?.name ?? '',
    payer: first.entry.trader,
    house:
      first.floor != null && first.houseNumber != null
        ? roomLocation(first.apartmentName, first.floor, first.houseNumber)
        : first.apartmentName,
    leaseId: first.entry.leaseId,
    lines: rows.map((r) => ({
      itemName: r.entry.itemName,
      period: periods.get(r.entry.sourceId) ?? '',
      amount: r.entry.amount,
      sourceType: r.entry.sourceType,
      remark: r.entry.remark,
    })),
    total,
    totalCapital: fenToCapital(total),
    paymentType: first.entry.paymentWay,
    paymentWayName: PAYMENT_WAYS[first.entry.paymentWay] ?? '',
    receiptDate: shanghaiToday(first.entry.paidAt),
    paidAt: first.entry.paidAt,
    operatorName: operator?.name ?? '',
    remark: first.entry.remark,
  };
}
