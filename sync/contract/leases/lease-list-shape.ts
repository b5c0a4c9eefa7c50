/**
 * The replies of the lease list, lease detail and contract view (spec part 2 §2.1, §2.5, §2.6, §3, §7 "Leases and
 * settlement"), for the server that answers them (api/leases) and the screens that read them (web/leases/list,
 * web/leases/detail). Money in fen; instants epoch ms; business dates 'YYYY-MM-DD' (Asia/Shanghai).
 */
import { z } from 'zod';
import { date, fen, id, int, ms, obj, page } from '../kit';

/** What the row and detail screens may offer (sync/rules/leases/lease-status.ts leaseActions). */
export const leaseActionFlags = obj({
  checkOut: z.boolean(),
  settle: z.boolean(),
  remove: z.boolean(),
  confirm: z.boolean(),
});

/** A row of the lease list (GET /api/leases). */
export const leaseRow = obj({
  leaseId: id,
  leaseCode: z.string(),
  houseId: id,
  apartmentId: id,
  apartmentName: z.string(),
  floor: int,
  houseNumber: z.string(),
  /** '东湖公寓 3层 301'. */
  houseName: z.string(),
  area: z.number().nullable(),
  tenant: z.string(),
  phone: z.string(),
  startDate: date,
  endDate: date,
  rentCost: fen,
  /** The next rent date, '-' when none (lease-status.ts nextRentDate; '-' once checked out). */
  nextDate: z.union([date, z.literal('-')]),
  contractType: int,
  contractTypeText: z.string(),
  status: int,
  settled: z.boolean(),
  statusText: z.string(),
  creatorName: z.string(),
  createdAt: ms,
  deleted: z.boolean(),
  /** Days the earliest overdue unpaid valid bill is late (0 when the lease is not in arrears). */
  overdueDays: int,
  actions: leaseActionFlags,
});
export type LeaseRow = z.infer<typeof leaseRow>;

/** A page of the list, with the number of leases in each tab (LeaseTab 0–3) under the same filters. */
export const leasePage = page(leaseRow).extend({ tabCounts: obj({ 0: int, 1: int, 2: int, 3: int }) });
export type LeasePage = z.infer<typeof leasePage>;

/** An other-fee line of the lease as signed (leases.otherFees). */
export const leaseOtherCost = obj({
  name: z.string(),
  billsType: int,
  /** Per month when perPeriod, else the one-time amount (fen). */
  amount: fen,
  perPeriod: z.boolean(),
});
export type LeaseOtherCost = z.infer<typeof leaseOtherCost>;

/** The signing info of a lease (§3 signList). */
export const leaseSignInfo = obj({
  leaseId: id,
  leaseCode: z.string(),
  contractType: int,
  contractTypeText: z.string(),
  rentCost: fen,
  /** The deposit billed at signing (net of the earnest money counted towards it). */
  depositCost: fen,
  /** The earnest money counted towards the deposit (0 when none or not deducted). */
  depositAdvance: fen,
  /** Deposit months (0 custom) and payment months (押N付M). */
  deposit: int,
  payment: int,
  signTime: ms,
  effectiveAt: ms.nullable(),
  creatorName: z.string(),
  /** The first stage's total and receivable date as signed (the signed bill plan; later bill changes leave it). */
  firstTotal: fen,
  firstReceivableDate: date.nullable(),
  remark: z.string(),
  /** The other fees, with what a full period (付N) charges of each: the amount itself when one-time. */
  otherCost: z.array(leaseOtherCost.extend({ periodAmount: fen })),
});

/** The house card of the lease detail (§2.5). */
export const leaseHouseCard = obj({
  houseId: id,
  /** The serial number shown: the room's number. */
  serialNumber: z.string(),
  apartmentName: z.string(),
  houseName: z.string(),
  address: z.string(),
  overview: z.string(),
  /** '2室1厅1卫' ('' when unknown). */
  houseInfo: z.string(),
  area: z.number().nullable(),
  /** 0 centralized (集中式). */
  houseType: int,
  houseTypeText: z.string(),
  /** The room's list price per month. */
  price: fen,
  /** Room photos, else its template's. */
  pictures: z.array(z.string()),
});
export type LeaseHouseCard = z.infer<typeof leaseHouseCard>;

/** GET /api/leases/:leaseId. */
export const leaseDetail = obj({
  leaseId: id,
  leaseCode: z.string(),
  status: int,
  settled: z.boolean(),
  statusText: z.string(),
  contractType: int,
  contractTypeText: z.string(),
  houseId: id,
  houseName: z.string(),
  tenant: z.string(),
  phone: z.string(),
  idNumberType: int,
  idNumber: z.string(),
  idCardAddress: z.string(),
  startDate: date,
  endDate: date,
  /** The deposit agreed: the deposit bills (押金 12, 其他押金 2, void ones left out) plus the earnest money counted towards them. */
  depositTotal: fen,
  /** The deposit held: paid on the deposit bills plus the earnest money (定金) of the deposit order the lease used. */
  depositHeld: fen,
  /** The earnest money held for the lease (0 when none). */
  advanceHeld: fen,
  residentialAddress: z.string(),
  checkOutDate: date.nullable(),
  deleted: z.boolean(),
  signList: z.array(leaseSignInfo),
  house: leaseHouseCard,
  actions: leaseActionFlags,
  billsOpen: z.boolean(),
});
export type LeaseDetail = z.infer<typeof leaseDetail>;

/** Picture types of a lease (§9): 0 other, 1 ID photo, 2 contract image. */
export const leasePictureType = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type LeasePictureType = z.infer<typeof leasePictureType>;

export const leasePicture = obj({
  pid: id,
  picture: z.string(),
  type: leasePictureType,
  /** False for the signed image of an electronic contract (kept as evidence). */
  removable: z.boolean(),
});
export type LeasePicture = z.infer<typeof leasePicture>;

/** GET /api/leases/:leaseId/contract (§2.6). */
export const contractInfo = obj({
  leaseId: id,
  leaseCode: z.string(),
  houseId: id,
  houseName: z.string(),
  tenant: z.string(),
  startTime: date,
  endTime: date,
  contractType: int,
  contractTypeText: z.string(),
  pictureList: z.array(leasePicture),
  /** Electronic contracts: does the stored contract still match what was signed (null: none or not checked). */
  verify: obj({ intact: z.boolean(), signedAt: ms }).nullable(),
  /** Pictures may be added or removed (not on a deleted lease). */
  editable: z.boolean(),
});
export type ContractInfo = z.infer<typeof contractInfo>;
