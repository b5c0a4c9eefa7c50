import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { apartments, floors, rooms } from './schema';
import { visibleApartment, visibleApartments } from './scope';
import { apartmentPictures } from './edit-apartment';
import { regionChildren } from '../register/regions';
import type { ApartmentDetail, ApartmentOption } from '../../sync/contract/houses/houses';

const divisionName = (parent: string, code: string) =>
  code ? (regionChildren(parent).find((d) => d.code === code)?.name ?? '') : '';

/** The apartments the user may see, for selectors ({apartmentId, name}). */
export async function listApartments(
  db: Reader,
  user: Pick<AuthUser, 'id' | 'orgId' | 'userType'>,
): Promise<ApartmentOption[]> {
  return await db
    .select({ apartmentId: apartments.id, name: apartments.name })
    .from(apartments)
    .where(visibleApartments(db, user))
    .orderBy(asc(apartments.name));
}

/** One apartment with its floors and rooms; an apartment the user may not see answers 404 like a missing one. */
export async function apartmentDetail(db: Reader, user: AuthUser, apartmentId: string): Promise<ApartmentDetail> {
  const apt = await visibleApartment(db, user, apartmentId);
  const floorRows = await db
    .select()
    .from(floors)
    .where(and(eq(floors.apartmentId, apt.id), isNull(floors.deletedAt)))
    .orderBy(asc(floors.floor));
  const roomRows = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.apartmentId, apt.id), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.serialNumber), asc(rooms.houseNumber));
  return {
    apartmentId: apt.id,
    name: apt.name,
    address: apt.address,
    locationName: apt.locationName,
    totalFloor: apt.totalFloor,
    isElevator: apt.isElevator,
    projectId: apt.projectId,
    cityCode: apt.cityCode,
    districtCode: apt.districtCode,
    cityName: divisionName(apt.cityCode.slice(0, 2), apt.cityCode),
    districtName: divisionName(apt.cityCode, apt.districtCode),
    latitude: apt.latitude,
    longitude: apt.longitude,
    facility: apt.facility,
    intro: apt.intro,
    nearby: apt.nearby,
    pictures: await apartmentPictures(db, apt.id),
    version: apt.version,
    floorData: floorRows.map((f) => {
      const houses = roomRows.filter((r) => r.floorId === f.id);
      return {
        floorId: f.id,
        floor: f.floor,
        houseCount: houses.length,
        isChange: 0,
        houses: houses.map((r) => ({
          houseId: r.id,
          houseNumber: r.houseNumber,
          isRent: r.isRent,
          rentCost: r.rentCost,
          isDecoration: r.isDecoration,
          isShow: r.isShow,
          remark: r.remark,
        })),
      };
    }),
  };
}
