import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import type { BodyOf } from '../../sync/contract/route';
import { houses } from '../../sync/contract/houses/houses';
import { toFloorData, type EditorState } from '../../sync/rules/houses/floor-editor';

export const detailKey = (id: string) => ['apartment', id] as const;

export function useApartmentDetail(apartmentId: string | null) {
  return useQuery({
    queryKey: detailKey(apartmentId ?? ''),
    queryFn: () => call(houses.apartment, { params: { id: apartmentId! } }),
    enabled: !!apartmentId,
  });
}

export function useProvinces() {
  return useQuery({
    queryKey: ['houses', 'cities'],
    queryFn: () => call(houses.cities),
    staleTime: Infinity,
  });
}

export function useCityLocations(cityCode: string | null) {
  return useQuery({
    queryKey: ['houses', 'locations', cityCode],
    queryFn: () => call(houses.locations, { query: { cityCode: cityCode! } }),
    enabled: !!cityCode,
  });
}

export type CreateApartmentBody = BodyOf<typeof houses.create>;

/** PUT /api/houses/apartments/:id/floors: the total floor count and the floors and rooms as edited. */
export const saveFloors = (apartmentId: string, editor: EditorState) =>
  call(houses.saveFloors, {
    params: { id: apartmentId },
    json: { totalFloor: editor.totalFloor, floorData: toFloorData(editor) },
  });
