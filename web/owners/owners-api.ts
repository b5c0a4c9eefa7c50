import { api } from '../lib/api';
import type { OwnerPhotoField } from '../../sync/rules/owners/owner-review';
import type { Page } from '../../sync/contract/envelope';

export type OwnerPhotos = Record<OwnerPhotoField, string[]>;

export interface OwnerFull extends OwnerPhotos {
  id: string;
  name: string;
  identityCard: string;
  phone: string;
  receivingCard: string;
  ifbankCard: number;
  status: number;
  statusLabel: string;
  gmtCreate: number;
}

/** GET /api/owners/rooms/:houseId */
export interface OwnerRoom {
  houseId: string;
  apartmentId: string;
  apartmentName: string;
  floor: number;
  houseNumber: string;
  applyState: number;
  applyStateLabel: string;
  intro: string;
  nearby: string;
  owner: OwnerFull | null;
}

export interface OwnerRow {
  id: string;
  name: string;
  phone: string;
  receivingCard: string;
  identityCard: string;
  ifbankCard: number;
  status: number;
  statusLabel: string;
  gmtCreate: number;
  houseId: string;
  houseNumber: string;
  apartmentId: string;
  apartmentName: string;
}

export interface OwnerDetail extends OwnerRow {
  identityPhoto: string[];
  bankPhoto: string[];
  fczPicture: string[];
}

export interface ApplicationRow {
  houseId: string;
  houseNumber: string;
  apartmentId: string;
  apartmentName: string;
  floor: number;
  state: number;
  stateLabel: string;
  ownerId: string;
  name: string;
  phone: string;
  receivingCard: string;
  identityCard: string;
  bankCard: number;
  intro: string;
  nearby: string;
  gmtCreate: number;
}

export interface OwnerHouseRow {
  houseId: string;
  houseNumber: string;
  apartmentId: string;
  apartmentName: string;
  floor: number;
  rentCost: number;
  isRent: number;
  applyState: number;
  applyStateLabel: string;
  ownerId: string | null;
  ownerName: string;
  phone: string;
  identityCard: string;
  status: number | null;
  statusLabel: string;
}

export interface OwnerForm extends OwnerPhotos {
  name: string;
  identityCard: string;
  phone: string;
  receivingCard: string;
  ifbankCard: number;
}

export const PAGE_SIZE = 10;
const paged =
  <T>(path: string) =>
  (current: number) =>
    api<Page<T>>(`${path}?current=${current}&size=${PAGE_SIZE}`);

export const fetchOwners = paged<OwnerRow>('/api/owners/owners');
export const fetchApplications = paged<ApplicationRow>('/api/owners/applications');
export const fetchOwnerHouses = paged<OwnerHouseRow>('/api/owners/houses');
export const fetchOwnerRoom = (houseId: string) => api<OwnerRoom>(`/api/owners/rooms/${encodeURIComponent(houseId)}`);
export const fetchOwner = (id: string) => api<OwnerDetail>(`/api/owners/owners/${encodeURIComponent(id)}`);
export const saveOwnerRoom = (houseId: string, form: OwnerForm) =>
  api<OwnerRoom>(`/api/owners/rooms/${encodeURIComponent(houseId)}`, { method: 'PUT', json: form });
export const checkOwner = (id: string, status: 0 | 1) =>
  api<unknown>(`/api/owners/owners/${encodeURIComponent(id)}/check`, { method: 'POST', json: { status } });
export const checkApplication = (houseId: string, status: 0 | 1) =>
  api<unknown>(`/api/owners/applications/${encodeURIComponent(houseId)}/check`, { method: 'POST', json: { status } });

export const dateTime = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};
