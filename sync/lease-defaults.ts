/**
 * The starting point of the signing form (spec part 2 §3 "Server defaults for a new lease"), shared so the device can
 * build the same defaults offline from its synced room row when the server cannot be asked.
 */
import { depositCostOf } from './lease-rules';

export interface LeaseTerms {
  rentCost: number;
  deposit: number;
  depositCost: number;
  payment: number;
  collectRentType: 0 | 1 | 2;
  collectRentDay: number;
  fees: { name: string; billsType: number; amount: number; perPeriod: boolean }[];
}

export interface LeaseDefaults {
  house: {
    houseId: string;
    apartmentId: string;
    apartmentName: string;
    address: string;
    floor: number;
    houseNumber: string;
    area: number | null;
    location: string;
    statusCode: number;
    isDecoration: number;
    occupied: boolean;
    /** The room's list rent (the signing's basis: a change meanwhile refuses an offline signing). */
    listRent: number;
  };
  terms: LeaseTerms;
  advance: { advanceId: string; advanceCost: number; promiseMan: string; phone: string; rentCost: number; startDate: string; endDate: string } | null;
  orgName: string;
  managerName: string;
  contractTemplates: { templateId: string; name: string; number: string }[];
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

export function leaseTermsOf(room: TermsSource, fallback: Partial<Omit<TermsSource, 'rentCost'>>, fees: { name: string; billsType: number; amount: number }[]): LeaseTerms {
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
