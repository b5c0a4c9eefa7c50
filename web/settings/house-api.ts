import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { HouseDefaults } from '../../sync/rules/settings/settings';

export type { HouseDefaults };

export const houseKey = (apartmentId: string) => ['settings', 'house', apartmentId];
export const housePath = (apartmentId: string, rest = '') => `/api/settings/house-defaults/${apartmentId}${rest}`;

export function useHouseDefaults(apartmentId: string) {
  return useQuery({ queryKey: houseKey(apartmentId), queryFn: () => api<HouseDefaults>(housePath(apartmentId)) });
}
