import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { houses } from '../../sync/contract/houses/houses';

export type { ApartmentOption } from '../../sync/contract/houses/houses';

/** The apartments the signed-in user may see (server-scoped), for selectors. Invalidate ['apartments'] after a change. */
export function useApartments() {
  return useQuery({ queryKey: ['apartments'], queryFn: () => call(houses.apartments) });
}
