import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { apartments, rooms } from '../houses/schema';
import { offices, userProjects } from '../admin/schema';
import { USER_TYPE } from '../../sync/product/accounts';
import { roomScope, visibleApartments } from '../houses/scope';
import { regionChildren } from '../register/regions';
import type { FilterOptions } from '../../sync/contract/board/board';

/**
 * GET /api/board/filters: the choices of the board's filter panel, from the apartments the user may see — cities
 * and districts (names from the administrative division data), projects (offices) and apartments with their codes
 * so the panel can narrow one choice by another.
 */
export async function filterOptions(db: Reader, user: AuthUser): Promise<FilterOptions> {
  const rows = await db
    .select({
      apartmentId: apartments.id,
      name: apartments.name,
      cityId: apartments.cityCode,
      districtId: apartments.districtCode,
      officeId: apartments.projectId,
    })
    .from(apartments)
    .where(visibleApartments(db, user))
    .orderBy(asc(apartments.name));
  // The projects of rooms assigned one by one (a room's own project), of the rooms the user may see.
  const officesOf = new Map(rows.map((r) => [r.apartmentId, new Set(r.officeId ? [r.officeId] : [])]));
  for (const r of await db
    .selectDistinct({ apartmentId: rooms.apartmentId, officeId: rooms.projectId })
    .from(rooms)
    .where(
      and(
        eq(rooms.orgId, user.orgId),
        isNull(rooms.deletedAt),
        isNotNull(rooms.projectId),
        inArray(
          rooms.apartmentId,
          db.select({ id: apartments.id }).from(apartments).where(visibleApartments(db, user)),
        ),
        roomScope(db, user),
      ),
    ))
    if (r.officeId) officesOf.get(r.apartmentId)?.add(r.officeId);
  const nameIn = (parent: string, code: string) => regionChildren(parent).find((d) => d.code === code)?.name ?? code;
  const cities = new Map<string, string>();
  const districts = new Map<string, { districtId: string; name: string; cityId: string }>();
  const projects = new Map<string, string>();
  // The projects whose rooms the user may see (rooms are assigned to a project one by one: part 4 house-to-project
  // assignment): every project of the org for bosses and managers, a staff member's own.
  for (const p of await db
    .select({ officeId: offices.id, name: offices.name })
    .from(offices)
    .where(
      and(
        eq(offices.orgId, user.orgId),
        eq(offices.kind, 2),
        isNull(offices.deletedAt),
        user.userType === USER_TYPE.staff
          ? inArray(
              offices.id,
              db.select({ id: userProjects.officeId }).from(userProjects).where(eq(userProjects.userId, user.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(offices.name)))
    projects.set(p.officeId, p.name);
  for (const r of rows) {
    if (r.cityId && !cities.has(r.cityId)) cities.set(r.cityId, nameIn(r.cityId.slice(0, 2), r.cityId));
    if (r.districtId && !districts.has(r.districtId))
      districts.set(r.districtId, { districtId: r.districtId, name: nameIn(r.cityId, r.districtId), cityId: r.cityId });
  }
  return {
    cities: [...cities].map(([cityId, name]) => ({ cityId, name })),
    districts: [...districts.values()],
    offices: [...projects].map(([officeId, name]) => ({ officeId, name })),
    apartments: rows.map(({ officeId: _own, ...a }) => ({ ...a, officeIds: [...officesOf.get(a.apartmentId)!] })),
  };
}
