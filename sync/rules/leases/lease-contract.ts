/**
 * The contract's data from a signing: one function for the device (preview, signing) and the server, which rebuilds
 * the text from the lease it stores and refuses a signed text that says anything else.
 */
import type { ContractData } from './contract-text';
import { fitmentNames } from '../../product/fitments';
import type { SignLeaseInput } from '../../contract/leases/sign';
import { leaseCodeOf } from './lease-code';

/** Where the lease is and who lets it: not part of the signing's input. */
export interface ContractPlace {
  landlord: string;
  apartmentName: string;
  address: string;
  houseNumber: string;
  floor: number;
  area: number | null;
  templateName?: string;
}

export type ContractTerms = Pick<
  SignLeaseInput,
  | 'leaseId'
  | 'tenant'
  | 'idNumber'
  | 'phone'
  | 'residentialAddress'
  | 'idCardAddress'
  | 'startDate'
  | 'endDate'
  | 'rentCost'
  | 'depositCost'
  | 'payment'
  | 'deposit'
  | 'collectRentType'
  | 'collectRentDay'
  | 'fees'
  | 'fitmentIds'
  | 'isDeduction'
> & { basis: Pick<SignLeaseInput['basis'], 'advanceCost'> };

export function contractDataOfSigning(t: ContractTerms, place: ContractPlace, signDate: string): ContractData {
  return {
    landlord: place.landlord,
    lessee: {
      name: t.tenant.trim(),
      idNumber: t.idNumber.trim(),
      phone: t.phone.trim(),
      address: t.residentialAddress.trim() || t.idCardAddress.trim(),
    },
    room: {
      apartmentName: place.apartmentName,
      address: place.address,
      houseNumber: place.houseNumber,
      floor: place.floor,
      area: place.area ?? 0,
    },
    startDate: t.startDate,
    endDate: t.endDate,
    rentCost: t.rentCost,
    depositCost: t.depositCost,
    // The earnest money counts towards the deposit when deducted (the deposit bill is the rest).
    depositAdvance: t.isDeduction === 1 ? t.basis.advanceCost : 0,
    paymentMonths: t.payment,
    depositMonths: t.deposit,
    collectRentType: t.collectRentType,
    collectRentDay: t.collectRentDay,
    fees: t.fees.map((x) => ({ name: x.name.trim(), amount: x.amount, perPeriod: x.perPeriod })),
    fitments: fitmentNames(t.fitmentIds),
    // The contract number is the lease code (one number on the contract, the lease detail and the list).
    contractNumber: leaseCodeOf(t.leaseId),
    templateName: place.templateName,
    signDate,
  };
}
