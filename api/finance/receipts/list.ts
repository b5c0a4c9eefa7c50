import { and, count, countDistinct, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { pageOf } from '../../http/reply';
import { containsPattern, dialect } from '../../db/dialect';
import { ledgerEntries as l } from '../../ledger/schema';
import { bills } from '../../leases/schema';
import { depositOrders } from '../../deposits/schema';
import { bookkeepingEntries } from '../../bookkeeping/schema';
import { apartments, floors, rooms } from '../../houses/schema';
import { ledgerWhere } from '../sums/ledger-sums';
import { roomLocation } from '../../../sync/rules/board/room-location';
import { ORDER_PAY } from '../../../sync/rules/deposits/deposit-rules';
import { VERIFY_STATUS } from '../../../sync/rules/finance/verify-status';
import { ledgerKindOf } from '../../../sync/rules/finance/ledger-kind';
import type { ReceiptRow, ReceiptsQuery } from '../../../sync/contract/finance/receipts';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;
const num = (v: unknown) => Number(v ?? 0);

/** The received money of the records under each receipt: bills, paid deposit orders, income bookkeeping entries. */
async function receivedOf(db: Reader, orgId: string, numbers: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!numbers.length) return out;
  const add = (rows: { r: string; v: unknown }[]) => rows.forEach((x) => out.set(x.r, (out.get(x.r) ?? 0) + num(x.v)));
  add(
    await db
      .select({ r: bills.receiptNumber, v: sql<number>`coalesce(sum(${bills.amountReceived}), 0)` })
      .from(bills)
      .where(and(eq(bills.orgId, orgId), inArray(bills.receiptNumber, numbers)))
      .groupBy(bills.receiptNumber),
  );
  add(
    await db
      .select({ r: depositOrders.receiptNumber, v: sql<number>`coalesce(sum(${depositOrders.advanceCost}), 0)` })
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.orgId, orgId),
          inArray(depositOrders.receiptNumber, numbers),
          eq(depositOrders.payStatus, ORDER_PAY.paid),
        ),
      )
      .groupBy(depositOrders.receiptNumber),
  );
  // An income entry's receipt is its ledger row's: found through the row's source.
  add(
    await db
      .select({ r: l.receiptNumber, v: sql<number>`coalesce(sum(${bookkeepingEntries.cost}), 0)` })
      .from(l)
      .innerJoin(bookkeepingEntries, eq(bookkeepingEntries.id, l.sourceId))
      .where(and(eq(l.orgId, orgId), eq(l.sourceType, 'bookkeeping'), inArray(l.receiptNumber, numbers)))
      .groupBy(l.receiptNumber),
  );
  return out;
}

/**
 * /shoujuHexiao: the receipts of the incoming money the user sees (the ledger's scope: org, a staff member's rooms),
 * newest first, 10 a page; each with its day, payer, room, items and amount, the received money of its records, and
 * whether all of it is written off.
 */
export async function listReceipts(db: Reader, user: Who, f: ReceiptsQuery) {
  const where = and(
    ledgerWhere(db, user, { inOut: 1, apartmentId: f.apartmentId, startTime: f.startTime, endTime: f.endTime }),
    ne(l.receiptNumber, ''),
    f.receiptNumber ? dialect.like(l.receiptNumber, containsPattern(f.receiptNumber)) : undefined,
    f.tenant ? dialect.like(l.trader, containsPattern(f.tenant)) : undefined,
  );
  const minVerify = sql<number>`min(${l.verifyStatus})`;
  const having = f.verifyStatus === undefined ? undefined : sql`${minVerify} = ${f.verifyStatus}`;
  const grouped = db
    .select({
      receiptNumber: l.receiptNumber,
      at: sql<number>`max(${l.paidAt})`.as('at'),
      day: sql<string>`min(${l.billDate})`.as('day'),
      amount: sql<number>`sum(${l.amount})`.as('amount'),
      verify: minVerify.as('verify'),
      sourceType: sql<string>`max(${l.sourceType})`.as('source_type'),
      trader: sql<string>`max(${l.trader})`.as('trader'),
      roomId: sql<string | null>`max(${l.roomId})`.as('room_id'),
      apartmentId: sql<string | null>`max(${l.apartmentId})`.as('apartment_id'),
      leaseId: sql<string | null>`max(${l.leaseId})`.as('lease_id'),
    })
    .from(l)
    .where(where)
    .groupBy(l.receiptNumber)
    .having(having);
  const [[{ n }], page] = await Promise.all([
    f.verifyStatus === undefined
      ? db
          .select({ n: countDistinct(l.receiptNumber) })
          .from(l)
          .where(where)
      : db.select({ n: count() }).from(grouped.as('g')),
    grouped
      .orderBy(desc(sql`max(${l.paidAt})`), desc(l.receiptNumber))
      .limit(f.size)
      .offset((f.current - 1) * f.size),
  ]);
  const numbers = page.map((p) => p.receiptNumber);
  const items = numbers.length
    ? await db
        .selectDistinct({ r: l.receiptNumber, name: l.itemName })
        .from(l)
        .where(and(where, inArray(l.receiptNumber, numbers)))
    : [];
  const received = await receivedOf(db, user.orgId, numbers);
  const roomIds = page.map((p) => p.roomId).filter((x): x is string => !!x);
  const aptIds = page.map((p) => p.apartmentId).filter((x): x is string => !!x);
  const places = roomIds.length
    ? await db
        .select({ id: rooms.id, floor: floors.floor, houseNumber: rooms.houseNumber, apt: apartments.name })
        .from(rooms)
        .innerJoin(floors, eq(floors.id, rooms.floorId))
        .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
        .where(inArray(rooms.id, roomIds))
    : [];
  const apts = aptIds.length
    ? await db
        .select({ id: apartments.id, name: apartments.name })
        .from(apartments)
        .where(inArray(apartments.id, aptIds))
    : [];
  const records = page.map((p): ReceiptRow => {
    const place = places.find((x) => x.id === p.roomId);
    const amount = num(p.amount);
    const got = received.get(p.receiptNumber) ?? 0;
    return {
      receiptNumber: p.receiptNumber,
      date: p.day,
      tenant: p.trader ?? '',
      house: place
        ? roomLocation(place.apt, place.floor, place.houseNumber)
        : (apts.find((a) => a.id === p.apartmentId)?.name ?? ''),
      leaseId: p.leaseId ?? null,
      items: [...new Set(items.filter((i) => i.r === p.receiptNumber).map((i) => i.name))].join('、'),
      amount,
      received: got,
      mismatch: amount === got ? 0 : 1,
      verifyStatus: num(p.verify) === VERIFY_STATUS.done ? 1 : 0,
      type: ledgerKindOf(p.sourceType),
    };
  });
  return pageOf(records, num(n), f.current, f.size);
}
