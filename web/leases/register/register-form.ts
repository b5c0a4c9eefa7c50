/**
 * The new-lease form's state (strings as typed, money in yuan text) and its conversions: to the shared rules' draft
 * (sync/rules/leases/lease-rules.ts), to the bill plan input, to the contract's data, and to the signing on the wire.
 */
import { ulid } from 'ulid';
import { fenToYuan, yuanToFen } from '../../../sync/rules/common/money';
import type { LeaseDefaults } from '../../../sync/contract/leases/defaults';
import {
  depositCostOf,
  depositOnSubmit,
  switchFlags,
  type LeaseFormDraft,
} from '../../../sync/rules/leases/lease-rules';
import type { ContractData } from '../../../sync/rules/leases/contract-text';
import { contractDataOfSigning, type ContractPlace } from '../../../sync/rules/leases/lease-contract';
import type { SignLeaseInput } from '../../../sync/contract/leases/sign';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { addDays, addMonths } from '../../../sync/rules/common/shanghai-time';

export interface FeeRow {
  key: string;
  name: string;
  billsType: number;
  amount: string;
  perPeriod: boolean;
}

export interface RegisterForm {
  leaseId: string;
  contractType: 0 | 1;
  contractTemplateId: string | null;
  tenant: string;
  sex: 0 | 1 | null;
  phone: string;
  idNumber: string;
  country: string;
  idCardAddress: string;
  residentialAddress: string;
  startDate: string;
  endDate: string;
  rent: string;
  deposit: number;
  depositCost: string;
  payment: number;
  collectRentType: 0 | 1 | 2;
  collectRentDay: string;
  fees: FeeRow[];
  fitmentIds: number[];
  remark: string;
  /** The tenant switch: the lessee lives in the room (isTenant 0). */
  livesIn: boolean;
  /** The send switch: send reminders to the tenant (isSend 1). */
  send: boolean;
  isDeduction: boolean;
}

let keySeq = 0;
export const newKey = () => `fee${++keySeq}`;

/** The fields of the terms: changing any of them invalidates a generated bill plan. */
const TERM_FIELDS: readonly (keyof RegisterForm)[] = [
  'startDate',
  'endDate',
  'rent',
  'deposit',
  'depositCost',
  'payment',
  'collectRentType',
  'collectRentDay',
  'fees',
  'isDeduction',
];
export const changesTerms = (patch: Partial<RegisterForm>) =>
  Object.keys(patch).some((k) => TERM_FIELDS.includes(k as keyof RegisterForm));

/**
 * The form filled from the server's (or the device's) defaults: a one-year lease from today at the room's terms, or,
 * signing from a paid deposit order, the order's terms (booker, phone, agreed rent, start and end dates; the deposit
 * months' amount follows the agreed rent). The contract type is the organisation's default (General_4; paper unless
 * set).
 */
export function formOf(d: LeaseDefaults, now = Date.now()): RegisterForm {
  const a = d.advance;
  const start = a?.startDate || shanghaiToday(now);
  const t = d.terms;
  const rentCost = a && a.rentCost > 0 ? a.rentCost : t.rentCost;
  const depositCost = rentCost === t.rentCost ? t.depositCost : (depositCostOf(t.deposit, rentCost) ?? t.depositCost);
  return {
    leaseId: ulid(now),
    contractType: d.defaultContractType === 1 ? 1 : 0,
    contractTemplateId: d.contractTemplates[0]?.templateId ?? null,
    tenant: a?.promiseMan ?? '',
    sex: null,
    phone: a?.phone ?? '',
    idNumber: '',
    country: '中国',
    idCardAddress: '',
    residentialAddress: '',
    startDate: start,
    endDate: a?.endDate && a.endDate >= start ? a.endDate : addDays(addMonths(start, 12), -1),
    rent: fenToYuan(rentCost),
    deposit: t.deposit,
    depositCost: fenToYuan(depositCost),
    payment: t.payment,
    collectRentType: t.collectRentType,
    collectRentDay: String(t.collectRentDay),
    fees: t.fees.map((f) => ({
      key: newKey(),
      name: f.name,
      billsType: f.billsType,
      amount: fenToYuan(f.amount),
      perPeriod: f.perPeriod,
    })),
    fitmentIds: [],
    remark: '',
    livesIn: true,
    send: true,
    isDeduction: false,
  };
}

/**
 * The form of a signing the server rejected, reopened for the manager (from the sync list): the tenant, the agreed
 * terms, fees, fitments, remark and switches come back; it gets a new lease id, and the room's current list rent and
 * deposit order are the new basis (the defaults `d`). A signed contract is not carried over: the tenant signs again.
 */
export function formOfRejected(d: LeaseDefaults, a: SignLeaseInput, now = Date.now()): RegisterForm {
  return {
    ...formOf(d, now),
    contractType: a.contractType === 1 ? 1 : 0,
    contractTemplateId: d.contractTemplates.some((t) => t.templateId === a.contractTemplateId)
      ? a.contractTemplateId
      : (d.contractTemplates[0]?.templateId ?? null),
    tenant: a.tenant,
    sex: a.sex === 0 || a.sex === 1 ? a.sex : null,
    phone: a.phone,
    idNumber: a.idNumber,
    country: a.country,
    idCardAddress: a.idCardAddress,
    residentialAddress: a.residentialAddress,
    startDate: a.startDate,
    endDate: a.endDate,
    rent: fenToYuan(a.rentCost),
    deposit: a.deposit,
    depositCost: fenToYuan(a.depositCost + (a.isDeduction === 1 ? a.basis.advanceCost : 0)),
    payment: a.payment,
    collectRentType: a.collectRentType as 0 | 1 | 2,
    collectRentDay: String(a.collectRentDay),
    fees: a.fees.map((f) => ({
      key: newKey(),
      name: f.name,
      billsType: f.billsType,
      amount: fenToYuan(f.amount),
      perPeriod: f.perPeriod,
    })),
    fitmentIds: a.fitmentIds,
    remark: a.remark,
    livesIn: a.isTenant === 0,
    send: a.isSend === 1,
    isDeduction: false,
  };
}

