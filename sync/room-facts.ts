/**
 * The lease facts a room's board status is derived from (sync/board-status.ts deriveRoomStatus), stored on the room
 * row as JSON (rooms.facts) and synced with it, so the device's offline board shows what the server's does.
 * Kept time-independent: "overdue", "near expiry" and day counts are derived on read with today's date.
 */
import { deriveRoomStatus, shanghaiToday, STATUS, type RoomStatusInput } from './board-status';

export interface RoomFacts {
  /** The room's leases that matter for its status: not deleted; checked-out ones only the latest. */
  leases: { status: 0 | 1 | 2; startDate: string; endDate: string; settled: boolean }[];
  /** The earliest receivable date of an unpaid valid bill of a lease not checked out; null when none. */
  earliestUnpaid: string | null;
  /** Open (not signed, not voided, not revoked) deposit orders: id, payStatus and creation date (YYYY-MM-DD). */
  orders: { id: string; payStatus: number; createdAt: string }[];
  /** The lease shown on the tile (in effect or to be confirmed); null when none. */
  leaseId: string | null;
}

export const NO_FACTS: RoomFacts = { leases: [], earliestUnpaid: null, orders: [], leaseId: null };

export function parseFacts(json: string | null | undefined): RoomFacts {
  if (!json) return NO_FACTS;
  try {
    const f = JSON.parse(json) as Partial<RoomFacts>;
    return { leases: f.leases ?? [], earliestUnpaid: f.earliestUnpaid ?? null, orders: f.orders ?? [], leaseId: f.leaseId ?? null };
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
    unpaidBills: facts.earliestUnpaid ? [{ receivableDate: facts.earliestUnpaid }] : [],
    depositOrders: facts.orders.map((o) => ({ payStatus: o.payStatus, signStatus: 0, createdAt: o.createdAt })),
  };
}

/** What a room row carries for its status: its flags, its last change and its facts (JSON or parsed). */
export interface RoomStatusRow {
  isRent: number;
  isDecoration: number;
  isShow: number;
  remark: string;
  updatedAt: number;
  facts?: string | RoomFacts | null;
}

/**
 * The one way every caller (server board, room actions, sync mutations, the device's board) derives a room's status
 * on `today`: its flags plus its lease facts; a room without a checked-out lease counts its vacancy from its last change.
 */
export function roomStatusOf(room: RoomStatusRow, today: string, sinceOf: (ms: number) => string = shanghaiToday) {
  const facts = typeof room.facts === 'object' && room.facts !== null ? room.facts : parseFacts(room.facts as string | null | undefined);
  return deriveRoomStatus(
    { isRent: room.isRent, isDecoration: room.isDecoration, isShow: room.isShow, remark: room.remark, vacantSince: sinceOf(room.updatedAt), ...statusInputOf(facts) },
    today,
  );
}

/** Why a room cannot be taken now, by a lease or a deposit order. */
export type TakenReason = 'decoration' | 'occupied' | 'awaiting' | 'reserved';

/**
 * The one rule of "is this room free to let?" (signing a lease, taking or collecting a deposit order; server and
 * device): not under decoration, no lease in effect (or the rented flag), no lease to be confirmed, and no paid open
 * deposit order other than `ownOrderId` (the order that reserves it for whoever is taking it). Null when free.
 */
export function whyRoomTaken(room: RoomStatusRow, today: string, ownOrderId: string | null = null): TakenReason | null {
  const facts = typeof room.facts === 'object' && room.facts !== null ? room.facts : parseFacts(room.facts as string | null | undefined);
  const status = roomStatusOf({ ...room, facts }, today);
  if (room.isDecoration === 1) return 'decoration';
  if (status.occupied) return 'occupied';
  if (status.statuses.some((s) => s.statusCode === STATUS.awaiting)) return 'awaiting';
  if (facts.orders.some((o) => o.payStatus === 1 && o.id !== ownOrderId)) return 'reserved';
  return null;
}
