import { call } from '../../lib/api';
import { leases } from '../../../sync/contract/leases/leases';
import type { LeasePictureType } from '../../../sync/contract/leases/lease-list-shape';
import type { ExpiryWindow, LeaseTab } from '../../../sync/rules/leases/lease-status';

/** The text filters of §2.1 plus lease status and the deleted-records switch. */
export interface LeaseFilters {
  houseName: string;
  tenant: string;
  phone: string;
  houseNumber: string;
  creatorName: string;
  /** '' all, '1' in lease, '2' checked out. */
  status: '' | '1' | '2';
}

/** The board's queries carried by /bookingList (one room or one lease). */
export interface BoardScope {
  houseId?: string;
  leaseId?: string;
  /** From the finance dashboard: 即将到期 within these days, and its apartment. */
  within?: ExpiryWindow;
  apartmentId?: string;
  /** What the chip shows: '东湖公寓 3层 301' or the room number. */
  label?: string;
}

export const LEASES_KEY = ['leases'] as const;

export const fetchLeases = (f: LeaseFilters, scope: BoardScope, tab: LeaseTab, deleted: boolean, current: number) =>
  call(leases.list, {
    query: {
      ...f,
      houseId: scope.houseId,
      leaseId: scope.leaseId,
      within: scope.within,
      apartmentId: scope.apartmentId,
      tab,
      deleted: deleted ? 1 : 0,
      current,
      size: 10,
    },
  });

const deletedFlag = (deleted: boolean) => ({ deleted: deleted ? ('1' as const) : undefined });
export const fetchLease = (leaseId: string, deleted = false) =>
  call(leases.detail, { params: { leaseId }, query: deletedFlag(deleted) });
export const fetchContract = (leaseId: string, deleted = false) =>
  call(leases.contract, { params: { leaseId }, query: deletedFlag(deleted) });
/** The contract's text: the signed one as stored, else the contract of the signed terms (numbered with the lease code). */
export const fetchContractText = (leaseId: string) => call(leases.contractText, { params: { leaseId } });
export const removeLeases = (leaseIds: string[]) => call(leases.removeByPost, { json: { leaseIds } });
export const confirmLease = (leaseId: string) => call(leases.confirm, { params: { leaseId } });
export const addLeasePicture = (leaseId: string, url: string, type: LeasePictureType) =>
  call(leases.addPicture, { params: { leaseId }, json: { url, type } });
export const removeLeasePicture = (leaseId: string, pid: string) =>
  call(leases.removePicture, { params: { leaseId, pid } });
