/**
 * The app-wide sync runtime of one signed-in user: the Dexie-backed engine plus its sync loop and the status the
 * indicator shows. Loaded lazily (it pulls in Dexie) by web/sync/use-sync.ts once the user is known.
 */
import { SyncEngine } from '../../sync/protocol/engine';
import { sync } from '../../sync/contract/sync/sync';
import { uploads } from '../../sync/contract/uploads/uploads';
import { call } from '../lib/api';
import { dexieStore, openSyncDb, type GongyuDb } from './db';
import { keepFile, pruneUploadedFiles, uploadWaitingFiles } from './files';
import { startSync, type SyncErrorKind, type SyncLoop } from './sync-loop';
import { IDLE_SNAPSHOT, type SyncSnapshot } from './status';
import { rememberSynced } from './synced-mark';

export interface SyncRuntime {
  userId: string;
  /** The user's device database (files made offline live there too). */
  db: GongyuDb;
  /** Keeps a file made on the device for upload before the mutation naming it; returns its id. */
  keepFile(blob: Blob, name: string, purpose: '' | 'personal'): Promise<string>;
  engine: SyncEngine;
  loop: SyncLoop;
  snapshot(): SyncSnapshot;
  subscribe(fn: () => void): () => void;
  close(): void;
}

const CLIENT_KEY = 'gongyu.sync.clientId';

/** This browser profile's device id, made once and kept in localStorage. */
export function deviceClientId(newId: () => string): string {
  try {
    const have = localStorage.getItem(CLIENT_KEY);
    if (have) return have;
    const id = newId();
    localStorage.setItem(CLIENT_KEY, id);
    return id;
  } catch {
    return newId();
  }
}

/** Runs `fn` when the browser is next idle (at most a second later); returns a cancel. */
function afterIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 50);
  return () => clearTimeout(id);
}

export async function createSyncRuntime(userId: string): Promise<SyncRuntime> {
  const { ulid } = await import('ulid');
  const db = openSyncDb(userId);
  // Pull pages written 100 rows a transaction: a slower phone stores (and reads back to compare) 250 rooms in over 50 ms.
  const engine = await SyncEngine.open({
    store: dexieStore(db, userId),
    clientId: deviceClientId(ulid),
    sliceRows: 100,
  });
  const listeners = new Set<() => void>();
  const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);
  let status = { online: isOnline(), syncing: false, lastError: null as SyncErrorKind | null };
  let snap: SyncSnapshot = IDLE_SNAPSHOT;
  let synced: boolean | null = null;
  const refresh = () => {
    const s = engine.state;
    const nowSynced = s.cursor > 0 && s.lastSyncAt !== null;
    if (nowSynced !== synced) rememberSynced(userId, (synced = nowSynced));
    const next: SyncSnapshot = {
      ready: true,
      ...status,
      online: status.online && status.lastError !== 'network',
      pendingCount: engine.pendingCount,
      lastSyncAt: s.lastSyncAt,
      rejected: s.rejected,
    };
    // Nothing the indicator shows changed (e.g. a pull page of the first sync): no new snapshot, no re-render.
    if ((Object.keys(next) as (keyof SyncSnapshot)[]).every((k) => next[k] === snap[k])) return;
    snap = next;
    for (const fn of listeners) fn();
  };
  const setStatus = (patch: Partial<typeof status>) => {
    status = { ...status, ...patch };
    refresh();
  };
  const onOnline = () => setStatus({ online: true, lastError: null });
  const onOffline = () => setStatus({ online: false });
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);

  const loop = startSync({
    engine,
    isOnline,
    // The held key day only while keys are held (wiped at logout or an expired session: the next pull brings them).
    fetchPull: async (cursor, limit, keyDay) => {
      const held = keyDay && (await db.lockKeys.count()) > 0 ? { keyDay } : {};
      return call(sync.pull, { query: { cursor, limit, ...held } });
    },
    fetchPush: (req) => call(sync.push, { json: req }),
    beforePush: async () => {
      await uploadWaitingFiles(db, (form) => call(uploads.upload, { body: form }));
    },
    onSyncing: (syncing) => setStatus({ syncing }),
    onError: (e) => {
      setStatus({ lastError: e.kind });
      // The session ended (expired, account disabled): door keys never outlive it.
      if (e.kind === 'auth') void db.lockKeys.clear().catch(() => undefined);
    },
  });
  const unsubscribe = engine.subscribe(() => {
    // A completed pull means the network answered.
    if (status.lastError && engine.state.lastSyncAt !== snap.lastSyncAt) status = { ...status, lastError: null };
    refresh();
  });
  refresh();
  // The first round once the page has had a moment: a screen's first paint from the store comes before it. Not when a
  // screen has asked for one meanwhile (running, or done: the last sync time moved).
  const openedAt = engine.state.lastSyncAt;
  const firstRound = afterIdle(() => {
    if (!status.syncing && engine.state.lastSyncAt === openedAt) void loop.kick();
  });

  void pruneUploadedFiles(db).catch(() => undefined);
  return {
    userId,
    db,
    keepFile: (blob, name, purpose) => keepFile(db, blob, name, purpose),
    engine,
    loop,
    snapshot: () => snap,
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close: () => {
      firstRound();
      loop.stop();
      unsubscribe();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      db.close();
    },
  };
}
