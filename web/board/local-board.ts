import { useEffect, useMemo } from 'react';
import {
  byBoardOrder,
  deviceBoard,
  deviceMatchCount,
  lightRoomsOf,
  type BoardReader,
  type LightRoom,
} from '../../sync/rules/board/board-from-rows';
import {
  deviceFirstFloors,
  firstFloorsReader,
  type FirstFloorsReader,
} from '../../sync/rules/board/board-first-floors';
import { compareApartments } from '../../sync/rules/board/board-page';
import type { SyncEngine } from '../../sync/protocol/engine';
import { touches, yieldToMain } from '../../sync/protocol/change-scope';
import type { SyncApartment, SyncRoom } from '../../sync/protocol/protocol';
import { kickSync } from '../sync/use-sync';
import { useSyncedRead } from '../sync/use-synced';
import type { BoardFilters } from './board-api';
import type { ApartmentOption } from '../components/apartments';
import type { BoardData, BoardStats } from '../../sync/contract/board/board';

/**
 * The device's board reader with a cache per engine: the apartments, and each apartment's rooms (whole, and light:
 * status, floor, number) for a day. An apartment's rooms are read a few floors at a time (the rooms' floor index),
 * their statuses worked out in between, giving the main thread a turn after each: a 1,000-room apartment makes no long
 * task. The page's tiles reuse the rooms read for the counts. A change drops only what it touched (the rooms or floors
 * of an apartment, the apartments list), so after the first look at an apartment the board re-reads only apartments
 * that changed.
 */
interface ApartmentRooms {
  light: readonly LightRoom[];
  rooms: readonly SyncRoom[];
}
interface Cache {
  apartments: Promise<readonly SyncApartment[]> | null;
  rooms: Map<string, { today: string; read: Promise<ApartmentRooms> }>;
}
interface Readers {
  board: BoardReader;
  first: FirstFloorsReader;
}
const caches = new WeakMap<SyncEngine, Readers>();

/** Floors read at once (about 100 rooms in an apartment of 20-room floors). */
const FLOORS_PER_READ = 5;

/** An apartment's rooms, whole and light, a few floors at a time with a turn for the main thread after each. */
async function readApartmentRooms(engine: SyncEngine, apartmentId: string, today: string): Promise<ApartmentRooms> {
  const floors = (await engine.query('floors', 'apartmentId', apartmentId)).sort((x, y) => x.floor - y.floor);
  const rooms: SyncRoom[] = [];
  const light: LightRoom[] = [];
  for (let i = 0; i < floors.length; i += FLOORS_PER_READ) {
    const group = floors.slice(i, i + FLOORS_PER_READ);
    const read = (await Promise.all(group.map((fl) => engine.query('rooms', 'floorId', fl.id))))
      .flat()
      .filter((r) => r.apartmentId === apartmentId);
    rooms.push(...read);
    light.push(...lightRoomsOf(group, read, today));
    await yieldToMain();
  }
  return { light: light.sort(byBoardOrder), rooms };
}

/** Keeps a promise in a cache slot until it fails. */
function kept<T>(read: Promise<T>, drop: () => void): Promise<T> {
  read.catch(drop);
  return read;
}

function readersOf(engine: SyncEngine): Readers {
  const have = caches.get(engine);
  if (have) return have;
  const cache: Cache = { apartments: null, rooms: new Map() };
  engine.subscribe((change) => {
    if (touches(change, ['apartments'])) cache.apartments = null;
    if (!touches(change, ['rooms', 'floors'])) return;
    if (change.apartments === 'all') cache.rooms.clear();
    else for (const id of change.apartments) cache.rooms.delete(id);
  });
  const apartments = () => {
    if (cache.apartments) return cache.apartments;
    const read: Promise<readonly SyncApartment[]> = engine.all('apartments');
    cache.apartments = read;
    return kept(read, () => {
      if (cache.apartments === read) cache.apartments = null;
    });
  };
  const apartmentRooms = (apartmentId: string, today: string) => {
    const hit = cache.rooms.get(apartmentId);
    if (hit && hit.today === today) return hit.read;
    const entry = { today, read: readApartmentRooms(engine, apartmentId, today) };
    cache.rooms.set(apartmentId, entry);
    return kept(entry.read, () => {
      if (cache.rooms.get(apartmentId) === entry) cache.rooms.delete(apartmentId);
    });
  };
  const templates = (apartmentId: string) => engine.query('templates', 'apartmentId', apartmentId);
  const readers: Readers = {
    board: {
      apartments,
      lightRooms: async (apartmentId, today) => (await apartmentRooms(apartmentId, today)).light,
      async pageRows(apartmentIds) {
        // The rooms read for the counts (any day's: the whole rows do not depend on it), else read now.
        const roomsOf = async (id: string) => {
          const hit = cache.rooms.get(id);
          return hit ? (await hit.read).rooms : engine.query('rooms', 'apartmentId', id);
        };
        const [rooms, temps] = await Promise.all([
          Promise.all(apartmentIds.map(roomsOf)),
          Promise.all(apartmentIds.map(templates)),
        ]);
        return { rooms: rooms.flat(), templates: temps.flat() };
      },
    },
    first: { ...firstFloorsReader(engine), apartments },
  };
  caches.set(engine, readers);
  return readers;
}

