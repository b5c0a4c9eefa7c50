import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/api';
import { personal, type ProfileInput } from '../../sync/contract/personal/personal';

/** Query key root of the personal centre (invalidated after a change of the profile). */
export const PERSONAL_KEY = ['personal'] as const;

export const personalProfileQuery = queryOptions({
  queryKey: [...PERSONAL_KEY, 'profile'],
  queryFn: () => call(personal.profile),
});

/** The amounts awaiting settlement today and tomorrow; asked again each minute while the page is open. */
export const settlementSumsQuery = queryOptions({
  queryKey: [...PERSONAL_KEY, 'sums'],
  queryFn: () => call(personal.sums),
  refetchInterval: 60_000,
});

export const updateProfile = (json: ProfileInput) => call(personal.updateProfile, { json });

/** A page of the settlement records of a date, as the list kit reads pages (`records`), with the date's sums. */
export async function fetchSettlement(reconDate: string, current: number, size = 10) {
  const r = await call(personal.settlement, { query: { reconDate, current, size } });
  return { ...r, records: r.tradeHisList };
}
