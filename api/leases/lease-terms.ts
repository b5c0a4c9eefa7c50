import { and, eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { orgs } from '../auth/schema';
import { rooms } from '../houses/schema';
import { contractTemplates } from '../settings/schema';
import { billPlan, type BillPlan } from '../../sync/rules/bills/bill-plan';
import { contractDocument } from '../../sync/rules/leases/contract-text';
import { contractPlainText } from '../../sync/rules/leases/contract-digest';
import { contractDataOfSigning, type ContractPlace, type ContractTerms } from '../../sync/rules/leases/lease-contract';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import type { LeaseOtherCost } from '../../sync/contract/leases/lease-list-shape';
import type { VisibleLease } from './access';
import { leaseContracts } from './schema';

/** The other fees stored with a lease (JSON), as signed. */
export function otherFeesOf(json: string): LeaseOtherCost[] {
  try {
    const list = JSON.parse(json) as Partial<LeaseOtherCost>[];
    return Array.isArray(list)
      ? list.map((f) => ({
          name: String(f.name ?? ''),
          billsType: Number(f.billsType ?? 0),
          amount: Number(f.amount ?? 0),
          perPeriod: Boolean(f.perPeriod),
        }))
      : [];
  } catch {
    return [];
  }
}

/**
 * The terms a lease was signed with, as the signing carried them (sync/rules/leases/lease-contract.ts ContractTerms).
 */
export function signedTermsOf(lease: VisibleLease): ContractTerms {
  let fitmentIds: number[] = [];
  try {
    const f = JSON.parse(lease.fitments) as unknown;
    if (Array.isArray(f)) fitmentIds = f.filter((x): x is number => typeof x === 'number');
  } catch {
    /* none */
  }
  return {
    leaseId: lease.id,
    tenant: lease.tenant,
    idNumber: lease.idNumber,
    phone: lease.phone,
    residentialAddress: lease.residentialAddress,
    idCardAddress: lease.idCardAddress,
    startDate: lease.startDate,
    endDate: lease.endDate,
    rentCost: lease.rentCost,
    depositCost: lease.depositCost,
    payment: lease.payment,
    deposit: lease.deposit,
    collectRentType: lease.collectRentType as 0 | 1 | 2,
    collectRentDay: lease.collectRentDay,
    fees: otherFeesOf(lease.otherFees).map(({ name, billsType, amount, perPeriod }) => ({
      name,
      billsType,
      amount,
      perPeriod,
    })),
    fitmentIds,
    isDeduction: lease.isDeduction === 1 ? 1 : 0,
    basis: { advanceCost: lease.advanceCost },
  };
}

/**
 * The bill plan the lease was signed with (its stages as generated at signing, whatever later edits did); null if the
 * stored terms no longer make one.
 */
export function signedPlanOf(lease: VisibleLease): BillPlan | null {
  try {
    return planOfTerms(signedTermsOf(lease));
  } catch {
    return null;
  }
}

/** The bill plan of a signing's terms (sync/rules/bills/bill-plan.ts); throws when the terms make none. */
export function planOfTerms(t: ContractTerms): BillPlan {
  return billPlan({
    startDate: t.startDate,
    endDate: t.endDate,
    rentCost: t.rentCost,
    depositCost: t.depositCost,
    paymentMonths: t.payment,
    collectRentType: t.collectRentType,
    collectRentDay: t.collectRentDay,
    fees: t.fees,
  });
}

/** Where a contract is: the room as given, let by the organisation, under its contract template's name. */
export async function contractPlaceOf(
  db: Reader,
  orgId: string,
  templateId: string | null | undefined,
  room: Omit<ContractPlace, 'landlord' | 'templateName'>,
): Promise<ContractPlace> {
  const [org] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  const [template] = templateId
    ? await db
        .select({ name: contractTemplates.name })
        .from(contractTemplates)
        .where(and(eq(contractTemplates.id, templateId), eq(contractTemplates.orgId, orgId)))
        .limit(1)
    : [];
  return { landlord: org?.name ?? '', ...room, templateName: template?.name };
}

/**
 * The contract text of a lease: what the tenant signed for an electronic contract (stored), else the contract of its
 * terms as the signing screen printed it (the same function, dated the signing day, numbered with the lease code).
 */
export async function leaseContractText(
  db: Reader,
  lease: VisibleLease,
): Promise<{ plainText: string; signed: boolean }> {
  const [stored] = await db
    .select({ plainText: leaseContracts.plainText })
    .from(leaseContracts)
    .where(eq(leaseContracts.leaseId, lease.id))
    .limit(1);
  if (stored) return { plainText: stored.plainText, signed: true };
  const [room] = await db.select({ area: rooms.area }).from(rooms).where(eq(rooms.id, lease.roomId)).limit(1);
  const place = await contractPlaceOf(db, lease.orgId, lease.contractTemplateId, {
    apartmentName: lease.apartmentName,
    address: lease.apartmentAddress,
    houseNumber: lease.houseNumber,
    floor: lease.floor,
    area: room?.area ?? null,
  });
  // Numbered with the stored lease code (the same as leaseCodeOf for leases signed since; older ones keep theirs).
  const data = {
    ...contractDataOfSigning(signedTermsOf(lease), place, shanghaiToday(lease.signedAt)),
    contractNumber: lease.leaseCode,
  };
  return { plainText: contractPlainText(contractDocument(data)), signed: false };
}
