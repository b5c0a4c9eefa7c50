/**
 * Room status on the board (spec part 1 §2.11, §4, §9): one pure derivation shared by the API and, later, the
 * offline client, so both show the same badge and apply the same action rules.
 *
 * Status codes: 0 vacant, 1 lease to be confirmed (待确认), 2 in arrears, 3 collecting rent, 4 lease near
 * expiry, 5 reserved, 6 under decoration, 7 expired, 8 rented by flag without a lease (待登记: the tenant is to be
 * registered on /renterRegister, the usual case when taking over an occupied building).
 *
 * A room can be in several states at once (a vacant room under decoration, a rented room in arrears whose lease ends
 * next week). `statuses` lists every state that applies, in PRECEDENCE order; the first is the tile's badge
 * (`statusCode`, `day`). Precedence, most urgent first:
 *
 *   6 decoration > 2 arrears > 7 expired > 4 near expiry > 1 to be confirmed > 8 to register > 3 collecting > 5 reserved > 0 vacant
 *
 * - 6 first: the decoration lock takes the room out of service; nothing else can happen in it until it is lifted.
 * - 2 next: money already overdue is the most urgent thing a floor walker can act on.
 * - 7 before 4: a tenant who stayed past the end of the lease (not checked out) is a problem now; 4 is a warning.
 * - 1 and 8 before 3: a lease to confirm, or a rented room with no lease to register, needs a step; 3 means
 *   "rented, nothing wrong".
 * - 5 before 0: a vacant room with a paid deposit order is not available to others.
 *
 * Day count of each status (whole days between Asia/Shanghai business dates; `null` when unknown):
 * - 0 vacant: days since the room became vacant: `vacantSince`, the date kept on the room when it became vacant
 *   (created, checked out, set not rented, its lease deleted); without it the end of its last checked-out lease.
 *   Editing the room (a remark, display, rent, template) leaves it alone.
 * - 1 awaiting: days since the start date of the lease to be confirmed (0 when it starts later).
 * - 2 arrears: days since the earliest overdue unpaid bill's receivable date (a bill due today is not overdue yet).
 * - 3 collecting: days left until the current signed lease ends (the badge reads 剩余 N天).
 * - 8 to register: `null` (no lease, nothing to count).
 * - 4 near expiry: days left until the lease ends, 0 … 30 (0 = ends today).
 * - 5 reserved: days since the paid deposit order was created (the badge hides it).
 * - 6 decoration: `null` (the badge hides it).
 * - 7 expired: days since the lease end date (≥ 1).
 */

import { dayNumber, daysBetween } from '../common/shanghai-time';
import { LEASE_STATUS, type LeaseStatus } from '../leases/lease-status';
import { ORDER_PAY, ORDER_SIGN } from '../deposits/deposit-rules';

export const STATUS = {
  vacant: 0,
  awaiting: 1,
  arrears: 2,
  collecting: 3,
  nearExpiry: 4,
  reserved: 5,
  decoration: 6,
  expired: 7,
  unregistered: 8,
} as const;
export type StatusCode = (typeof STATUS)[keyof typeof STATUS];

/** The badge label of each room status (part 1 §4). */
export const STATUS_TEXT: Record<StatusCode, string> = {
  [STATUS.vacant]: '空置',
  [STATUS.awaiting]: '待确认',
  [STATUS.arrears]: '欠费',
  [STATUS.collecting]: '收租中',
  [STATUS.nearExpiry]: '即将到期',
  [STATUS.reserved]: '已预订',
  [STATUS.decoration]: '装修中',
  [STATUS.expired]: '已到期',
  [STATUS.unregistered]: '待登记',
};

/** Most urgent first; the first status of a room that applies is its badge. */
export const STATUS_PRECEDENCE: readonly StatusCode[] = [
  STATUS.decoration,
  STATUS.arrears,
  STATUS.expired,
  STATUS.nearExpiry,
  STATUS.awaiting,
  STATUS.unregistered,
  STATUS.collecting,
  STATUS.reserved,
  STATUS.vacant,
];

/** A lease ends "near" when at most this many days are left. */
export const NEAR_EXPIRY_DAYS = 30;

