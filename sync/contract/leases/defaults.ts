/**
 * What the signing screen starts from for a room (GET /api/leases/defaults, spec part 2 §3 "Server defaults for a
 * new lease"); the device builds the same offline from its synced rows (sync/rules/leases/lease-defaults.ts).
 */
import { z } from 'zod';
import { date, fen, flag, id, int, obj } from '../kit';
import { leaseOtherCost } from './lease-list-shape';

/** The lease terms the form starts from: the room's template, else the apartment's house configuration. */
export const leaseTerms = obj({
  rentCost: fen,
  deposit: int,
  depositCost: fen,
  payment: int,
  collectRentType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  collectRentDay: int,
  fees: z.array(leaseOtherCost),
});
export type LeaseTerms = z.infer<typeof leaseTerms>;

/** What a deposit order agreed: the earnest money, the booker, the agreed rent and the lease dates. */
export const orderTerms = obj({
  advanceCost: fen,
  promiseMan: z.string(),
  phone: z.string(),
  rentCost: fen,
  startDate: date,
  endDate: date,
});
export type OrderTerms = z.infer<typeof orderTerms>;

export const leaseDefaults = obj({
  house: obj({
    houseId: id,
    apartmentId: id,
    apartmentName: z.string(),
    address: z.string(),
    floor: int,
    houseNumber: z.string(),
    area: z.number().nullable(),
    location: z.string(),
    /** Why the room cannot be signed now (sync/rules/leases/sign-rules.ts signRefusalOf), or null. */
    refusal: z.string().nullable(),
    /** The room's list rent (the signing's basis: a change meanwhile refuses an offline signing). */
    listRent: fen,
  }),
  terms: leaseTerms,
  /** The room's paid, unsigned deposit order: the signing starts from its terms (web register-form formOf). */
  advance: orderTerms.extend({ advanceId: id }).nullable(),
  /** The organisation's default contract type (General_4): 0 paper (the spec's default), 1 electronic. */
  defaultContractType: flag,
  orgName: z.string(),
  managerName: z.string(),
  contractTemplates: z.array(obj({ templateId: id, name: z.string(), number: z.string() })),
});
export type LeaseDefaults = z.infer<typeof leaseDefaults>;
