import { and, eq, isNull } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { apartments, floors, rooms } from '../houses/schema';
import { roomScope, visibleApartments, withRoomPlace } from '../houses/scope';
import { METER_MSG } from '../../sync/rules/meters/meter-rules';
import { meters } from './schema';

/**
 * A live meter of a live room of an apartment the user may see (org, staff projects), with its room's number and
 * floor and its apartment's name; else 404 METER_MSG.meterNotFound (another org's, deleted, outside the projects).
 */
export async function visibleMeter(db: Reader, user: Pick<AuthUser, 'id' | 'orgId' | 'userType'>, meterId: string) {
  const q = db
    .select({ meter: meters, houseNumber: rooms.houseNumber, floor: floors.floor, apartmentName: apartments.name })
    .from(meters)
    .innerJoin(rooms, eq(rooms.id, meters.roomId))
    .$dynamic();
  const [row] = await withRoomPlace(q)
    .where(
      and(
        eq(meters.id, meterId),
        eq(meters.orgId, user.orgId),
        isNull(meters.deletedAt),
        isNull(rooms.deletedAt),
        visibleApartments(db, user),
        roomScope(db, user),
      ),
    )
    .limit(1);
  if (!row) throw notFound(METER_MSG.meterNotFound);
  return { ...row.meter, houseNumber: row.houseNumber, floor: row.floor, apartmentName: row.apartmentName };
}

/** The live meter of a type on a room of the org (one per room and type), or 404 '水电表不存在'. */
export async function roomMeter(db: Reader, orgId: string, roomId: string, devType: number) {
  const [meter] = await db
    .select()
    .from(meters)
    .where(
      and(eq(meters.orgId, orgId), eq(meters.roomId, roomId), eq(meters.devType, devType), isNull(meters.deletedAt)),
    )
    .limit(1);
  if (!meter) throw notFound(METER_MSG.meterNotFound);
  return meter;
}
