import { useEffect, useMemo } from 'react';
import { boardFromRows, boardStatsFromRows } from '../../sync/board-from-rows';
import { kickSync, useSyncRows } from '../sync/use-sync';
import type { BoardData, BoardFilters, BoardStats } from './board-api';

/**
 * The board and its statistics from the device's synced rows (sync/board-from-rows.ts), so the board works with no
 * network; null until the sync engine has pulled once (the page then asks the server).
 */
export function useLocalBoard(f: BoardFilters): { data: BoardData; stats: BoardStats } | null {
  const rows = useSyncRows();
  // Rooms may have been added or edited on other screens since the last round: pull now.
  useEffect(() => kickSync(), []);
  return useMemo(() => {
    if (!rows) return null;
    const now = Date.now();
    return { data: boardFromRows(rows, f, now), stats: boardStatsFromRows(rows, f, now) };
  }, [rows, f]);
}

/** The first apartment by name in the synced rows (the phone board's default when the server cannot be asked). */
export function useLocalFirstApartment(): string {
  const rows = useSyncRows();
  return useMemo(() => {
    if (!rows) return '';
    const list = Object.values(rows.apartments).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
    return list[0]?.id ?? '';
  }, [rows]);
}
