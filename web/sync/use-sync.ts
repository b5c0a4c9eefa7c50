/**
 * The app-wide sync state for React: one engine per signed-in user, created lazily (Dexie is loaded on demand, never
 * by the login page) once the user's id is known, and kept across the phone/desktop shells.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { MutateResult } from '../../sync/protocol/engine';
import type { SyncEngine } from '../../sync/protocol/engine';
import type { MutationArgs, MutationName } from '../../sync/protocol/mutations';
import { getSession } from '../lib/session';
import { useProfile } from '../shell/account';
import type { SyncRuntime } from './runtime';
import { IDLE_SNAPSHOT, type SyncSnapshot } from './status';
import { readKeptFile } from './files';
import { rememberedSynced, rememberSynced } from './synced-mark';

const OWNER_KEY = 'gongyu.sync.owner';

/** A short fingerprint of the session token, so the saved user id is only trusted for the session it came from. */
function fingerprint(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

/** Remembers which user the current session belongs to (so the right database opens offline, before the profile). */
export function rememberSyncUser(token: string, userId: string) {
  try {
    localStorage.setItem(OWNER_KEY, JSON.stringify({ tok: fingerprint(token), userId }));
  } catch {
    /* storage full or blocked: the profile will tell next time */
  }
}

/** The user of the session `token`, when this device learned it before. */
export function syncUserFor(token: string): string | null {
  try {
    const raw = localStorage.getItem(OWNER_KEY);
    const saved = raw ? (JSON.parse(raw) as { tok?: string; userId?: string }) : null;
    return saved?.tok === fingerprint(token) && saved.userId ? saved.userId : null;
  } catch {
    return null;
  }
}

/** The signed-in user this device knows (the session and the remembered owner), or null. */
function knownUser(): string | null {
  const token = getSession()?.token;
  return token ? syncUserFor(token) : null;
}

/** Why ensureSync refuses after stopSync: the page is signing out (it reloads on /login). */
export const SIGNING_OUT = '正在退出登录';
let signingOut = false;

// The one runtime of the page (an app-wide singleton by nature: one engine and one sync loop per tab).
let active: { userId: string; ready: Promise<SyncRuntime>; runtime: SyncRuntime | null } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((fn) => fn());

/**
 * Opens (once) the sync runtime of `userId`; a different user closes the previous one first, and so does a runtime
 * whose loop stopped on an expired session (the same user signed in again: their outbox resumes).
 */
export function ensureSync(userId: string): Promise<SyncRuntime> {
  // Signing out: nothing may open the sync again (a screen asking for held keys, a retry) and pull keys back.
  if (signingOut) return Promise.reject(new Error(SIGNING_OUT));
  if (active?.userId === userId && !active.runtime?.loop.stopped) return active.ready;
  active?.runtime?.close();
  const entry: NonNullable<typeof active> = {
    userId,
    runtime: null,
    ready: import('./runtime').then(async ({ createSyncRuntime }) => {
      const rt = await createSyncRuntime(userId);
      if (active !== entry) {
        rt.close();
        return rt;
      }
      entry.runtime = rt;
      rt.subscribe(emit);
      emit();
      return rt;
    }),
  };
  active = entry;
  entry.ready.catch(() => {
    // The store could not be opened: screens ask the server (and do not wait for the store again).
    rememberSynced(userId, false);
    if (active === entry) active = null;
    emit();
  });
  return entry.ready;
}

/**
 * Stops the signed-in user's sync (logout): its loop and its device database connection close, so a pull still in
 * flight cannot write its rows or lock keys after the logout wiped them, and nothing opens it again on this page (the
 * logout reloads on /login; the next sign-in opens it).
 */
export function stopSync(): void {
  // No emit: nothing re-renders while the logout finishes; and nothing opens the sync again until the page reloads.
  signingOut = true;
  active?.runtime?.close();
  active = null;
}

/**
 * How many changes of the signed-in user have not reached the server yet (the running engine's outbox, else the
 * device database's); 0 when unknown.
 */
export async function unsyncedCount(): Promise<number> {
  if (active?.runtime) return active.runtime.engine.pendingCount;
  const userId = knownUser();
  if (!userId) return 0;
  const { countOutbox } = await import('./db');
  return countOutbox(userId).catch(() => 0);
}

/** The running runtime of the signed-in user, opening it when this device knows the user; null when it cannot. */
async function currentRuntime(): Promise<SyncRuntime | null> {
  if (active?.runtime) return active.runtime;
  const userId = knownUser();
  return userId ? ensureSync(userId).catch(() => null) : null;
}

/** Runs a sync round now and answers how many changes are still unsynced afterwards. */
export async function syncNow(): Promise<number> {
  const rt = await currentRuntime();
  if (!rt) return unsyncedCount();
  await rt.loop.kick().catch(() => undefined);
  return rt.engine.pendingCount;
}

/** Drops the signed-in user's queued changes on this device (only on the user's explicit choice). */
export async function discardUnsynced(): Promise<number> {
  const rt = await currentRuntime();
  return rt ? rt.engine.discardOutbox() : 0;
}

/** Keeps a file made on the device (photo, signature) for upload before the mutation naming it; its id, or null. */
export async function keepFileForSync(blob: Blob, name: string, purpose: '' | 'personal'): Promise<string | null> {
  const rt = await currentRuntime();
  return rt ? rt.keepFile(blob, name, purpose) : null;
}

/** The files kept on the device under these ids (those still here, in order): e.g. the photos of a rejected signing. */
export async function keptFiles(ids: readonly string[]): Promise<Blob[]> {
  const rt = await currentRuntime();
  if (!rt) return [];
  const blobs = await Promise.all(ids.map((id) => readKeptFile(rt.db, id)));
  return blobs.filter((b): b is Blob => b !== null);
}

/**
 * Queues a mutation on the signed-in user's engine (opened when this device knows the user), without re-rendering
 * the caller on every sync status change as useSync() does.
 */
export async function mutateOnDevice<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<MutateResult> {
  const rt = await currentRuntime();
  return rt ? rt.engine.mutate(name, args) : NOT_READY;
}

/** Whether the running sync loop reaches the network now (true when no runtime runs). */
export const deviceOnline = (): boolean => active?.runtime?.snapshot().online ?? true;

export type MutationOutcome = { status: 'applied' } | { status: 'rejected'; reason: string } | { status: 'queued' };

/**
 * Runs a sync round now (when online) and tells what became of mutation `id`: applied by the server, rejected with the
 * server's reason, or still queued (offline, or the server could not be reached).
 */
export async function syncAndJudge(id: string): Promise<MutationOutcome> {
  const rt = await currentRuntime();
  if (!rt) return { status: 'queued' };
  await rt.loop.kick().catch(() => undefined);
  const s = rt.engine.state;
  const rejected = s.rejected.find((r) => r.mutation.id === id);
  if (rejected) return { status: 'rejected', reason: rejected.reason };
  if (s.outbox.some((m) => m.id === id)) return { status: 'queued' };
  return { status: 'applied' };
}

export interface SyncApi extends SyncSnapshot {
  retry(id: string): Promise<MutateResult>;
  discard(id: string): Promise<void>;
  mutate<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<MutateResult>;
}

const NOT_READY: MutateResult = { ok: false, reason: '离线数据尚未就绪，请稍后再试' };

/** Calls `fn` whenever the runtime's status or state changes (web/sync/use-synced.ts narrows it to rows). */
export const subscribeSync = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};
const subscribe = subscribeSync;
const snapshot = () => active?.runtime?.snapshot() ?? IDLE_SNAPSHOT;

