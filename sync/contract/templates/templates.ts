/**
 * The contract of /api/templates (spec part 1 §2.6–§2.9, §3): room templates (/Template2, /editTemplate), binding
 * rooms to them (/Template3) and one room's own terms (/editHouse). Money in fen; deposit and payment are months.
 */
import { z } from 'zod';
import { route } from '../route';
import { fen, id, int, obj } from '../kit';
import { picture } from '../houses/houses';
import {
  apartmentQuery,
  bindInput,
  changeTemplateInput,
  createTemplateInput,
  roomInput,
  templateInput,
} from './template-inputs';

/** An other-fee row of a template or a room. */
export const feeItem = obj({ costId: id, item: z.string(), cost: fen, itemType: int });
export type FeeItemDto = z.infer<typeof feeItem>;

/** A template in the list of its apartment. Unfilled numbers are null. */
export const templateSummary = obj({
  templateId: id,
  apartmentId: id,
  name: z.string(),
  spliceName: z.string(),
  houseTotal: int,
  houseType: z.string(),
  area: z.number().nullable(),
  payMethod: z.string(),
  deposit: int.nullable(),
  payment: int.nullable(),
  rentCost: fen.nullable(),
});
export type TemplateSummary = z.infer<typeof templateSummary>;

/** The rent terms and listing a template and a room both carry. */
const terms = {
  area: z.number().nullable(),
  depositCost: fen.nullable(),
  collectRentType: int.nullable(),
  collectRentDay: int.nullable(),
  advert: z.string(),
  nearby: z.string(),
  facility: z.string(),
  intro: z.string(),
  items: z.array(feeItem),
  pictures: z.array(picture),
};

export const templateDetail = templateSummary.extend({
  ...terms,
  apartmentName: z.string(),
  bedroom: int,
  hall: int,
  bathroom: int,
  advanceCost: fen.nullable(),
});
export type TemplateDetail = z.infer<typeof templateDetail>;

/** What a new template of the apartment starts from (its house configuration, General_2). */
export const templateDefaults = obj({
  apartmentId: id,
  apartmentName: z.string(),
  advanceCost: fen.nullable(),
  deposit: int.nullable(),
  payment: int.nullable(),
  collectRentType: int.nullable(),
  collectRentDay: int.nullable(),
  items: z.array(feeItem.omit({ costId: true })),
  intro: z.string(),
  facility: z.string(),
});
export type TemplateDefaults = z.infer<typeof templateDefaults>;

/** A room of the /Template3 screen with its template binding (houseTempId null and templateName '' when unbound). */
export const bindRoom = obj({
  houseId: id,
  houseNumber: z.string(),
  isRent: int,
  rentCost: fen,
  houseTempId: id.nullable(),
  templateName: z.string(),
});
export type BindRoom = z.infer<typeof bindRoom>;
export const bindFloor = obj({ floorId: id, floor: int, houses: z.array(bindRoom) });
export const bindRooms = obj({ apartmentId: id, name: z.string(), floors: z.array(bindFloor) });
export type BindRooms = z.infer<typeof bindRooms>;

/** One room for /editHouse: the header (apartment, floor, number, template) and the fields of part 1 §2.9. */
export const roomDetail = obj({
  ...terms,
  houseId: id,
  houseNumber: z.string(),
  apartmentId: id,
  apartmentName: z.string(),
  floorId: id,
  floor: int,
  isRent: int,
  houseTempId: id.nullable(),
  templateName: z.string(),
  bedroom: int,
  hall: int,
  bathroom: int,
  houseType: z.string(),
  advanceCost: fen,
  deposit: int.nullable(),
  payment: int.nullable(),
  payMethod: z.string(),
  rentCost: fen,
});
export type RoomDetail = z.infer<typeof roomDetail>;

const templateRef = obj({ templateId: id });

export const templates = {
  list: route({ method: 'GET', path: '/api/templates', query: apartmentQuery, reply: z.array(templateSummary) }),
  defaults: route({ method: 'GET', path: '/api/templates/defaults', query: apartmentQuery, reply: templateDefaults }),
  rooms: route({ method: 'GET', path: '/api/templates/rooms', query: apartmentQuery, reply: bindRooms }),
  room: route({ method: 'GET', path: '/api/templates/rooms/:houseId', reply: roomDetail }),
  /** Saves one room's own terms; answers the room as saved. */
  updateRoom: route({ method: 'PUT', path: '/api/templates/rooms/:houseId', body: roomInput, reply: roomDetail }),
  /** Moves a room to another template of its apartment; answers the room as saved. */
  changeRoomTemplate: route({
    method: 'PUT',
    path: '/api/templates/rooms/:houseId/template',
    body: changeTemplateInput,
    reply: roomDetail,
  }),
  /** Binds rooms to templates (or unbinds them): how many rooms were saved. */
  bind: route({ method: 'PUT', path: '/api/templates/bind', body: bindInput, reply: obj({ total: int }) }),
  create: route({ method: 'POST', path: '/api/templates', body: createTemplateInput, reply: templateRef }),
  detail: route({ method: 'GET', path: '/api/templates/:id', reply: templateDetail }),
  update: route({ method: 'PUT', path: '/api/templates/:id', body: templateInput, reply: templateRef }),
  remove: route({ method: 'DELETE', path: '/api/templates/:id', reply: templateRef }),
};