const BOARD_TABLES = ['apartments', 'floors', 'rooms', 'templates'] as const;

/** The first-floors read of each engine and filters in flight: the whole board's read starts after it. */
const firstReads = new WeakMap<SyncEngine, Map<string, Promise<unknown>>>();

/**
 * Resolves once the browser has shown the next frame (at the animation frame after it), or after 150 ms at most (a
 * hidden page draws none): work started after it does not hold back the paint of what was just rendered.
 */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const late = setTimeout(resolve, 150);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(late);
        resolve();
      }),
    );
  });
}

export interface LocalBoard {
  data: BoardData;
  /** Null while only the first floors are in (`partial`). */
  stats: BoardStats | null;
  /** How many rooms match in every apartment (undefined while partial). */
  allApartments: number | undefined;
  /** Only the first floors of the first page, for the first paint (with the rent rate from the store's counts). */
  partial: boolean;
}

/**
 * The board and its statistics from the device's synced rows (sync/rules/board/board-from-rows.ts), so the board
 * works with no network: `data` the first `pages` pages merged (`data.next` non-null while more remain), read per
 * apartment through the store's indexes and again only when a change touches the selection. First, for one apartment
 * with no room filter, only its first floors (sync/rules/board/board-first-floors.ts), so the first paint does not
 * wait for every room of the apartment. Null until the device store has synced (the page then asks the server), and
 * for a dashboard counter's list (`todo`): that list is the server's rule over bills and photos the device does not
 * hold. `allApartments`: how many rooms match in every apartment (read in the background when one apartment is shown
 * with a room filter on; until then, the selection's).
 */
export function useLocalBoard(f: BoardFilters, pages = 1): LocalBoard | null {
  // What the count in every apartment depends on (not the apartment shown, nor the pages loaded), then the board.
  const countKey = JSON.stringify([f.todo, f.cityId, f.districtId, f.officeId, f.houseNumber, f.flags]);
  const firstKey = JSON.stringify([countKey, f.apartmentId, f.firstApartment]);
  const key = JSON.stringify([firstKey, pages]);
  const first = useSyncedRead(
    `board-first:${firstKey}`,
    (engine) => {
      const read = f.todo ? Promise.resolve(null) : deviceFirstFloors(readersOf(engine).first, f, Date.now());
      const inFlight = firstReads.get(engine) ?? new Map<string, Promise<unknown>>();
      firstReads.set(engine, inFlight);
      const settled = read.finally(() => {
        if (inFlight.get(firstKey) === settled) inFlight.delete(firstKey);
      });
      inFlight.set(firstKey, settled);
      return settled.then((data) => ({ firstKey, data }));
    },
    { tables: [] },
  );
  const board = useSyncedRead(
    `board:${key}`,
    async (engine) => {
      if (f.todo) return null;
      // After the first floors, and once they are on screen: reading the rest does not delay their paint.
      const first = firstReads.get(engine)?.get(firstKey);
      if (first) await first.catch(() => undefined).then(afterPaint);
      const b = await deviceBoard(readersOf(engine).board, f, Date.now(), pages);
      return { ...b, firstKey };
    },
    { tables: f.todo ? [] : BOARD_TABLES, apartmentId: f.apartmentId || null, keepPrevious: true },
  );
  const elsewhere = !f.todo && f.apartmentId !== '' && (f.flags.length > 0 || f.houseNumber.trim() !== '');
  const everywhere = useSyncedRead(
    `board-count:${elsewhere}:${countKey}`,
    (engine) => (elsewhere ? deviceMatchCount(readersOf(engine).board, f, Date.now()) : Promise.resolve(null)),
    { tables: elsewhere ? BOARD_TABLES : [], keepPrevious: true },
  );
  const local = useMemo((): LocalBoard | null => {
    if (f.todo) return null;
    // The whole board of these filters (maybe fewer pages), else their first floors, else the board shown before.
    if (board && (board.firstKey === firstKey || !first?.data)) {
      const all = (elsewhere ? everywhere : null) ?? board.stats.houseTotal;
      return { data: board.data, stats: board.stats, allApartments: all, partial: false };
    }
    return first?.data ? { data: first.data, stats: null, allApartments: undefined, partial: true } : null;
  }, [board, first, firstKey, everywhere, elsewhere, f.todo]);
  // Rooms may have been added or edited on other screens since the last round: pull once the board is on screen.
  const shown = local !== null;
  useEffect(() => {
    if (!shown) return;
    let alive = true;
    void afterPaint().then(() => alive && kickSync());
    return () => {
      alive = false;
    };
  }, [shown]);
  return local;
}

/** The apartments on the device in board order (name, then id): the board's choice when the server cannot be asked. */
export function useLocalApartments(): ApartmentOption[] {
  const list = useSyncedRead(
    'apartments',
    async (engine) =>
      (await readersOf(engine).board.apartments())
        .map((a) => ({ apartmentId: a.id, name: a.name }))
        .sort(compareApartments),
    { tables: ['apartments'] },
  );
  return list ?? NONE;
}
const NONE: ApartmentOption[] = [];
