import { api } from '../lib/api';
import { linkTo } from '../board/board-api';
import type { Page } from '../../sync/contract/envelope';
import type { ResidentDetail, ResidentDraft, ResidentRow } from '../../sync/rules/residents/resident-rules';

export interface ResidentFilters {
  apartmentId: string;
  houseNumber: string;
  startDate: string;
  endDate: string;
  name: string;
  phone: string;
}

export const EMPTY_RESIDENT_FILTERS: ResidentFilters = {
  apartmentId: '',
  houseNumber: '',
  startDate: '',
  endDate: '',
  name: '',
  phone: '',
};

/** Query key root of everything about residents (invalidate it after a change). */
export const RESIDENTS_KEY = ['residents'] as const;

const given = (f: Partial<ResidentFilters> & { leaseId?: string }) =>
  Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v || null]));

export const fetchResidents = (f: Partial<ResidentFilters> & { leaseId?: string }, current: number) =>
  api<Page<ResidentRow>>(linkTo('/api/residents', { ...given(f), current, size: 10 }));
/** GET /api/residents/export: the .xlsx of every resident the filters select (all pages). */
export const residentsExportPath = (f: Partial<ResidentFilters>) => linkTo('/api/residents/export', { ...given(f) });
export const fetchResident = (id: string) => api<ResidentDetail>(`/api/residents/${encodeURIComponent(id)}`);
export const addResident = (json: ResidentDraft & { leaseId: string; pictures: string[] }) =>
  api<{ id: string }>('/api/residents', { method: 'POST', json });
export const moveOutResident = (id: string) =>
  api<{ leaveDate: string }>(`/api/residents/${encodeURIComponent(id)}/move-out`, { method: 'POST' });
export const deleteResident = (id: string) =>
  api<{ id: string }>(`/api/residents/${encodeURIComponent(id)}`, { method: 'DELETE' });
