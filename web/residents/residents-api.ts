import { call } from '../lib/api';
import type { ResidentDraft } from '../../sync/rules/residents/resident-rules';
import { residents } from '../../sync/contract/residents/residents';

export interface ResidentFilters {
  apartmentId: string;
  houseNumber: string;
  startDate: string;
  endDate: string;
  name: string;
  phone: string;
}

/** Query key root of everything about residents (invalidate it after a change). */
export const RESIDENTS_KEY = ['residents'] as const;

export const fetchResidents = (
  f: Partial<ResidentFilters> & { leaseId?: string; fullIdNumber?: '1' },
  current: number,
  size = 10,
) => call(residents.list, { query: { ...f, current, size } });
export const fetchResident = (id: string) => call(residents.details, { params: { id } });
export const addResident = (json: ResidentDraft & { leaseId: string; pictures: string[] }) =>
  call(residents.add, { json });
export const moveOutResident = (id: string) => call(residents.moveOut, { params: { id } });
export const deleteResident = (id: string) => call(residents.delete, { params: { id } });
