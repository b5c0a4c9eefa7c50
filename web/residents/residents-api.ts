import { call, type ListFilters } from '../lib/api';
import type { ResidentDraft } from '../../sync/rules/residents/resident-rules';
import { residents } from '../../sync/contract/residents/residents';

/** The filters of §2.4 (a lease's residents and the export's full ID numbers are not the filter bar's). */
export type ResidentFilters = ListFilters<typeof residents.list, 'leaseId' | 'fullIdNumber'>;

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
