import { and, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import { addRoomMeters, deleteRoomMeters } from '../meters/room-meters';
import type { Reader, Tx } from '../db/store';
import { badRequest } from '../http/errors';
import { floors, rooms } from './schema';
import { checkRooms, FLOOR_MSG, OPERATE } from '../../sync/rules/houses/room-plan';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import type { FloorInput } from '../../sync/contract/houses/house-inputs';

/** A room as it stands, with its floor number. */
export interface CurrentRoom {
  id: string;
  floorId: string;
  floor: number;
  houseNumber: string;
  isRent: number;
  serialNumber: number;
}

/** What a floorData save will do: rooms to add, renumber and delete. */
export interface FloorPlan {
  adds: { floor: number; houseNumber: string; isRent: number }[];
  updates: { id: string; houseNumber: string }[];
  deletes: string[];
}

/** The apartment's rooms and floors as they stand (not deleted). */
export async function currentRooms(
  db: Reader,
  apartmentId: string,
): Promise<{ rooms: CurrentRoom[]; floors: { id: string; floor: number }[] }> {
  const floorRows = await db
    .select({ id: floors.id, floor: floors.floor })
    .from(floors)
    .where(and(eq(floors.apartmentId, apartmentId), isNull(floors.deletedAt)));
  const byId = new Map(floorRows.map((f) => [f.id, f.floor]));
  const roomRows = await db
    .select({
      id: rooms.id,
      floorId: rooms.floorId,
      houseNumber: rooms.houseNumber,
      isRent: rooms.isRent,
      serialNumber: rooms.serialNumber,
    })
    .from(rooms)
    .where(and(eq(rooms.apartmentId, apartmentId), isNull(rooms.deletedAt)));
  return { rooms: roomRows.map((r) => ({ ...r, floor: byId.get(r.floorId) ?? 0 })), floors: floorRows };
}

/**
 * Reads floorData's operate flags against the rooms that exist (1 add, 2 renumber, 3 delete, 0 unchanged) and checks
 * the rooms that would result: every number filled, at least one room, floors within the total, no number twice.
 * Rented rooms cannot be deleted.
 */
export function planFloors(existing: CurrentRoom[], floorData: FloorInput[], totalFloor: number): FloorPlan {
  const byId = new Map(existing.map((r) => [r.id, r]));
  const plan: FloorPlan = { adds: [], updates: [], deletes: [] };
  const touched = new Set<string>();
  for (const f of floorData) {
    for (const h of f.houses) {
      if (h.operate === OPERATE.add) {
        plan.adds.push({ floor: f.floor, houseNumber: h.houseNumber.trim(), isRent: h.isRent });
        continue;
      }
      if (h.operate === OPERATE.none) continue;
      const room = h.houseId ? byId.get(h.houseId) : undefined;
      if (!room) throw badRequest('房间不存在或已删除，请刷新后重试');
      if (touched.has(room.id)) throw badRequest(`房间 ${room.houseNumber} 重复提交`);
      touched.add(room.id);
      if (h.operate === OPERATE.update) plan.updates.push({ id: room.id, houseNumber: h.houseNumber.trim() });
      else {
        if (room.isRent === 1) throw badRequest(FLOOR_MSG.rentedRoom);
        plan.deletes.push(room.id);
      }
    }
  }
  const renamed = new Map(plan.updates.map((u) => [u.id, u.houseNumber]));
  const deleted = new Set(plan.deletes);
  const result = [
    ...existing
      .filter((r) => !deleted.has(r.id))
      .map((r) => ({ floor: r.floor, houseNumber: renamed.get(r.id) ?? r.houseNumber })),
    ...plan.adds,
  ];
  const problem = checkRooms(result, totalFloor);
  if (problem) throw badRequest(problem);
  return plan;
}

/** Writes a plan in the caller's unit of work (which stamps every written row with its change version). */
export async function applyFloorPlan(
  tx: Tx,
  now: number,
  apt: { id: string; orgId: string; projectId: string | null },
  current: { rooms: CurrentRoom[]; floors: { id: string; floor: number }[] },
  plan: FloorPlan,
) {
  const { orgId } = apt;
  const floorIds = new Map(current.floors.map((f) => [f.floor, f.id]));
  const serials = new Map<number, number>();
  for (const r of current.rooms) serials.set(r.floor, Math.max(serials.get(r.floor) ?? 0, r.serialNumber));

  for (const id of plan.deletes) {
    await tx.update(rooms).set({ deletedAt: now, updatedAt: now }).where(eq(rooms.id, id));
    await deleteRoomMeters(tx, now, orgId, id);
  }
  for (const u of plan.updates) {
    await tx.update(rooms).set({ houseNumber: u.houseNumber, updatedAt: now }).where(eq(rooms.id, u.id));
  }
  for (const a of plan.adds) {
    let floorId = floorIds.get(a.floor);
    if (!floorId) {
      floorId = ulid(now);
      await tx
        .insert(floors)
        .values({ id: floorId, orgId, apartmentId: apt.id, floor: a.floor, createdAt: now, updatedAt: now });
      floorIds.set(a.floor, floorId);
    }
    const serialNumber = (serials.get(a.floor) ?? 0) + 1;
    serials.set(a.floor, serialNumber);
    const roomId = ulid(now);
    await tx.insert(rooms).values({
      id: roomId,
      orgId,
      apartmentId: apt.id,
      floorId,
      projectId: apt.projectId,
      houseNumber: a.houseNumber,
      serialNumber,
      isRent: a.isRent,
      vacantSince: shanghaiToday(now),
      createdAt: now,
      updatedAt: now,
    });
    await addRoomMeters(tx, now, orgId, apt.id, roomId, a.houseNumber);
  }

  // A floor left without rooms is deleted too (tombstone with a new version).
  if (plan.deletes.length) {
    const live = await tx
      .select({ floorId: rooms.floorId })
      .from(rooms)
      .where(and(eq(rooms.apartmentId, apt.id), isNull(rooms.deletedAt)));
    const remaining = new Set(live.map((r) => r.floorId));
    const empty = [...floorIds.values()].filter((id) => !remaining.has(id));
    for (const id of empty) {
      await tx
        .update(floors)
        .set({ deletedAt: now, updatedAt: now })
        .where(and(eq(floors.id, id), isNull(floors.deletedAt)));
    }
  }
  return { added: plan.adds.length, updated: plan.updates.length, deleted: plan.deletes.length };
}
