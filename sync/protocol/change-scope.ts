/**
 * What a change of the offline engine touched (sync/protocol/changes.ts makes them) and whether a reader's slice is
 * in it, and the main thread's turn between slices of work. No engine, store or zod here: the screens reading synced
 * rows (web/sync/use-synced.ts, the board) take these without loading the engine's chunk before their first paint.
 */
import type { SyncTable } from './protocol';

export interface SyncChange {
  tables: ReadonlySet<SyncTable>;
  apartments: ReadonlySet<string> | 'all';
  state: boolean;
}

/**
 * Whether a change touches what a reader shows: any of `tables`, and (when given) the rows of apartment
 * `apartmentId`.
 */
export function touches(change: SyncChange, tables: readonly SyncTable[], apartmentId?: string | null): boolean {
  if (!tables.some((t) => change.tables.has(t))) return false;
  if (!apartmentId || change.apartments === 'all') return true;
  return change.apartments.has(apartmentId);
}

/** Gives the main thread back between slices (scheduler.yield where the browser has it). */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (s?.yield) return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
