/**
 * What a change of the offline engine touched, so a screen re-reads only when its slice changed: the tables whose
 * visible rows changed, the apartments those rows belong to ('all' = any), and whether the engine's own state (the
 * cursor, the last sync time, the outbox and the lists) changed. A pull that brings nothing names no table.
 * Also how a pull page is cut into slices written one transaction each.
 */
import { isTombstone, SYNC_TABLES, type PullResponse, type SyncTable, type Tombstone } from './protocol';
import type { RowChange, SyncRow, TableSlice } from './sync-state';
import type { SyncChange } from './change-scope';

export { yieldToMain } from './change-scope';

/** A change of the state alone (no visible row changed). */
export const STATE_ONLY: SyncChange = { tables: new Set(), apartments: new Set(), state: true };

/** The change made by rows written or removed. */
export function changeOfRows(rows: readonly RowChange[]): SyncChange {
  const tables = new Set<SyncTable>();
  const apartments = new Set<string>();
  let all = false;
  for (const c of rows) {
    tables.add(c.table);
    if (c.table === 'offices') all = true;
    for (const a of c.apartments) apartments.add(a);
  }
  return { tables, apartments: all ? 'all' : apartments, state: true };
}

/** Every row may have changed (a resync). */
export const EVERYTHING: SyncChange = { tables: new Set(SYNC_TABLES), apartments: 'all', state: true };

/**
 * A pull page cut into slices of at most `size` rows (tables in protocol order; within a table the newest row of an
 * id only), each written in its own transaction so no one task holds the page.
 */
export function pullSlices(resp: PullResponse, size: number): TableSlice[][] {
  const slices: TableSlice[][] = [];
  let current: TableSlice[] = [];
  let room = size;
  for (const table of SYNC_TABLES) {
    const incoming = (resp.changes[table as keyof PullResponse['changes']] ?? []) as (SyncRow | Tombstone)[];
    if (incoming.length === 0) continue;
    const newest = new Map<string, SyncRow | Tombstone>();
    for (const row of incoming) {
      const have = newest.get(row.id);
      if (!have || have.version < row.version || (have.version === row.version && isTombstone(row)))
        newest.set(row.id, row);
    }
    let rows = [...newest.values()];
    while (rows.length) {
      const part = rows.slice(0, room);
      rows = rows.slice(part.length);
      current.push({ table, rows: part });
      room -= part.length;
      if (room === 0) {
        slices.push(current);
        current = [];
        room = size;
      }
    }
  }
  if (current.length || slices.length === 0) slices.push(current);
  return slices;
}
