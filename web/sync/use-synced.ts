/**
 * Reading the device's synced rows from screens: each screen reads only its slice (a room, an apartment's floors,
 * rooms and meters…) through the engine's indexed queries, and reads again only when a change touches that slice
 * (sync/protocol/changes.ts); a pull that changed nothing re-renders nothing. Nothing here starts the engine
 * (useSync does).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SyncEngine } from '../../sync/protocol/engine';
import { touches } from '../../sync/protocol/change-scope';
import type { SyncApartment, SyncFloor, SyncRows, SyncTable, SyncTemplate } from '../../sync/protocol/protocol';
import type { SyncRoom } from '../../sync/protocol/protocol';
import { deviceStoreState, subscribeSync, syncedEngine, type DeviceStoreState } from './use-sync';

/** The engine once the device store has synced (re-renders only when that flips), else null. */
export function useSyncedEngine(): SyncEngine | null {
  return useSyncExternalStore(subscribeSync, syncedEngine, syncedEngine);
}

/** Where the device store stands (use-sync.ts deviceStoreState): whether a screen's rows will come from it. */
export function useDeviceStoreState(): DeviceStoreState {
  return useSyncExternalStore(subscribeSync, deviceStoreState, deviceStoreState);
}

/** Whether the device store has synced once (changes then go through its outbox). */
export const useSynced = (): boolean => useSyncedEngine() !== null;

/** A visible row of the synced store now (null when the device has not synced or does not hold it). */
export async function readSyncedRow<T extends SyncTable>(table: T, id: string): Promise<SyncRows[T] | null> {
  return (await syncedEngine()?.read(table, id)) ?? null;
}

export interface SyncedReadOptions {
  /** The tables the read looks at: a change elsewhere does not read again. */
  tables: readonly SyncTable[];
  /** The apartment the read looks at (null = rows of any apartment). */
  apartmentId?: string | null;
  /** While a new key is read, keep answering the previous key's value (the board while its filters change). */
  keepPrevious?: boolean;
}

/**
 * The value of `read` on the synced engine for `key` (which names everything the read depends on), read again when
 * a change touches its tables (and apartment); null while the device store has never synced, and until the first
 * read of the key is in.
 */
export function useSyncedRead<T>(
  key: string,
  read: (engine: SyncEngine) => Promise<T>,
  opts: SyncedReadOptions,
): T | null {
  const engine = useSyncedEngine();
  const [got, setGot] = useState<{ key: string; engine: SyncEngine; value: T } | null>(null);
  const latest = useRef({ read, opts });
  latest.current = { read, opts };
  useEffect(() => {
    if (!engine) return;
    let alive = true;
    let running = false;
    let again = false;
    // One read at a time: changes arriving during a read make one more read after it.
    const run = () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      latest.current
        .read(engine)
        .then(
          (value) => {
            if (alive && !again) setGot({ key, engine, value });
          },
          () => undefined, // a failed read leaves the last value (the next change reads again)
        )
        .finally(() => {
          running = false;
          if (alive && again) {
            again = false;
            run();
          }
        });
    };
    run();
    const off = engine.subscribe((change) => {
      const { tables, apartmentId } = latest.current.opts;
      if (touches(change, tables, apartmentId)) run();
    });
    return () => {
      alive = false;
      off();
    };
  }, [engine, key]);
  if (!engine || !got || got.engine !== engine) return null;
  return got.key === key || opts.keepPrevious ? got.value : null;
}

/** A room as the device holds it, with its floor, apartment and template (null when it is not there). */
export interface SyncedRoom {
  room: SyncRoom;
  floor: SyncFloor | undefined;
  apartment: SyncApartment | undefined;
  template: SyncTemplate | undefined;
}

/** One room of the synced store with what places it (undefined = not on the device; null = not synced / loading). */
export function useSyncedRoom(houseId: string | null): SyncedRoom | undefined | null {
  const value = useSyncedRead(
    `room:${houseId ?? ''}`,
    async (engine): Promise<SyncedRoom | undefined> => {
      const room = houseId ? await engine.read('rooms', houseId) : undefined;
      if (!room) return undefined;
      const [floor, apartment, template] = await Promise.all([
        engine.read('floors', room.floorId),
        engine.read('apartments', room.apartmentId),
        room.houseTempId ? engine.read('templates', room.houseTempId) : undefined,
      ]);
      return { room, floor, apartment, template };
    },
    { tables: ['rooms', 'floors', 'apartments', 'templates'] },
  );
  return value === null ? null : (value ?? undefined);
}

/** The rows of one apartment (by id), as the rows-shaped rules take them; empty with no apartment. */
export interface ApartmentRows {
  apartments: Readonly<Record<string, SyncApartment>>;
  floors: Readonly<Record<string, SyncFloor>>;
  rooms: Readonly<Record<string, SyncRoom>>;
  meters: Readonly<Record<string, SyncRows['meters']>>;
  templates: Readonly<Record<string, SyncTemplate>>;
}

const byId = <R extends { id: string }>(rows: readonly (R | undefined)[]) =>
  Object.fromEntries(rows.filter((r): r is R => r !== undefined).map((r) => [r.id, r]));

/** Reads one apartment's rows through the indexes. */
export async function readApartmentRows(engine: SyncEngine, apartmentId: string | null): Promise<ApartmentRows> {
  if (!apartmentId) return { apartments: {}, floors: {}, rooms: {}, meters: {}, templates: {} };
  const [apartment, floors, rooms, meters, templates] = await Promise.all([
    engine.read('apartments', apartmentId),
    engine.query('floors', 'apartmentId', apartmentId),
    engine.query('rooms', 'apartmentId', apartmentId),
    engine.query('meters', 'apartmentId', apartmentId),
    engine.query('templates', 'apartmentId', apartmentId),
  ]);
  return {
    apartments: byId([apartment]),
    floors: byId(floors),
    rooms: byId(rooms),
    meters: byId(meters),
    templates: byId(templates),
  };
}

/** One apartment's floors, rooms, meters and templates from the synced store (null while not synced / loading). */
export function useApartmentRows(apartmentId: string | null): ApartmentRows | null {
  return useSyncedRead(`apartment:${apartmentId ?? ''}`, (engine) => readApartmentRows(engine, apartmentId), {
    tables: ['apartments', 'floors', 'rooms', 'meters', 'templates'],
    apartmentId,
  });
}
