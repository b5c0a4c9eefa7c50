import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { BindRoom, BindRooms } from '../../sync/rules/templates/template-rules';

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

/** The rent terms and listing a template and a room both carry (money in fen). */
export interface TermsDetail {
  area: number | null;
  rentCost: number | null;
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

export interface TemplateDetail extends TemplateSummary, TermsDetail {
  apartmentName: string;
  bedroom: number;
  hall: number;
  bathroom: number;
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

export type { BindRoom };

export interface RoomDetail extends TermsDetail {
  houseId: string;
  houseNumber: string;
  apartmentId: string;
  apartmentName: string;
  floor: number;
  isRent: number;
  houseTempId: string | null;
  templateName: string;
  houseType: string;
  advanceCost: number;
  deposit: number | null;
  payment: number | null;
  payMethod: string;
  rentCost: number;
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
    queryFn: () => api<BindRooms>(`/api/templates/rooms?apartmentId=${encodeURIComponent(apartmentId!)}`),
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
