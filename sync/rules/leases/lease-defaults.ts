/**
 * The starting point of the signing form (spec part 2 §3 "Server defaults for a new lease"), shared so the device can
 * build the same defaults offline from its synced room row when the server cannot be asked.
 */
import { depositCostOf } from './lease-rules';
import { roomLocation } from '../board/room-location';
import { signRefusalOf } from './sign-rules';
import type { RoomStatusRow } from '../board/room-facts';
import type { LeaseDefaults, LeaseTerms, OrderTerms } from '../../contract/leases/defaults';
import { ORDER_PAY } from '../deposits/deposit-rules';

/**
 * The advance of a room from its synced facts (offline; api/leases/room-facts.ts puts a paid order's terms there): the first paid open order that carries its terms, or the
 * one named `advanceId` (the deposit-order list's 租客登记); null when the device does not know it.
 */
export function advanceOfFacts(
  orders: readonly { id: string; payStatus: number; createdAt?: string; terms?: OrderTerms }[],
  advanceId: string | null = null,
): LeaseDefaults['advance'] {
  const o = orders.find((x) => x.payStatus === ORDER_PAY.paid && x.terms && (advanceId === null || x.id === advanceId));
  return o?.terms ? { advanceId: o.id, ...o.terms } : null;
}

/** A room's own terms (bound from its template), each falling back to the apartment's house configuration. */
export interface TermsSource {
  rentCost: number;
  deposit: number | null;
  payment: number | null;
  collectRentType: number | null;
  collectRentDay: number | null;
}

/** Other-fee categories charged once (an "other deposit"); the rest are charged every period. */
const ONE_TIME_FEE_TYPES = new Set([2]);

export function leaseTermsOf(
  room: TermsSource,
  fallback: Partial<Omit<TermsSource, 'rentCost'>>,
  fees: { name: string; billsType: number; amount: number }[],
): LeaseTerms {
  const deposit = room.deposit ?? fallback.deposit ?? 1;
  const payment = room.payment ?? fallback.payment ?? 1;
  const type = room.collectRentType ?? fallback.collectRentType ?? 0;
  const collectRentType = (type === 1 || type === 2 ? type : 0) as 0 | 1 | 2;
  const day = room.collectRentDay ?? fallback.collectRentDay ?? (collectRentType === 0 ? 0 : 1);
  return {
    rentCost: room.rentCost,
    deposit,
    depositCost: depositCostOf(deposit, room.rentCost) ?? 0,
    payment: Math.min(10, Math.max(1, payment)),
    collectRentType,
    collectRentDay: Math.min(28, Math.max(collectRentType === 0 ? 0 : 1, day)),
    fees: fees.map((f) => ({ ...f, perPeriod: !ONE_TIME_FEE_TYPES.has(f.billsType) })),
  };
}

/** The house part of the defaults, the same on the server and on the device (from its synced rows). */
export function houseOf(
  room: RoomStatusRow & { id: string; apartmentId: string; houseNumber: string; area: number | null; rentCost: number },
  place: { apartmentName: string; address: string; floor: number },
  today: string,
  advanceId: string | null,
): LeaseDefaults['house'] {
  return {
    houseId: room.id,
    apartmentId: room.apartmentId,
    apartmentName: place.apartmentName,
    address: place.address,
    floor: place.floor,
    houseNumber: room.houseNumber,
    area: room.area,
    location: roomLocation(place.apartmentName, place.floor, room.houseNumber),
    refusal: signRefusalOf(room, today, advanceId),
    listRent: room.rentCost,
  };
}