const fenOrNull = (s: string) => (s.trim() === '' ? null : yuanToFen(s));
const intOrNull = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : null);

/** The deposit amount the deposit months give for the typed rent (null for a custom amount or no rent). */
export function depositFor(form: Pick<RegisterForm, 'deposit' | 'rent'>): string | null {
  const fen = depositCostOf(form.deposit, fenOrNull(form.rent));
  return fen === null ? null : fenToYuan(fen);
}

/** The shared rules' draft of the form. */
export function draftOfForm(f: RegisterForm, d: LeaseDefaults): LeaseFormDraft {
  return {
    houseId: d.house.houseId,
    contractType: f.contractType,
    contractTemplateId: f.contractTemplateId,
    tenant: f.tenant,
    sex: f.sex,
    phone: f.phone.trim(),
    idNumberType: 0,
    idNumber: f.idNumber.trim(),
    country: f.country,
    idCardAddress: f.idCardAddress,
    residentialAddress: f.residentialAddress,
    startDate: f.startDate,
    endDate: f.endDate,
    deposit: f.deposit,
    depositCost: fenOrNull(f.depositCost),
    payment: f.payment,
    rentCost: fenOrNull(f.rent),
    collectRentType: f.collectRentType,
    collectRentDay: intOrNull(f.collectRentDay),
    fees: f.fees.map((x) => ({
      name: x.name.trim(),
      billsType: x.billsType,
      amount: fenOrNull(x.amount),
      perPeriod: x.perPeriod,
    })),
    fitmentIds: f.fitmentIds,
    remark: f.remark,
    ...switchFlags(f.livesIn, f.send),
    advanceId: d.advance?.advanceId ?? null,
    advanceCost: d.advance?.advanceCost ?? 0,
    isDeduction: f.isDeduction ? 1 : 0,
  };
}

/** Where the lease is and who lets it, for the contract. */
export const placeOf = (f: RegisterForm, d: LeaseDefaults): ContractPlace => ({
  landlord: d.orgName,
  apartmentName: d.house.apartmentName,
  address: d.house.address,
  houseNumber: d.house.houseNumber,
  floor: d.house.floor,
  area: d.house.area,
  templateName: d.contractTemplates.find((t) => t.templateId === f.contractTemplateId)?.name,
});

/** What the contract shows, from the form as typed so far (unfilled amounts read 0 in a preview). */
export function contractDataOf(f: RegisterForm, d: LeaseDefaults, signDate: string): ContractData {
  const draft = draftOfForm(f, d);
  return contractDataOfSigning(
    {
      ...draft,
      leaseId: f.leaseId,
      rentCost: draft.rentCost ?? 0,
      depositCost: depositOnSubmit(draft) ?? 0,
      payment: f.payment,
      deposit: f.deposit,
      collectRentType: f.collectRentType,
      collectRentDay: draft.collectRentDay ?? 0,
      fees: draft.fees.map((x) => ({ ...x, amount: x.amount ?? 0 })),
      basis: { advanceCost: d.advance?.advanceCost ?? 0 },
    },
    placeOf(f, d),
    signDate,
  );
}

/** The signing on the wire (the form has passed the rules). */
export function signInputOf(
  f: RegisterForm,
  d: LeaseDefaults,
  files: { idPhotos: string[]; otherPhotos?: string[]; contract: SignLeaseInput['contract'] },
): SignLeaseInput {
  const draft = draftOfForm(f, d);
  return {
    leaseId: f.leaseId,
    houseId: d.house.houseId,
    contractType: f.contractType,
    contractTemplateId: f.contractTemplateId,
    tenant: draft.tenant.trim(),
    sex: draft.sex,
    phone: draft.phone,
    idNumberType: 0,
    idNumber: draft.idNumber,
    country: draft.country.trim(),
    idCardAddress: draft.idCardAddress.trim(),
    residentialAddress: draft.residentialAddress.trim(),
    startDate: draft.startDate,
    endDate: draft.endDate,
    rentCost: draft.rentCost!,
    deposit: f.deposit,
    depositCost: depositOnSubmit(draft)!,
    payment: f.payment,
    collectRentType: f.collectRentType,
    collectRentDay: draft.collectRentDay!,
    fees: draft.fees.map((x) => ({ name: x.name, billsType: x.billsType, amount: x.amount!, perPeriod: x.perPeriod })),
    fitmentIds: f.fitmentIds,
    remark: draft.remark.trim(),
    isTenant: draft.isTenant,
    isSend: draft.isSend,
    advanceId: draft.advanceId,
    isDeduction: draft.isDeduction,
    pictures: [
      ...files.idPhotos.map((fileId) => ({ fileId, type: 1 as const })),
      ...(files.otherPhotos ?? []).map((fileId) => ({ fileId, type: 0 as const })),
    ],
    contract: files.contract,
    basis: {
      listRent: d.house.listRent,
      advanceId: d.advance?.advanceId ?? null,
      advanceCost: d.advance?.advanceCost ?? 0,
    },
  };
}