/** Lease status (part 2): 0 to be confirmed, 1 signed, 2 checked out. */
export interface LeaseFact {
  status: LeaseStatus;
  startDate: string;
  endDate: string;
  /** Check-out settlement done (only meaningful for status 2). */
  settled?: boolean;
}
export interface UnpaidBillFact {
  receivableDate: string;
  /** What is still owed (fen), when known. */
  owed?: number;
}
/** payStatus 0 unpaid, otherwise paid (part 1 §4); signStatus 0 not signed into a lease yet. */
export interface DepositOrderFact {
  payStatus: number;
  signStatus: number;
  createdAt: string;
}

export interface RoomStatusInput {
  isRent: number;
  isDecoration: number;
  isShow: number;
  remark: string;
  /** `undefined` = lease data unknown (before the leases feature); `[]` = known to have none. */
  leases?: readonly LeaseFact[];
  unpaidBills?: readonly UnpaidBillFact[];
  depositOrders?: readonly DepositOrderFact[];
  /** YYYY-MM-DD the room became vacant (rooms.vacant_since), null when unknown. */
  vacantSince?: string | null;
}

export interface StatusDay {
  statusCode: StatusCode;
  day: number | null;
}

export const FILTER_FLAGS = [
  'isUnsubscribe',
  'isVacant',
  'isPending',
  'isRegister',
  'isArrears',
  'isReceipt',
  'isExpired',
  'isMaturity',
  'isConfirm',
  'isRemark',
  'isSuccess',
  'isReserve',
  'isUnclear',
  'isDecoration',
] as const;
export type FilterFlag = (typeof FILTER_FLAGS)[number];
export type RoomFlags = Record<FilterFlag, boolean>;

/** The filter flags that are a room status: set when the status applies, labelled with its badge text. */
const STATUS_FLAGS = [
  ['isVacant', STATUS.vacant],
  ['isPending', STATUS.awaiting],
  ['isRegister', STATUS.unregistered],
  ['isArrears', STATUS.arrears],
  ['isReceipt', STATUS.collecting],
  ['isExpired', STATUS.expired],
  ['isMaturity', STATUS.nearExpiry],
  ['isSuccess', STATUS.reserved],
  ['isDecoration', STATUS.decoration],
] as const satisfies readonly (readonly [FilterFlag, StatusCode])[];
type StatusFlag = (typeof STATUS_FLAGS)[number][0];
const byStatusFlag = <T>(value: (s: StatusCode) => T) =>
  Object.fromEntries(STATUS_FLAGS.map(([flag, s]) => [flag, value(s)])) as Record<StatusFlag, T>;

/**
 * Chinese labels of the filter flags (part 1 §2.11's 13, plus isPending: a lease to be confirmed); a status's flag
 * reads as its badge. 待登记 (isRegister) is a rented room without a lease, as on the dashboard's counter.
 */
export const FILTER_FLAG_LABEL: Record<FilterFlag, string> = {
  ...byStatusFlag((s) => STATUS_TEXT[s]),
  isUnsubscribe: '退租未结',
  isConfirm: '待付定金',
  isRemark: '有备注',
  isReserve: '预订中',
  isUnclear: '状态不符',
};

export interface RoomStatus extends StatusDay {
  /** Every status that applies, in precedence order; `statuses[0]` is `{statusCode, day}`. */
  statuses: StatusDay[];
  /** Rented: isRent 1 or a signed lease not checked out. */
  occupied: boolean;
  /** A lease in effect or to be confirmed (not checked out, not deleted) is on the room. */
  leased: boolean;
  /** What the room's overdue bills (receivable before today) still owe, fen: the board's 欠费金额 sums it. */
  overdueCost: number;
  flags: RoomFlags;
}

/** The badge's day text: '99+' above 99, hidden (null) for reserved (5), decoration (6) or an unknown count. */
export function dayBadge(day: number | null, statusCode?: number): string | null {
  if (day === null || statusCode === STATUS.reserved || statusCode === STATUS.decoration) return null;
  return day > 99 ? '99+' : String(day);
}

const maxBy = <T>(rows: readonly T[], key: (r: T) => number): T | undefined =>
  rows.reduce<T | undefined>((best, r) => (best === undefined || key(r) > key(best) ? r : best), undefined);

