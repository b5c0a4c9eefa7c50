import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export interface HouseDefaults {
  advanceCost: number | null;
  deposit: number | null;
  payment: number | null;
  collectRentType: number | null;
  collectRentDay: number | null;
  sourceType: number | null;
  items: { costId: string; item: string; cost: number; itemType: number }[];
  title: string;
  intro: string;
  facility: string;
}

export const houseKey = (apartmentId: string) => ['settings', 'house', apartmentId];
export const housePath = (apartmentId: string, rest = '') => `/api/settings/house-defaults/${apartmentId}${rest}`;

export function useHouseDefaults(apartmentId: string) {
  return useQuery({ queryKey: houseKey(apartmentId), queryFn: () => api<HouseDefaults>(housePath(apartmentId)) });
}
