import { ROOM_NOT_FOUND } from '../../sync/protocol/protocol';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Reader } from '../db/store';
import { badRequest, conflict, notFound } from '../http/errors';
import { floors, rooms } from '../houses/schema';
import { roomScope, visibleApartment, visibleApartmentIds } from '../houses/scope';
import { roomTemplates } from './schema';
import { NOT_FOUND, type Who } from './access';
import { copyTemplateToRoom } from './copy-terms';
import type { BindInput } from '../../sync/contract/templates/template-inputs';
import { depositAmount, TEMPLATE_MSG } from '../../sync/rules/templates/template-rules';
import type { BindRooms } from '../../sync/contract/templates/templates';

/** The floors and rooms of an apartment with each room's template binding (the /Template3 screen). */
export async function roomsWithTemplates(q: Reader, user: Who, apartmentId: string): Promise<BindRooms> {
  const apt = await visibleApartment(q, user, apartmentId);
  const floorRows = await q
    .select({ floorId: floors.id, floor: floors.floor })
    .from(floors)
    .where(and(eq(floors.apartmentId, apt.id), eq(floors.orgId, user.orgId), isNull(floors.deletedAt)))
    .orderBy(asc(floors.floor), asc(floors.id));
  const roomRows = await q
    .select({
      houseId: rooms.id,
      floorId: rooms.floorId,
      houseNumber: rooms.houseNumber,
      isRent: rooms.isRent,
      rentCost: rooms.rentCost,
      houseTempId: rooms.houseTempId,
      templateName: roomTemplates.name,
    })
    .from(rooms)
    .leftJoin(roomTemplates, and(eq(roomTemplates.id, rooms.houseTempId), isNull(roomTemplates.deletedAt)))
    .where(and(eq(rooms.apartmentId, apt.id), eq(rooms.orgId, user.orgId), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.serialNumber), asc(rooms.houseNumber), asc(rooms.id));
  return {
    apartmentId: apt.id,
    name: apt.name,
    floors: floorRows.map((f) => ({
      ...f,
      houses: roomRows
        .filter((r) => r.floorId === f.floorId)
        .map(({ floorId: _f, ...r }) => ({
          ...r,
          houseTempId: r.templateName === null ? null : r.houseTempId,
          templateName: r.templateName ?? '',
        })),
    })),
  };
}

/**
 * Binds rooms to templates (or unbinds them with houseTempId null: template and rent reset to 0). Rooms and
 * templates must be of the user's org, in apartments the user may see, and each template of its room's apartment.
 * A room newly bound (or bound to another template) takes the template's terms; a room kept on its template only
 * takes the new rent. A rented room keeps its template (409 '当前房源已出租不可修改模板'); its rent may change.
 */
export function bindRooms(db: Db, now: number, user: Who, input: BindInput): Promise<{ total: number }> {
  const ids = input.houses.map((h) => h.houseId);
  if (new Set(ids).size !== ids.length) throw badRequest('房间重复');
  return db.write(user.orgId, async (tx) => {
    const visible = visibleApartmentIds(tx, user);
    const found = await tx
      .select()
      .from(rooms)
      .where(
        and(
          inArray(rooms.id, ids),
          eq(rooms.orgId, user.orgId),
          isNull(rooms.deletedAt),
          inArray(rooms.apartmentId, visible),
          roomScope(tx, user),
        ),
      );
    const byId = new Map(found.map((r) => [r.id, r]));
    if (found.length !== ids.length) throw notFound(ROOM_NOT_FOUND);
    const templateIds = [...new Set(input.houses.flatMap((h) => (h.houseTempId ? [h.houseTempId] : [])))];
    const templates = templateIds.length
      ? await tx
          .select()
          .from(roomTemplates)
          .where(
            and(
              inArray(roomTemplates.id, templateIds),
              eq(roomTemplates.orgId, user.orgId),
              isNull(roomTemplates.deletedAt),
            ),
          )
      : [];
    const tById = new Map(templates.map((t) => [t.id, t]));
    if (templates.length !== templateIds.length) throw notFound(NOT_FOUND.template);
    for (const h of input.houses) {
      const room = byId.get(h.houseId)!;
      const t = h.houseTempId ? tById.get(h.houseTempId)! : null;
      if (t && t.apartmentId !== room.apartmentId) throw badRequest('模板不属于该公寓');
      if (room.isRent === 1 && room.houseTempId && room.houseTempId !== (t?.id ?? null))
        throw conflict(TEMPLATE_MSG.rented);
    }
    for (const h of input.houses) {
      const room = byId.get(h.houseId)!;
      const t = h.houseTempId ? tById.get(h.houseTempId)! : null;
      if (!t) {
        await tx
          .update(rooms)
          .set({ houseTempId: null, rentCost: 0, depositCost: depositAmount(room.deposit, 0), updatedAt: now })
          .where(eq(rooms.id, room.id));
      } else if (room.houseTempId === t.id) {
        const rentCost = h.rentCost ?? room.rentCost;
        await tx
          .update(rooms)
          .set({ rentCost, depositCost: depositAmount(room.deposit, rentCost), updatedAt: now })
          .where(eq(rooms.id, room.id));
      } else {
        await copyTemplateToRoom(tx, now, user.orgId, room.id, t, h.rentCost ?? t.rentCost ?? 0);
      }
    }
    return { total: input.houses.length };
  });
}
