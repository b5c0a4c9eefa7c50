import { eq } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { apartments, rooms } from '../houses/schema';
import { meters } from '../meters/schema';
import { repairs } from '../repairs/schema';

/**
 * The words an operation-log entry names its object by, read at write time (a room renamed later keeps its entry):
 * a room as '东湖公寓 105'. '' when the row is gone.
 */
export async function roomLabel(db: Reader, roomId: string): Promise<string> {
  const [row] = await db
    .select({ apartment: apartments.name, house: rooms.houseNumber })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(eq(rooms.id, roomId))
    .limit(1);
  return row ? `${row.apartment} ${row.house}` : '';
}

/** A meter as '东湖公寓 105 电表'. */
export async function meterLabel(db: Reader, meterId: string): Promise<string> {
  const [m] = await db.select({ roomId: meters.roomId, name: meters.name }).from(meters).where(eq(meters.id, meterId));
  return m ? `${await roomLabel(db, m.roomId)} ${m.name}`.trim() : '';
}

/** A repair as '东湖公寓 105 报修 BX20261125001'. */
export async function repairLabel(db: Reader, repairId: string): Promise<string> {
  const [r] = await db
    .select({ roomId: repairs.roomId, no: repairs.systemJyh })
    .from(repairs)
    .where(eq(repairs.id, repairId));
  return r ? `${await roomLabel(db, r.roomId)} 报修 ${r.no}`.trim() : '';
}

/** Words and an object, with one space between when there is an object. */
export const entry = (what: string, object: string) => (object ? `${what} ${object}` : what);
