import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export interface ApartmentOption {
  apartmentId: string;
  name: string;
}

/** The apartments the signed-in user may see (server-scoped), for selectors. Invalidate ['apartments'] after a change. */
export function useApartments() {
  return useQuery({ queryKey: ['apartments'], queryFn: () => api<ApartmentOption[]>('/api/houses/apartments') });
}
