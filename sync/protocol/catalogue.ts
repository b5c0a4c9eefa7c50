/**
 * The mutation catalogue (./mutations.ts: every mutation's zod schema and local rule), loaded when first needed.
 * Building its schemas is most of the engine's start-up, and an engine with nothing queued needs none of it to read
 * its rows or pull: a slow phone's first sync and its offline start do without it. The engine loads it before it
 * queues a mutation, and at opening when the saved state has mutations pending (web/app/build/chunks.ts keeps it out
 * of the offline chunk).
 */
import type { SyncState } from './sync-state';

export type { MutationArgs, MutationName } from './mutations';
type Catalogue = typeof import('./mutations');

// One module per page (as a static import would be): the promise of it, and the module once in.
let loading: Promise<Catalogue> | null = null;
let loaded: Catalogue | null = null;

/** Loads the catalogue (once). */
export function loadCatalogue(): Promise<Catalogue> {
  loading ??= import('./mutations').then((m) => (loaded = m));
  return loading;
}

/** The catalogue, loaded before (the engine loads it before any mutation is pending). */
export function catalogue(): Catalogue {
  if (!loaded) throw new Error('the mutation catalogue is not loaded (loadCatalogue first)');
  return loaded;
}

/** A saved engine state, once the catalogue its pending mutations need (to be overlaid on the rows) is loaded. */
export async function withCatalogue<S extends Pick<SyncState, 'outbox' | 'acked'>>(state: S | undefined) {
  if (state && (state.outbox.length > 0 || state.acked.length > 0)) await loadCatalogue();
  return state;
}
