/**
 * The lease facts a room's board status is derived from (sync/rules/board/board-status.ts deriveRoomStatus), stored on
 * the room row as JSON (rooms.facts) and synced with it, so the device's offline board shows what the server's does.
 * Kept time-independent: "overdue", "near expiry" and day counts are derived on read with today's date.
 */
import { deriveRoomStatus, isOccupied, STATUS, type RoomStatusInput } from './board-status';
import { ORDER_PAY, ORDER_SIGN } from '../deposits/deposit-rules';
import type { LeaseStatus } from '../leases/lease-status';

export interface RoomFacts {
  /** The room's leases that matter for its status: not deleted; checked-out ones only the latest. */
  leases: { status: LeaseStatus; startDate: string; endDate: string; settled: boolean }[];
  /** The earliest receivable date of an unpaid valid bill of a lease not checked out; null when none. */
  earliestUnpaid: string | null;
  /** Open (not signed, not voided, not revoked) deposit orders: id, payStatus and creation date (YYYY-MM-DD). */
  orders: { id: string; payStatus: number; createdAt: string }[];
  /** The lease shown on the tile (in effect or to be confirmed); null when none. */
  leaseId: string | null;
  /**
   * The unpaid valid bills of the leases not checked out: receivable date and what is still owed (fen), so the board
   * sums what is overdue on any day (欠费金额), on the server and offline alike. Absent in facts stored before it.
   */
  unpaid?: { date: string; owed: number }[];
}

export const NO_FACTS: RoomFacts = { leases: [], earliestUnpaid: null, orders: [], leaseId: null };

export function parseFacts(json: string | null | undefined): RoomFacts {
  if (!json) return NO_FACTS;
  try {
    const f = JSON.parse(json) as Partial<RoomFacts>;
    return {
      leases: f.leases ?? [],
      earliestUnpaid: f.earliestUnpaid ?? null,
      orders: f.orders ?? [],
      leaseId: f.leaseId ?? null,
      ...(f.unpaid ? { unpaid: f.unpaid } : {}),
    };
  } catch {
    return NO_FACTS;
  }
}

/** The lease part of deriveRoomStatus's input; `leases` stays undefined for a room that never had lease data. */
export function statusInputOf(facts: RoomFacts): Pick<RoomStatusInput, 'leases' | 'unpaidBills' | 'depositOrders'> {
  const known = facts.leases.length > 0 || facts.orders.length > 0 || facts.earliestUnpaid !== null;
  if (!known) return {};
  return {
    leases: facts.leases,
    unpaidBills: facts.unpaid
      ? facts.unpaid.map((b) => ({ receivableDate: b.date, owed: b.owed }))
      : facts.earliestUnpaid
        ? [{ receivableDate: facts.earliestUnpaid }]
        : [],
    depositOrders: facts.orders.map((o) => ({
      payStatus: o.payStatus,
      signStatus: ORDER_SIGN.unsigned,
      createdAt: o.createdAt,
    })),
  };
}

/** What a room row carries for its status: its flags, the date it became vacant and its facts (JSON or parsed). */
export interface RoomStatusRow {
  isRent: number;
  isDecoration: number;
  isShow: number;
  remark: string;
  updatedAt: number;
  /** rooms.vacant_since: the start of the 空置 day count (not the room's last change); absent = unknown. */
  vacantSince?: string | null;
  facts?: string | RoomFacts | null;
}

/**
 * The one way every caller (server board, room actions, sync mutations, the device's board) derives a room's status
 * on `today`: its flags plus its lease facts; its vacancy counts from the date it became vacant (vacantSince).
 */
export function roomStatusOf(room: RoomStatusRow, today: string) {
  const facts =
    typeof room.facts === 'object' && room.facts !== null
      ? room.facts
      : parseFacts(room.facts as string | null | undefined);
  return deriveRoomStatus(
    {
      isRent: room.isRent,
      isDecoration: room.isDecoration,
      isShow: room.isShow,
      remark: room.remark,
      vacantSince: room.vacantSince ?? null,
      ...statusInputOf(facts),
    },
    today,
  );
}

/** Whether the room is rented (RoomStatus.occupied) without deriving its whole status: the board's rent rate. */
export function occupiedOf(room: { isRent: number; facts?: string | null }): boolean {
  return isOccupied(room.isRent, parseFacts(room.facts).leases);
}

/** Why a room cannot be taken now, by a lease or a deposit order. */
export type TakenReason = 'decoration' | 'occupied' | 'awaiting' | 'reserved';

/**
 * The one rule of "is this room free to let?" (signing a lease, taking or collecting a deposit order; server and
 * device): not under decoration, no lease in effect (or the rented flag), no lease to be confirmed, and no paid open
 * deposit order other than `ownOrderId` (the order that reserves it for whoever is taking it). Null when free.
 * `registering` (signing a lease): a room rented by its flag alone, with no lease (待登记, e.g. an occupied building
 * taken over), is free for the lease that registers its tenant; the lease then replaces the flag.
 */
export function whyRoomTaken(
  room: RoomStatusRow,
  today: string,
  ownOrderId: string | null = null,
  registering = false,
): TakenReason | null {
  const facts =
    typeof room.facts === 'object' && room.facts !== null
      ? room.facts
      : parseFacts(room.facts as string | null | undefined);
  const status = roomStatusOf({ ...room, facts }, today);
  if (room.isDecoration === 1) return 'decoration';
  if (status.occupied && (status.leased || !registering)) return 'occupied';
  if (status.statuses.some((s) => s.statusCode === STATUS.awaiting)) return 'awaiting';
  if (facts.orders.some((o) => o.payStatus === ORDER_PAY.paid && o.id !== ownOrderId)) return 'reserved';
  return null;
}
