import { useEffect, useMemo } from 'react';
import { boardFromRows, boardStatsFromRows } from '../../sync/rules/board/board-from-rows';
import { kickSync, useSyncRows } from '../sync/use-sync';
import type { BoardFilters } from './board-api';
import type { ApartmentOption } from '../components/apartments';
import type { BoardData, BoardStats } from '../../sync/contract/board/board';

/**
 * The board and its statistics from the device's synced rows (sync/board-from-rows.ts), so the board works with no
 * network; null until the sync engine has pulled once (the page then asks the server), and null for a dashboard
 * counter's list (`todo`): that list is the server's rule over bills and photos the device does not hold, so the page
 * asks the server for it (and says so when offline). `allApartments`: how many rooms match in every apartment.
 */
export function useLocalBoard(f: BoardFilters): { data: BoardData; stats: BoardStats; allApartments: number } | null {
  const rows = useSyncRows();
  // Rooms may have been added or edited on other screens since the last round: pull now.
  useEffect(() => kickSync(), []);
  return useMemo(() => {
    if (!rows || f.todo) return null;
    const now = Date.now();
    const stats = boardStatsFromRows(rows, f, now);
    const allApartments = f.apartmentId
      ? boardStatsFromRows(rows, { ...f, apartmentId: '' }, now).houseTotal
      : stats.houseTotal;
    return { data: boardFromRows(rows, f, now), stats, allApartments };
  }, [rows, f]);
}

/** The apartments in the synced rows, by name: the board's apartment choice when the server cannot be asked. */
export function useLocalApartments(): ApartmentOption[] {
  const rows = useSyncRows();
  return useMemo(() => {
    if (!rows) return [];
    return Object.values(rows.apartments)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1))
      .map((a) => ({ apartmentId: a.id, name: a.name }));
  }, [rows]);
}