/** Rented: the rent flag set, or a signed lease (not checked out) on the room. The board's rent rate counts these. */
export function isOccupied(isRent: number, leases: readonly Pick<LeaseFact, 'status'>[]): boolean {
  return isRent === 1 || leases.some((l) => l.status === LEASE_STATUS.signed);
}

/**
 * Derives a room's statuses, badge and filter flags on `today` (YYYY-MM-DD, Asia/Shanghai).
 *
 * Facts used: the current signed lease is the signed (status 1) lease with the latest end date; a room is
 * occupied when isRent is 1 or such a lease exists. Without lease data a rented room is 3 (day null) and an
 * unrented one 0 (day from `vacantSince`).
 */
export function deriveRoomStatus(input: RoomStatusInput, today: string): RoomStatus {
  const leases = input.leases ?? [];
  const signed = maxBy(
    leases.filter((l) => l.status === LEASE_STATUS.signed),
    (l) => dayNumber(l.endDate),
  );
  const pending = maxBy(
    leases.filter((l) => l.status === LEASE_STATUS.toConfirm),
    (l) => dayNumber(l.startDate),
  );
  const checkedOut = maxBy(
    leases.filter((l) => l.status === LEASE_STATUS.checkedOut),
    (l) => dayNumber(l.endDate),
  );
  const overdue = (input.unpaidBills ?? []).filter((b) => daysBetween(b.receivableDate, today) > 0);
  const openOrders = (input.depositOrders ?? []).filter((o) => o.signStatus === ORDER_SIGN.unsigned);
  const paidOrder = maxBy(
    openOrders.filter((o) => o.payStatus !== ORDER_PAY.unpaid),
    (o) => -dayNumber(o.createdAt),
  );
  const occupied = isOccupied(input.isRent, leases);

  const found = new Map<StatusCode, number | null>();
  if (input.isDecoration === 1) found.set(STATUS.decoration, null);
  if (overdue.length > 0) {
    found.set(STATUS.arrears, Math.max(...overdue.map((b) => daysBetween(b.receivableDate, today))));
  }
  const left = signed ? daysBetween(today, signed.endDate) : null;
  if (left !== null && left < 0) found.set(STATUS.expired, -left);
  if (left !== null && left >= 0 && left <= NEAR_EXPIRY_DAYS) found.set(STATUS.nearExpiry, left);
  if (pending) found.set(STATUS.awaiting, Math.max(0, daysBetween(pending.startDate, today)));
  if (occupied && !signed && !pending) found.set(STATUS.unregistered, null);
  else if (
    occupied &&
    !found.has(STATUS.arrears) &&
    !found.has(STATUS.expired) &&
    !found.has(STATUS.nearExpiry) &&
    !pending
  ) {
    found.set(STATUS.collecting, left);
  }
  if (paidOrder) found.set(STATUS.reserved, Math.max(0, daysBetween(paidOrder.createdAt, today)));
  if (!occupied && !pending) {
    const since = input.vacantSince ?? checkedOut?.endDate ?? null;
    found.set(STATUS.vacant, since ? Math.max(0, daysBetween(since, today)) : null);
  }

  const statuses: StatusDay[] = STATUS_PRECEDENCE.filter((s) => found.has(s)).map((s) => ({
    statusCode: s,
    day: found.get(s)!,
  }));
  const leasesKnown = input.leases !== undefined;
  const flags: RoomFlags = {
    ...byStatusFlag((s) => found.has(s)),
    isUnsubscribe: leases.some((l) => l.status === LEASE_STATUS.checkedOut && l.settled === false),
    isConfirm: openOrders.some((o) => o.payStatus === ORDER_PAY.unpaid),
    isRemark: input.remark.trim() !== '',
    isReserve: openOrders.length > 0,
    isUnclear: leasesKnown && (input.isRent === 1) !== (signed !== undefined),
  };
  const leased = signed !== undefined || pending !== undefined;
  const overdueCost = overdue.reduce((sum, b) => sum + (b.owed ?? 0), 0);
  return { statusCode: statuses[0].statusCode, day: statuses[0].day, statuses, occupied, leased, overdueCost, flags };
}

/** True when the room matches the chosen flags: no flag chosen = every room; several = any of them (OR). */
export function matchesFlags(flags: RoomFlags, chosen: readonly FilterFlag[]): boolean {
  return chosen.length === 0 || chosen.some((f) => flags[f]);
}