/**
 * The running engine once its store is complete (a pull round reached the end, also after a reload), else null: the
 * screens then ask the server, also while the first sync runs.
 */
export function syncedEngine(): SyncEngine | null {
  const engine = active?.runtime?.engine;
  return engine && engine.state.cursor > 0 && engine.state.lastSyncAt !== null ? engine : null;
}

/**
 * Starts opening the signed-in user's device store when it synced before (the board then draws from it, not from the
 * server), at the start of a navigation while the screen's code loads; true when it does.
 */
export function openSyncedStore(): boolean {
  const userId = knownUser();
  if (!userId || !rememberedSynced(userId)) return false;
  void ensureSync(userId).catch(() => undefined);
  return true;
}

/**
 * Where the device store stands for the screens: 'synced' (syncedEngine() answers), 'opening' (the store of a user
 * whose device synced before is being opened: its rows will answer in a moment, so the server need not be asked), or
 * 'none' (no synced store: ask the server).
 */
export type DeviceStoreState = 'synced' | 'opening' | 'none';
export function deviceStoreState(): DeviceStoreState {
  if (syncedEngine()) return 'synced';
  if (active) return !active.runtime && rememberedSynced(active.userId) ? 'opening' : 'none';
  const userId = knownUser();
  return userId && rememberedSynced(userId) ? 'opening' : 'none';
}

/** Asks the running sync loop for a round now (e.g. a screen reading synced rows opens after edits elsewhere). */
export function kickSync(): void {
  void active?.runtime?.loop.kick().catch(() => undefined);
}

/** The sync state and actions; starts the user's engine once the profile (or the remembered owner) names the user. */
export function useSync(): SyncApi {
  const profile = useProfile();
  const token = getSession()?.token ?? null;
  const userId = profile.data?.userId ?? (token ? syncUserFor(token) : null);
  useEffect(() => {
    if (token && profile.data?.userId) rememberSyncUser(token, profile.data.userId);
  }, [token, profile.data?.userId]);
  useEffect(() => {
    if (userId) void ensureSync(userId).catch(() => undefined);
  }, [userId]);
  const snap = useSyncExternalStore(subscribe, snapshot, snapshot);
  const withRuntime = useCallback(
    async <T>(fn: (rt: SyncRuntime) => Promise<T>, fallback: T): Promise<T> => {
      const rt = active?.userId === userId && userId ? await active.ready.catch(() => null) : null;
      return rt ? fn(rt) : fallback;
    },
    [userId],
  );
  return useMemo(
    () => ({
      ...snap,
      retry: (id: string) => withRuntime((rt) => rt.engine.retry(id), NOT_READY),
      discard: (id: string) => withRuntime((rt) => rt.engine.discard(id), undefined),
      mutate: <N extends MutationName>(name: N, args: MutationArgs<N>) =>
        withRuntime((rt) => rt.engine.mutate(name, args), NOT_READY),
    }),
    [snap, withRuntime],
  );
}
