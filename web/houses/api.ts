import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { toFloorData, type EditorState, type FloorData } from '../../sync/rules/houses/floor-editor';

/** Wire shapes of /api/houses (see api/houses/routes.ts). */
export interface Division {
  code: string;
  name: string;
}
export interface Province extends Division {
  cities: Division[];
}
export interface ApartmentPicture {
  pictureId: string;
  picture: string;
  isCover: number;
  regionId: number;
}
export interface ApartmentDetail {
  apartmentId: string;
  name: string;
  address: string;
  locationName: string;
  totalFloor: number;
  isElevator: number;
  projectId: string | null;
  cityCode: string;
  districtCode: string;
  cityName: string;
  districtName: string;
  latitude: number | null;
  longitude: number | null;
  facility: string;
  intro: string;
  nearby: string;
  pictures: ApartmentPicture[];
  floorData: {
    floorId: string;
    floor: number;
    houseCount: number;
    houses: { houseId: string; houseNumber: string; isRent: number }[];
  }[];
}
export interface TemplateRow {
  templateId: string;
  name: string;
  houseTotal: number;
  houseType: string;
  area: number | null;
  payMethod: string;
  rentCost: number | null;
}

export const detailKey = (id: string) => ['apartment', id] as const;

export function useApartmentDetail(apartmentId: string | null) {
  return useQuery({
    queryKey: detailKey(apartmentId ?? ''),
    queryFn: () => api<ApartmentDetail>(`/api/houses/apartments/${encodeURIComponent(apartmentId!)}`),
    enabled: !!apartmentId,
  });
}

export function useProvinces() {
  return useQuery({
    queryKey: ['houses', 'cities'],
    queryFn: () => api<Province[]>('/api/houses/cities'),
    staleTime: Infinity,
  });
}

export function useCityLocations(cityCode: string | null) {
  return useQuery({
    queryKey: ['houses', 'locations', cityCode],
    queryFn: () =>
      api<{ districts: Division[]; locationNames: string[] }>(`/api/houses/locations?cityCode=${cityCode}`),
    enabled: !!cityCode,
  });
}

/** The templates of an apartment (built by the templates feature); a list or a page of records. */
export function useApartmentTemplates(apartmentId: string | null) {
  return useQuery({
    queryKey: ['templates', 'byApartment', apartmentId],
    queryFn: async () => {
      const data = await api<TemplateRow[] | { records: TemplateRow[] }>(
        `/api/templates?apartmentId=${encodeURIComponent(apartmentId!)}`,
      );
      return Array.isArray(data) ? data : (data.records ?? []);
    },
    enabled: !!apartmentId,
    retry: false,
  });
}

export interface CreateApartmentBody {
  name: string;
  address: string;
  locationName: string;
  cityCode: string;
  districtCode: string;
  totalFloor: number;
  isElevator: number;
  floorData: FloorData[];
}

/** PUT /api/houses/apartments/:id/floors: the total floor count and the floors and rooms as edited. */
export const saveFloors = (apartmentId: string, editor: EditorState) =>
  api(`/api/houses/apartments/${encodeURIComponent(apartmentId)}/floors`, {
    method: 'PUT',
    json: { totalFloor: editor.totalFloor, floorData: toFloorData(editor) },
  });
