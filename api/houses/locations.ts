import { and, asc, eq, ne } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { regionChildren } from '../register/regions';
import { apartments } from './schema';
import { visibleApartments } from './scope';
import type { ReplyOf } from '../../sync/contract/route';
import type { houses, Province } from '../../sync/contract/houses/houses';

/** Provinces with their cities, for the city picker of the apartment form. */
export function provincesWithCities(): Province[] {
  return regionChildren('').map((p) => ({ ...p, cities: regionChildren(p.code) }));
}

/**
 * The districts of a city (administrative data) and the business districts (商圈) the org's apartments in that city
 * already use, for the autocomplete of the apartment form.
 */
export async function cityLocations(
  db: Reader,
  user: AuthUser,
  cityCode: string,
): Promise<ReplyOf<typeof houses.locations>> {
  const used = await db
    .selectDistinct({ name: apartments.locationName })
    .from(apartments)
    .where(and(visibleApartments(db, user), eq(apartments.cityCode, cityCode), ne(apartments.locationName, '')))
    .orderBy(asc(apartments.locationName));
  return { districts: regionChildren(cityCode), locationNames: used.map((u) => u.name) };
}
