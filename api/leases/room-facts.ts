import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../db/store';
import { dialect } from '../db/dialect';
import { rooms } from '../houses/schema';
import { depositOrders } from '../deposits/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { parseFacts, type RoomFacts } from '../../sync/rules/board/room-facts';
import { vacancyOnFactsChange } from '../board/vacancy';
import { bills, leases } from './schema';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { ORDER_PAY, ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';

/**
 * `org_id = ?` written so that the planner does not pick the org index for it (dialect.eqNoIndex): the room index
 * finds a room's few rows, the org index would scan every row of the organisation.
 */
const sameOrg = (col: typeof leases.orgId | typeof depositOrders.orgId, orgId: string) => dialect.eqNoIndex(col, orgId);

/**
 * The room's current lease among its open ones (in effect or to be confirmed): one in effect first, else one to be
 * confirmed; among equals the one ending last, then the newest. The board's tile, the meter screens and utility bills
 * all name the same lease through this. (Signing refuses a room with an open lease, so there is normally one.)
 */
export function currentLeaseOf<L extends { status: number; endDate: string; createdAt: number }>(
  open: readonly L[],
): L | undefined {
  const sorted = [...open]
    .filter((l) => l.status === LEASE_STATUS.toConfirm || l.status === LEASE_STATUS.signed)
    .sort((a, b) => b.endDate.localeCompare(a.endDate) || b.createdAt - a.createdAt);
  return (
    sorted.find((l) => l.status === LEASE_STATUS.signed) ?? sorted.find((l) => l.status === LEASE_STATUS.toConfirm)
  );
}

/** The room's lease facts from its leases, bills and deposit orders (see sync/room-facts.ts). */
export async function roomFactsOf(db: Reader, orgId: string, roomId: string): Promise<RoomFacts> {
  const rows = await db
    .select({
      id: leases.id,
      status: leases.status,
      startDate: leases.startDate,
      endDate: leases.endDate,
      settled: leases.settled,
      createdAt: leases.createdAt,
    })
    .from(leases)
    .where(and(sameOrg(leases.orgId, orgId), eq(leases.roomId, roomId), isNull(leases.deletedAt)))
    .orderBy(desc(leases.endDate), desc(leases.createdAt), desc(leases.id));
  const open = rows.filter((l) => l.status === LEASE_STATUS.toConfirm || l.status === LEASE_STATUS.signed);
  const lastOut = rows.find((l) => l.status === LEASE_STATUS.checkedOut);
  const kept = lastOut ? [...open, lastOut] : open;
  const openIds = open.map((l) => l.id);
  const unpaid = openIds.length
    ? await db
        .select({ date: bills.receivableDate, owed: sql<number>`${bills.accountReceivable} - ${bills.amountReceived}` })
        .from(bills)
        .where(
          and(
            inArray(bills.leaseId, openIds),
            eq(bills.payStatus, BILL_PAY.unpaid),
            eq(bills.validStatus, BILL_VALID.valid),
          ),
        )
        .orderBy(asc(bills.receivableDate), asc(bills.id))
    : [];
  const earliest = unpaid[0]?.date ?? null;
  const orders = await db
    .select({
      id: depositOrders.id,
      payStatus: depositOrders.payStatus,
      createdAt: depositOrders.createdAt,
      advanceCost: depositOrders.advanceCost,
      promiseMan: depositOrders.promiseMan,
      phone: depositOrders.phone,
      rentCost: depositOrders.rentCost,
      startDate: depositOrders.startDate,
      endDate: depositOrders.endDate,
    })
    .from(depositOrders)
    .where(
      and(
        sameOrg(depositOrders.orgId, orgId),
        eq(depositOrders.roomId, roomId),
        eq(depositOrders.signStatus, ORDER_SIGN.unsigned),
      ),
    )
    .orderBy(asc(depositOrders.createdAt), asc(depositOrders.id));
  const current = currentLeaseOf(open);
  return {
    leases: kept.map((l) => ({
      status: l.status as 0 | 1 | 2,
      startDate: l.startDate,
      endDate: l.endDate,
      settled: l.settled === 1,
    })),
    earliestUnpaid: earliest,
    unpaid: unpaid.map((b) => ({ date: b.date, owed: Number(b.owed) })),
    // A paid order carries its terms, so the device can start a signing from it offline.
    orders: orders.map(({ id, payStatus, createdAt, ...terms }) => ({
      id,
      payStatus,
      createdAt: shanghaiToday(createdAt),
      ...(payStatus === ORDER_PAY.paid ? { terms } : {}),
    })),
    leaseId: current?.id ?? null,
  };
}

/**
 * Recomputes and stores the room's facts (the unit stamps the room with its version, so devices pull it), and its
 * rent flag once leases speak for it (rented while a lease is in effect or to be confirmed, not rented once the last
 * one checked out; a room that never had a lease keeps its manual flag). Run by the unit of work's write effects
 * (api/effects.ts) for every room whose lease, bill or deposit order the unit wrote: callers do not call it. The
 * room's updatedAt stays; its vacancy date is set when its last open lease goes (api/board/vacancy.ts).
 */
export async function refreshRoomFacts(tx: Tx, roomId: string): Promise<void> {
  const orgId = tx.orgId;
  if (!orgId) throw new Error('room facts are refreshed in a unit of work of the organisation');
  const [stored] = await tx
    .select({ facts: rooms.facts })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), eq(rooms.orgId, orgId)))
    .limit(1);
  const before = parseFacts(stored?.facts);
  const facts = await roomFactsOf(tx, orgId, roomId);
  const occupied = facts.leases.some((l) => l.status === LEASE_STATUS.toConfirm || l.status === LEASE_STATUS.signed);
  await tx
    .update(rooms)
    .set({
      facts: JSON.stringify(facts),
      ...(occupied ? { isRent: 1 } : facts.leases.length > 0 ? { isRent: 0 } : {}),
      ...(await vacancyOnFactsChange(tx, tx.now, orgId, roomId, before, facts)),
    })
    .where(and(eq(rooms.id, roomId), eq(rooms.orgId, orgId)));
}
