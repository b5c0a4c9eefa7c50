/**
 * The rules of signing a lease that the device and the server run the same way (the offline mutation 'lease.sign' in
 * sync/protocol/mutations.ts, the signing route in api/leases): the form draft of the wire input, and why a room
 * cannot be signed now, in the signing's words (SIGN_MSG of the sign contract).
 */
import type { LeaseFormDraft } from './lease-rules';
import { whyRoomTaken, type RoomStatusRow } from '../board/room-facts';
import { SIGN_MSG, type SignLeaseInput } from '../../contract/leases/sign';

/** The form draft of the shared rules, from the wire input. */
export function draftOf(i: SignLeaseInput, advanceCost: number): LeaseFormDraft {
  return {
    houseId: i.houseId,
    contractType: i.contractType,
    contractTemplateId: i.contractTemplateId,
    tenant: i.tenant,
    sex: i.sex,
    phone: i.phone,
    idNumberType: i.idNumberType,
    idNumber: i.idNumber,
    country: i.country,
    idCardAddress: i.idCardAddress,
    residentialAddress: i.residentialAddress,
    startDate: i.startDate,
    endDate: i.endDate,
    deposit: i.deposit,
    depositCost: i.depositCost,
    payment: i.payment,
    rentCost: i.rentCost,
    collectRentType: i.collectRentType,
    collectRentDay: i.collectRentDay,
    fees: i.fees,
    fitmentIds: i.fitmentIds,
    remark: i.remark,
    isTenant: i.isTenant,
    isSend: i.isSend,
    advanceId: i.advanceId,
    advanceCost,
    isDeduction: i.isDeduction,
  };
}

/**
 * Why the room cannot be signed now (sync/rules/board/room-facts.ts whyRoomTaken, in the signing's words), or null:
 * free, rented by its flag alone with no lease (待登记: the lease registers the tenant and replaces the flag), or
 * reserved only by the lease's own deposit order `advanceId`.
 */
export function signRefusalOf(room: RoomStatusRow, today: string, advanceId: string | null): string | null {
  const why = whyRoomTaken(room, today, advanceId, true);
  if (why === null) return null;
  return why === 'decoration'
    ? SIGN_MSG.decoration
    : why === 'reserved'
      ? SIGN_MSG.reservedByOther
      : SIGN_MSG.roomTaken;
}
