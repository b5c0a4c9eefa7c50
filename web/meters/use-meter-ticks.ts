import { useState } from 'react';
import type { HandwrittenMeter, MeterRoomRow } from './meters-api';

interface Ticks {
  /** The list the ticks belong to (its URL and apartment): another page or apartment starts with none. */
  at: string;
  rooms: ReadonlySet<string>;
  meters: ReadonlySet<string>;
}
const NONE: ReadonlySet<string> = new Set();

const changed = (s: ReadonlySet<string>, ids: readonly string[], on: boolean) => {
  const n = new Set(s);
  for (const id of ids) {
    if (on) n.add(id);
    else n.delete(id);
  }
  return n;
};

/**
 * The ticked rooms and meters of the meter table's page (§5: a bill for the ticked meters of the ticked rooms).
 * Ticking a room ticks its meters, unticking it unticks them; ticking a meter ticks its room.
 */
export function useMeterTicks(at: string) {
  const [ticks, setTicks] = useState<Ticks>({ at, rooms: NONE, meters: NONE });
  const now = ticks.at === at ? ticks : { at, rooms: NONE, meters: NONE };
  const change = (f: (t: Ticks) => Omit<Ticks, 'at'>) =>
    setTicks((t) => ({ at, ...f(t.at === at ? t : { at, rooms: NONE, meters: NONE }) }));
  return {
    rooms: now.rooms,
    meters: now.meters,
    tickRooms: (rows: readonly MeterRoomRow[], on: boolean) =>
      change((t) => ({
        rooms: changed(
          t.rooms,
          rows.map((r) => r.houseId),
          on,
        ),
        meters: changed(
          t.meters,
          rows.flatMap((r) => r.handwritten.map((m) => m.meterId)),
          on,
        ),
      })),
    tickMeter: (r: MeterRoomRow, m: HandwrittenMeter, on: boolean) =>
      change((t) => ({
        rooms: on ? changed(t.rooms, [r.houseId], true) : t.rooms,
        meters: changed(t.meters, [m.meterId], on),
      })),
    clear: () => setTicks({ at, rooms: NONE, meters: NONE }),
  };
}
