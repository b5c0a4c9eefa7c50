/**
 * The contract of /api/houses (spec part 1 §2.6, §2.7, §3): the apartments a user may see, one apartment with its
 * floors and rooms, the city and district choices, and creating and editing apartments and their floors.
 */
import { z } from 'zod';
import { route } from '../route';
import { fen, id, int, obj } from '../kit';
import { division } from '../register/register';
import { cityQuery, createApartmentInput, editApartmentInput, saveFloorsInput } from './house-inputs';

/** An apartment for selectors. */
export const apartmentOption = obj({ apartmentId: id, name: z.string() });
export type ApartmentOption = z.infer<typeof apartmentOption>;

/** A province with its cities. */
export const province = obj({ code: z.string(), name: z.string(), cities: z.array(division) });
export type Province = z.infer<typeof province>;

/** A picture attached to an apartment, a template or a room, in order; the first is the cover (isCover 1). */
export const picture = obj({ pictureId: id, picture: z.string(), isCover: int, regionId: int });

/** A room of an apartment's floor (0/1 flags as stored). */
const floorHouse = obj({
  houseId: id,
  houseNumber: z.string(),
  isRent: int,
  rentCost: fen,
  isDecoration: int,
  isShow: int,
  remark: z.string(),
});

export const apartmentDetail = obj({
  apartmentId: id,
  name: z.string(),
  address: z.string(),
  locationName: z.string(),
  totalFloor: int,
  isElevator: int,
  projectId: id.nullable(),
  cityCode: z.string(),
  districtCode: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  facility: z.string(),
  intro: z.string(),
  nearby: z.string(),
  pictures: z.array(picture),
  version: int,
  floorData: z.array(obj({ floorId: id, floor: int, houseCount: int, isChange: int, houses: z.array(floorHouse) })),
});
export type ApartmentDetail = z.infer<typeof apartmentDetail>;

const apartmentRef = obj({ apartmentId: id });

export const houses = {
  apartments: route({ method: 'GET', path: '/api/houses/apartments', reply: z.array(apartmentOption) }),
  apartment: route({ method: 'GET', path: '/api/houses/apartments/:id', reply: apartmentDetail }),
  cities: route({ method: 'GET', path: '/api/houses/cities', reply: z.array(province) }),
  /** The districts of a city and the business districts (商圈) the organisation's apartments there already use. */
  locations: route({
    method: 'GET',
    path: '/api/houses/locations',
    query: cityQuery,
    reply: obj({ districts: z.array(division), locationNames: z.array(z.string()) }),
  }),
  create: route({ method: 'POST', path: '/api/houses/apartments', body: createApartmentInput, reply: apartmentRef }),
  /** Floors and rooms as edited: how many rooms were added, renumbered and deleted. */
  saveFloors: route({
    method: 'PUT',
    path: '/api/houses/apartments/:id/floors',
    body: saveFloorsInput,
    reply: obj({ apartmentId: id, added: int, updated: int, deleted: int }),
  }),
  edit: route({ method: 'PUT', path: '/api/houses/apartments/:id', body: editApartmentInput, reply: apartmentRef }),
};
