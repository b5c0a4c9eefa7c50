import { call } from '../../lib/api';
import { rental } from '../../../sync/contract/finance/rental';
import type { TimeType } from '../../../sync/rules/finance/rental-periods';

/** Query key root of /zulintongji. */
export const RENTAL_KEY = ['finance', 'rental'] as const;

export const fetchBranches = () => call(rental.branches, {});
export const fetchDays = (officeId: string, daysBefore: number) =>
  call(rental.days, { query: { officeId: officeId || undefined, daysBefore } });
/** A page of the staff ranking (the export reads 100 at a time). */
export const fetchStaff = (officeId: string, timeType: TimeType, current: number, size = 10) =>
  call(rental.staff, { query: { officeId: officeId || undefined, timeType, current, size } });
export type StaffItem = Awaited<ReturnType<typeof fetchStaff>>['records'][number];
