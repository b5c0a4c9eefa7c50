/**
 * The shapes of the lease list, lease detail and contract view API (spec part 2 §2.1, §2.5, §2.6, §3, §7 "Leases and
 * settlement"), written once for the server that answers them (api/leases) and the screens that read them
 * (web/leases/list, web/leases/detail). Money in fen; instants epoch ms; business dates 'YYYY-MM-DD' (Asia/Shanghai).
 */
import type { LeaseTab } from '../../rules/leases/lease-status';

/** What the row and detail screens may offer (sync/lease-status.ts leaseActions). */
export interface LeaseActionFlags {
  checkOut: boolean;
  settle: boolean;
  remove: boolean;
  confirm: boolean;
}

/** Filters and paging of GET /api/leases (§2.1 and the board's queries). */
export interface LeaseListFilters {
  /** Apartment name (the house's name). */
  houseName?: string;
  tenant?: string;
  phone?: string;
  houseNumber?: string;
  /** The signer (the lease's creator). */
  creatorName?: string;
  /** 1 in lease, 2 checked out. */
  status?: 1 | 2;
  /** 0 live leases (default), 1 the deleted records. */
  deleted?: 0 | 1;
  /** The board's queries: one room, one lease. */
  houseId?: string;
  leaseId?: string;
  tab?: LeaseTab;
  current?: number;
  size?: number;
}

/** A row of the lease list (GET /api/leases). */
export interface LeaseRow {
  leaseId: string;
  leaseCode: string;
  houseId: string;
  apartmentId: string;
  apartmentName: string;
  floor: number;
  houseNumber: string;
  /** '东湖公寓 3层 301'. */
  houseName: string;
  area: number | null;
  tenant: string;
  phone: string;
  startDate: string;
  endDate: string;
  rentCost: number;
  /** The next rent date, '-' when none (sync/lease-status.ts nextRentDate; '-' once checked out). */
  nextDate: string;
  contractType: number;
  contractTypeText: string;
  status: number;
  settled: boolean;
  statusText: string;
  creatorName: string;
  createdAt: number;
  deleted: boolean;
  /** Days the earliest overdue unpaid valid bill is late (0 when the lease is not in arrears). */
  overdueDays: number;
  actions: LeaseActionFlags;
}

/** A page of the list, with the number of leases in each tab under the same filters. */
export interface LeasePage {
  records: LeaseRow[];
  total: number;
  pages: number;
  current: number;
  size: number;
  tabCounts: Record<LeaseTab, number>;
}

/** An other-fee line of the lease (leases.otherFees). */
export interface LeaseOtherCost {
  name: string;
  billsType: number;
  /** Per month when perPeriod, else the one-time amount (fen). */
  amount: number;
  perPeriod: boolean;
  /** What a full period (付N) charges of it — the bill of every full stage; the amount itself when one-time. */
  periodAmount?: number;
}

/** The signing info of a lease (§3 signList). */
export interface LeaseSignInfo {
  leaseId: string;
  leaseCode: string;
  contractType: number;
  contractTypeText: string;
  rentCost: number;
  /** The deposit billed at signing (net of the earnest money counted towards it). */
  depositCost: number;
  /** The earnest money counted towards the deposit (0 when none or not deducted). */
  depositAdvance: number;
  /** Deposit months (0 custom) and payment months (押N付M). */
  deposit: number;
  payment: number;
  signTime: number;
  effectiveAt: number | null;
  creatorName: string;
  /** The first stage's total and receivable date as signed (the signed bill plan; later bill changes leave it). */
  firstTotal: number;
  firstReceivableDate: string | null;
  remark: string;
  otherCost: LeaseOtherCost[];
}

/** The house card of the lease detail (§2.5). */
export interface LeaseHouseCard {
  houseId: string;
  /** The serial number shown: the lease code. */
  serialNumber: string;
  apartmentName: string;
  houseName: string;
  address: string;
  overview: string;
  /** '2室1厅1卫' ('' when unknown). */
  houseInfo: string;
  area: number | null;
  /** 0 centralized (集中式). */
  houseType: number;
  houseTypeText: string;
  /** The room's list price per month. */
  price: number;
  /** Room photos, else its template's. */
  pictures: string[];
}

/** GET /api/leases/:leaseId. */
export interface LeaseDetail {
  leaseId: string;
  leaseCode: string;
  status: number;
  settled: boolean;
  statusText: string;
  contractType: number;
  contractTypeText: string;
  houseId: string;
  houseName: string;
  tenant: string;
  phone: string;
  idNumberType: number;
  idNumber: string;
  idCardAddress: string;
  startDate: string;
  endDate: string;
  /** The deposit agreed: the lease's deposit bills (押金 12 and 其他押金 2, void ones left out) plus the earnest money counted towards them. */
  depositTotal: number;
  /** The deposit held: paid on the deposit bills plus the earnest money (定金) of the deposit order the lease used. */
  depositHeld: number;
  /** The earnest money held for the lease (0 when none). */
  advanceHeld: number;
  residentialAddress: string;
  checkOutDate: string | null;
  deleted: boolean;
  signList: LeaseSignInfo[];
  house: LeaseHouseCard;
  actions: LeaseActionFlags;
  billsOpen: boolean;
}

/** Picture types of a lease (§9): 0 other, 1 ID photo, 2 contract image. */
export type LeasePictureType = 0 | 1 | 2;
export const LEASE_PICTURE_TEXT: Record<LeasePictureType, string> = { 0: '其他照片', 1: '证件照片', 2: '合同图片' };

export interface LeasePicture {
  pid: string;
  picture: string;
  type: LeasePictureType;
  /** False for the signed image of an electronic contract (kept as evidence). */
  removable: boolean;
}

/** GET /api/leases/:leaseId/contract (§2.6). */
export interface ContractInfo {
  leaseId: string;
  leaseCode: string;
  houseId: string;
  houseName: string;
  tenant: string;
  startTime: string;
  endTime: string;
  contractType: number;
  contractTypeText: string;
  pictureList: LeasePicture[];
  /** Electronic contracts: does the stored contract still match what was signed (null: none or not checked). */
  verify: { intact: boolean; signedAt: number } | null;
  /** Pictures may be added or removed (not on a deleted lease). */
  editable: boolean;
}

/** Messages of the pictures of a lease. */
export const LEASE_PICTURE_MSG = {
  tooManyIdPhotos: '最多上传3张证件照片',
  tooManyPhotos: '最多上传20张照片',
  fileMissing: '图片不存在或已失效，请重新上传',
  duplicate: '该图片已添加',
  notFound: '图片不存在',
  signedContract: '电子合同的签署图片不能删除',
  noFile: '请先上传图片',
  added: '添加成功',
  removed: '删除成功',
} as const;

/** Delete refusal for a lease to be confirmed that already has collected bills. */
export const LEASE_DELETE_PAID_MSG = '该租约已有收款的账单，不能删除';
/** Delete refusal for a lease to be confirmed signed with a paid deposit order: the advance is on the books for it. */
export const LEASE_DELETE_ADVANCE_MSG = '该租约已使用已付定金，不能删除';
