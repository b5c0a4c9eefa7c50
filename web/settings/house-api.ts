import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import type { BodyOf } from '../../sync/contract/route';
import { settings } from '../../sync/contract/settings/settings';

export const houseKey = (apartmentId: string) => ['settings', 'house', apartmentId];

export function useHouseDefaults(apartmentId: string) {
  return useQuery({
    queryKey: houseKey(apartmentId),
    queryFn: () => call(settings.houseDefaults, { params: { apartmentId } }),
  });
}

/** The four saves of General_2, each answering the apartment's house defaults after it. */
export const saveRentDefaults = (apartmentId: string, json: BodyOf<typeof settings.saveRentDefaults>) =>
  call(settings.saveRentDefaults, { params: { apartmentId }, json });
export const saveDefaultItems = (apartmentId: string, json: BodyOf<typeof settings.saveDefaultItems>) =>
  call(settings.saveDefaultItems, { params: { apartmentId }, json });
export const saveIntro = (apartmentId: string, json: BodyOf<typeof settings.saveIntro>) =>
  call(settings.saveIntro, { params: { apartmentId }, json });
export const saveFacility = (apartmentId: string, json: BodyOf<typeof settings.saveFacility>) =>
  call(settings.saveFacility, { params: { apartmentId }, json });
