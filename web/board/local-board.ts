import { useEffect, useMemo } from 'react';
import {
  boardReader,
  deviceBoard,
  deviceMatchCount,
  lightRoomsOf,
  type BoardReader,
  type LightRoom,
} from '../../sync/rules/board/board-from-rows';
import { compareApartments } from '../../sync/rules/board/board-page';
import type { SyncEngine } from '../../sync/protocol/engine';
import { touches } from '../../sync/protocol/changes';
import type { SyncApartment } from '../../sync/protocol/protocol';
import { kickSync } from '../sync/use-sync';
import { useSyncedRead } from '../sync/use-synced';
import type { BoardFilters } from './board-api';
import type { ApartmentOption } from '../components/apartments';
import type { BoardData, BoardStats } from '../../sync/contract/board/board';

/**
 * The device's board reader with a cache per engine: the apartments, and each apartment's light rooms (status, floor,
 * number) for a day. A change drops only what it touched (the rooms or floors of an apartment, the apartments list),
 * so after the first look at an apartment the board re-reads only apartments that changed.
 */
interface Cache {
  apartments: Promise<readonly SyncApartment[]> | null;
  light: Map<string, { today: string; rooms: Promise<readonly LightRoom[]> }>;
}
const caches = new WeakMap<SyncEngine, { reader: BoardReader; cache: Cache }>();

function cachedReader(engine: SyncEngine): BoardReader {
  const have = caches.get(engine);
  if (have) return have.reader;
  const cache: Cache = { apartments: null, light: new Map() };
  const plain = boardReader(engine);
  engine.subscribe((change) => {
    if (touches(change, ['apartments'])) cache.apartments = null;
    if (!touches(change, ['rooms', 'floors'])) return;
    if (change.apartments === 'all') cache.light.clear();
    else for (const id of change.apartments) cache.light.delete(id);
  });
  const reader: BoardReader = {
    apartments: () => {
      const read = (cache.apartments ??= plain.apartments());
      read.catch(() => {
        if (cache.apartments === read) cache.apartments = null;
      });
      return read;
    },
    lightRooms: (apartmentId, today) => {
      const hit = cache.light.get(apartmentId);
      if (hit && hit.today === today) return hit.rooms;
      const rooms = Promise.all([
        engine.query('floors', 'apartmentId', apartmentId),
        engine.query('rooms', 'apartmentId', apartmentId),
      ]).then(([floors, rs]) => lightRoomsOf(floors, rs, today));
      const entry = { today, rooms };
      cache.light.set(apartmentId, entry);
      rooms.catch(() => {
        if (cache.light.get(apartmentId) === entry) cache.light.delete(apartmentId);
      });
      return rooms;
    },
    pageRows: plain.pageRows,
  };
  caches.set(engine, { reader, cache });
  return reader;
}

const BOARD_TABLES = ['apartments', 'floors', 'rooms', 'templates'] as const;

/**
 * The board and its statistics from the device's synced rows (sync/rules/board/board-from-rows.ts), so the board
 * works with no network: `data` the first `pages` pages merged (`data.next` non-null while more remain), read per
 * apartment through the store's indexes and again only when a change touches the selection. Null until the device
 * store has synced (the page then asks the server), and for a dashboard counter's list (`todo`): that list is the
 * server's rule over bills and photos the device does not hold. `allApartments`: how many rooms match in every
 * apartment (read in the background when one apartment is shown with a room filter on; until then, the selection's).
 */
export function useLocalBoard(
  f: BoardFilters,
  pages = 1,
): { data: BoardData; stats: BoardStats; allApartments: number } | null {
  // Rooms may have been added or edited on other screens since the last round: pull now.
  useEffect(() => kickSync(), []);
  // What the count in every apartment depends on (not the apartment shown, nor the pages loaded), then the board.
  const countKey = JSON.stringify([f.todo, f.cityId, f.districtId, f.officeId, f.houseNumber, f.flags]);
  const key = JSON.stringify([countKey, f.apartmentId, pages]);
  const board = useSyncedRead(
    `board:${key}`,
    (engine) => (f.todo ? Promise.resolve(null) : deviceBoard(cachedReader(engine), f, Date.now(), pages)),
    { tables: f.todo ? [] : BOARD_TABLES, apartmentId: f.apartmentId || null, keepPrevious: true },
  );
  const elsewhere = !f.todo && f.apartmentId !== '' && (f.flags.length > 0 || f.houseNumber.trim() !== '');
  const everywhere = useSyncedRead(
    `board-count:${elsewhere}:${countKey}`,
    (engine) => (elsewhere ? deviceMatchCount(cachedReader(engine), f, Date.now()) : Promise.resolve(null)),
    { tables: elsewhere ? BOARD_TABLES : [], keepPrevious: true },
  );
  return useMemo(() => {
    if (!board || f.todo) return null;
    return { ...board, allApartments: (elsewhere ? everywhere : null) ?? board.stats.houseTotal };
  }, [board, everywhere, elsewhere, f.todo]);
}

/** The apartments on the device in board order (name, then id): the board's choice when the server cannot be asked. */
export function useLocalApartments(): ApartmentOption[] {
  const list = useSyncedRead(
    'apartments',
    async (engine) =>
      (await cachedReader(engine).apartments())
        .map((a) => ({ apartmentId: a.id, name: a.name }))
        .sort(compareApartments),
    { tables: ['apartments'] },
  );
  return list ?? NONE;
}
const NONE: ApartmentOption[] = [];
