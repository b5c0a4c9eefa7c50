import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import {
  templates,
  type FeeItemDto as StoredFeeItem,
  type TemplateDetail,
} from '../../sync/contract/templates/templates';

/** An other-fee row as the form reads it: a stored one (with its id) or a default of the apartment (without). */
export type FeeItemDto = Omit<StoredFeeItem, 'costId'> & { costId?: string };

/** The rent terms and listing a template and a room both carry (money in fen). */
export type TermsDetail = Pick<
  TemplateDetail,
  | 'area'
  | 'rentCost'
  | 'depositCost'
  | 'advanceCost'
  | 'collectRentType'
  | 'collectRentDay'
  | 'advert'
  | 'nearby'
  | 'facility'
  | 'intro'
  | 'items'
  | 'pictures'
>;

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
    queryFn: () => call(templates.list, { query: { apartmentId: apartmentId! } }),
    enabled: !!apartmentId,
  });
}

export function useTemplateDetail(templateId: string | null) {
  return useQuery({
    queryKey: templateKeys.detail(templateId ?? ''),
    queryFn: () => call(templates.detail, { params: { id: templateId! } }),
    enabled: !!templateId,
  });
}

export function useTemplateDefaults(apartmentId: string | null) {
  return useQuery({
    queryKey: templateKeys.defaults(apartmentId ?? ''),
    queryFn: () => call(templates.defaults, { query: { apartmentId: apartmentId! } }),
    enabled: !!apartmentId,
  });
}

export function useBindRooms(apartmentId: string | null) {
  return useQuery({
    queryKey: templateKeys.rooms(apartmentId ?? ''),
    queryFn: () => call(templates.rooms, { query: { apartmentId: apartmentId! } }),
    enabled: !!apartmentId,
  });
}

export function useRoomDetail(houseId: string | null) {
  return useQuery({
    queryKey: templateKeys.room(houseId ?? ''),
    queryFn: () => call(templates.room, { params: { houseId: houseId! } }),
    enabled: !!houseId,
  });
}
