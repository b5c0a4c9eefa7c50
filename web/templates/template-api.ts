import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export interface FeeItemDto {
  costId?: string;
  item: string;
  cost: number;
  itemType: number;
}

export interface PictureDto {
  pictureId: string;
  picture: string;
  isCover: number;
}

export interface TemplateSummary {
  templateId: string;
  apartmentId: string;
  name: string;
  spliceName: string;
  houseTotal: number;
  houseType: string;
  area: number | null;
  payMethod: string;
  deposit: number | null;
  payment: number | null;
  rentCost: number | null;
}

export interface TemplateDetail extends TemplateSummary {
  apartmentName: string;
  bedroom: number;
  hall: number;
  bathroom: number;
  depositCost: number | null;
  advanceCost: number | null;
  collectRentType: number | null;
  collectRentDay: number | null;
  advert: string;
  nearby: string;
  facility: string;
  intro: string;
  items: FeeItemDto[];
  pictures: PictureDto[];
}

export interface TemplateDefaults {
  apartmentId: string;
  apartmentName: string;
  advanceCost: number | null;
  deposit: number | null;
  payment: number | null;
  collectRentType: number | null;
  collectRentDay: number | null;
  items: FeeItemDto[];
  intro: string;
  facility: string;
}

export interface BindRoom {
  houseId: string;
  houseNumber: string;
  isRent: number;
  rentCost: number;
  houseTempId: string | null;
  templateName: string;
}

export interface BindFloor {
  floorId: string;
  floor: number;
  houses: BindRoom[];
}

export interface RoomDetail {
  houseId: string;
  houseNumber: string;
  apartmentId: string;
  apartmentName: string;
  floor: number;
  isRent: number;
  houseTempId: string | null;
  templateName: string;
  area: number | null;
  houseType: string;
  advanceCost: number;
  deposit: number | null;
  payment: number | null;
  payMethod: string;
  rentCost: number;
  depositCost: number | null;
  collectRentType: number | null;
  collectRentDay: number | null;
  advert: string;
  nearby: string;
  facility: string;
  intro: string;
  items: FeeItemDto[];
  pictures: PictureDto[];
}

export const templateKeys = {
  list: (apartmentId: string) => ['templates', apartmentId] as const,
  detail: (templateId: string) => ['template', templateId] as const,
  defaults: (apartmentId: string) => ['template-defaults', apartmentId] as const,
  rooms: (apartmentId: string) => ['template-rooms', apartmentId] as const,
  room: (houseId: string) => ['template-room', houseId] as const,
};

export function useTemplates(apartmentId: string | null) {
  return useQuery({
    queryKey: templateKeys.list(apartmentId ?? ''),
    queryFn: () => api<TemplateSummary[]>(`/api/templates?apartmentId=${encodeURIComponent(apartmentId!)}`),
    enabled: !!apartmentId,
  });
}

export function useTemplateDetail(templateId: string | null) {
  return useQuery({
    queryKey: templateKeys.detail(templateId ?? ''),
    queryFn: () => api<TemplateDetail>(`/api/templates/${encodeURIComponent(templateId!)}`),
    enabled: !!templateId,
  });
}

export function useTemplateDefaults(apartmentId: string | null) {
  return useQuery({
    queryKey: templateKeys.defaults(apartmentId ?? ''),
    queryFn: () => api<TemplateDefaults>(`/api/templates/defaults?apartmentId=${encodeURIComponent(apartmentId!)}`),
    enabled: !!apartmentId,
  });
}

export function useBindRooms(apartmentId: string | null) {
  return useQuery({
    queryKey: templateKeys.rooms(apartmentId ?? ''),
    queryFn: () => api<{ apartmentId: string; name: string; floors: BindFloor[] }>(`/api/templates/rooms?apartmentId=${encodeURIComponent(apartmentId!)}`),
    enabled: !!apartmentId,
  });
}

export function useRoomDetail(houseId: string | null) {
  return useQuery({
    queryKey: templateKeys.room(houseId ?? ''),
    queryFn: () => api<RoomDetail>(`/api/templates/rooms/${encodeURIComponent(houseId!)}`),
    enabled: !!houseId,
  });
}
