import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { apartments, floors, rooms } from '../houses/schema';
import { visibleApartments } from '../houses/scope';
import { roomTemplates } from './schema';

export type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

export const NOT_FOUND = {
  apartment: '公寓不存在或无权查看',
  template: '模板不存在',
  room: '房间不存在',
} as const;

/** The apartment when the user may see it (org + staff project scope); else 404 as if missing. */
export function visibleApartment(db: Db, user: Who, apartmentId: string) {
  const apt = db
    .select({ id: apartments.id, name: apartments.name, orgId: apartments.orgId })
    .from(apartments)
    .where(and(eq(apartments.id, apartmentId), visibleApartments(db, user)))
    .get();
  if (!apt) throw notFound(NOT_FOUND.apartment);
  return apt;
}

/** A live template of an apartment the user may see; else 404. */
export function visibleTemplate(db: Db, user: Who, templateId: string) {
  const row = db
    .select({ template: roomTemplates, apartmentName: apartments.name })
    .from(roomTemplates)
    .innerJoin(apartments, eq(apartments.id, roomTemplates.apartmentId))
    .where(
      and(
        eq(roomTemplates.id, templateId),
        eq(roomTemplates.orgId, user.orgId),
        isNull(roomTemplates.deletedAt),
        visibleApartments(db, user),
      ),
    )
    .get();
  if (!row) throw notFound(NOT_FOUND.template);
  return { ...row.template, apartmentName: row.apartmentName };
}

/** A live room of an apartment the user may see, with its floor and apartment name; else 404. */
export function visibleRoom(db: Db, user: Who, houseId: string) {
  const row = db
    .select({ room: rooms, floor: floors.floor, apartmentName: apartments.name })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .where(and(eq(rooms.id, houseId), eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt), visibleApartments(db, user)))
    .get();
  if (!row) throw notFound(NOT_FOUND.room);
  return { ...row.room, floor: row.floor, apartmentName: row.apartmentName };
}
