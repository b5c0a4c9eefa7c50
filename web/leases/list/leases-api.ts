import { api } from '../../lib/api';
import { linkTo } from '../../board/board-api';
import type {
  ContractInfo,
  LeaseDetail,
  LeasePage,
  LeasePicture,
  LeasePictureType,
} from '../../../sync/contract/leases/lease-list-shape';
import type { LeaseTab } from '../../../sync/rules/leases/lease-status';

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

export const EMPTY_LEASE_FILTERS: LeaseFilters = {
  houseName: '',
  tenant: '',
  phone: '',
  houseNumber: '',
  creatorName: '',
  status: '',
};

/** The board's queries carried by /bookingList (one room or one lease). */
export interface BoardScope {
  houseId?: string;
  leaseId?: string;
  /** What the chip shows: '东湖公寓 3层 301' or the room number. */
  label?: string;
}

export const LEASES_KEY = ['leases'] as const;

export const fetchLeases = (f: LeaseFilters, scope: BoardScope, tab: LeaseTab, deleted: boolean, current: number) =>
  api<LeasePage>(
    linkTo('/api/leases', {
      ...Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v || null])),
      houseId: scope.houseId || null,
      leaseId: scope.leaseId || null,
      tab,
      deleted: deleted ? 1 : 0,
      current,
      size: 10,
    }),
  );

const enc = encodeURIComponent;
export const fetchLease = (leaseId: string, deleted = false) =>
  api<LeaseDetail>(linkTo(`/api/leases/${enc(leaseId)}`, { deleted: deleted ? 1 : null }));
export const fetchContract = (leaseId: string, deleted = false) =>
  api<ContractInfo>(linkTo(`/api/leases/${enc(leaseId)}/contract`, { deleted: deleted ? 1 : null }));
/** The contract's text: the signed one as stored, else the contract of the signed terms (numbered with the lease code). */
export const fetchContractText = (leaseId: string) =>
  api<{ plainText: string; signed: boolean }>(`/api/leases/${enc(leaseId)}/contract/text`);
export const removeLeases = (leaseIds: string[]) =>
  api<{ deleted: number }>('/api/leases/delete', { method: 'POST', json: { leaseIds } });
export const confirmLease = (leaseId: string) =>
  api<{ leaseId: string }>(`/api/leases/${enc(leaseId)}/confirm`, { method: 'POST' });
export const addLeasePicture = (leaseId: string, url: string, type: LeasePictureType) =>
  api<LeasePicture[]>(`/api/leases/${enc(leaseId)}/pictures`, { method: 'POST', json: { url, type } });
export const removeLeasePicture = (leaseId: string, pid: string) =>
  api<LeasePicture[]>(`/api/leases/${enc(leaseId)}/pictures/${enc(pid)}`, { method: 'DELETE' });
