/**
 * The contract of /api/board (spec part 1 §2.11, §3, §4): the room status board (/jizhongHome), its statistics and
 * filter choices, the vacant rooms (/kofang) and the room toggles. The device builds the same board shapes offline
 * (sync/rules/board/board-from-rows.ts). Money in fen.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, flag, id, int, obj, page } from '../kit';
import { STATUS } from '../../rules/board/board-status';
import { boardQuery, decorationBody, remarkBody, rentBody, showBody, vacantQuery } from './board-inputs';

/** A status of a room with its day count (null when it has none). */
export const statusDay = obj({ statusCode: z.literal(Object.values(STATUS)), day: int.nullable() });

/** A room tile (part 1 §2.11, §3); houseStatus lists every status that applies, badge first. 0/1 flags as stored. */
export const boardTile = obj({
  houseId: id,
  houseNumber: z.string(),
  floor: int,
  templateName: z.string(),
  rentCost: fen,
  ownerName: z.string(),
  type: int,
  groupType: int,
  isDecoration: int,
  isShow: int,
  isRent: int,
  remark: z.string(),
  area: z.number().nullable(),
  /** The lease in effect or to be confirmed; the lease actions are hidden while null. */
  leaseId: id.nullable(),
  houseStatus: z.array(statusDay),
});
export type BoardTile = z.infer<typeof boardTile>;
export const boardFloor = obj({ floor: int, houses: z.array(boardTile) });
export type BoardFloor = z.infer<typeof boardFloor>;
/** An apartment with its rent rate over all its rooms ('33.33%') and its matching rooms by floor. */
export const boardApartment = obj({
  apartmentId: id,
  name: z.string(),
  rentRate: z.string(),
  rentedTotal: int,
  houseTotal: int,
  floors: z.array(boardFloor),
});
export type BoardApartment = z.infer<typeof boardApartment>;
/**
 * A page of the board (sync/rules/board/board-page.ts): houseCount = the matching rooms of EVERY page; next = the
 * cursor of the following page (the query's `after`), null on the last. An apartment may continue on the next page.
 */
export const boardData = obj({
  today: date,
  houseCount: int,
  apartments: z.array(boardApartment),
  next: z.string().nullable(),
  /** With the query's firstApartment: the apartment chosen (null when the user may see none). */
  apartmentId: id.nullable().optional(),
});
export type BoardData = z.infer<typeof boardData>;

export const boardStats = obj({
  houseTotal: int,
  rentedHouse: int,
  vacantHouse: int,
  arrearsHouse: int,
  arrearsCost: fen,
  totalRentRate: z.string(),
  collectionRate: z.string(),
});
export type BoardStats = z.infer<typeof boardStats>;

/** The choices of the board's filter panel, with the codes that let one choice narrow another. */
export const filterOptions = obj({
  cities: z.array(obj({ cityId: z.string(), name: z.string() })),
  districts: z.array(obj({ districtId: z.string(), name: z.string(), cityId: z.string() })),
  offices: z.array(obj({ officeId: id, name: z.string() })),
  /** officeIds: the projects the apartment holds rooms of (its own, and those rooms were moved into one by one). */
  apartments: z.array(
    obj({ apartmentId: id, name: z.string(), cityId: z.string(), districtId: z.string(), officeIds: z.array(id) }),
  ),
});
export type FilterOptions = z.infer<typeof filterOptions>;

/** A vacant room of /kofang: location reads '东湖公寓 3层 301'; day = days vacant (null when unknown). */
export const vacantRoom = obj({
  houseId: id,
  apartmentId: id,
  houseNumber: z.string(),
  floor: int,
  location: z.string(),
  area: z.number().nullable(),
  rentCost: fen,
  templateName: z.string(),
  day: int.nullable(),
});
export type VacantRoom = z.infer<typeof vacantRoom>;

/** A toggle's answer: the room, the value saved and the change version the write carries. */
const toggled = { houseId: id, version: int };

export const board = {
  filters: route({ method: 'GET', path: '/api/board/filters', reply: filterOptions }),
  houses: route({ method: 'GET', path: '/api/board/houses', query: boardQuery, reply: boardData }),
  stats: route({ method: 'GET', path: '/api/board/stats', query: boardQuery, reply: boardStats }),
  vacant: route({ method: 'GET', path: '/api/board/vacant', query: vacantQuery, reply: page(vacantRoom) }),
  rent: route({
    method: 'PUT',
    path: '/api/board/houses/:id/rent',
    body: rentBody,
    reply: obj({ ...toggled, isRent: flag }),
  }),
  decoration: route({
    method: 'PUT',
    path: '/api/board/houses/:id/decoration',
    body: decorationBody,
    reply: obj({ ...toggled, isDecoration: flag }),
  }),
  show: route({
    method: 'PUT',
    path: '/api/board/houses/:id/show',
    body: showBody,
    reply: obj({ ...toggled, isShow: flag }),
  }),
  remark: route({
    method: 'PUT',
    path: '/api/board/houses/:id/remark',
    body: remarkBody,
    reply: obj({ ...toggled, remark: z.string() }),
  }),
};
