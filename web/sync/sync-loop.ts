/**
 * The sync loop of the PWA: when to run a sync cycle (push the outbox in batches, then pull until `more` is false) and
 * how failures are handled. The transport is passed in (web/sync/runtime.ts gives the real fetch calls).
 *
 * - Triggers: `kick()`, a mutation queued on the engine, the `online` event, window focus / the page becoming visible,
 *   and a timer.
 * - One cycle at a time in this tab (a kick during a cycle runs one more cycle after it), and one TAB at a time with
 *   the Web Locks API when the browser has it (`ifAvailable`: a tab that cannot get the lock skips that cycle).
 * - A network error ends the cycle; the outbox stays as it is and the next trigger tries again.
 * - A 401 (session expired) stops the loop for good; the outbox stays in the device's database and the next login of
 *   the same user resumes it.
 */
import type { SyncEngine } from '../../sync/protocol/engine';
import { PUSH_LIMIT, type PullResponse, type PushRequest, type PushResponse } from '../../sync/protocol/protocol';
import { NETWORK_STATUS } from '../lib/api';

export type SyncErrorKind = 'network' | 'auth' | 'server';
export interface SyncError {
  kind: SyncErrorKind;
  error: unknown;
}

/** The subset of the Web Locks API the loop uses. */
export interface LockLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export interface SyncLoopOptions {
  engine: SyncEngine;
  /** `keyDay`: the first day of the offline lock keys held (the server sends fresh ones when it is stale). */
  fetchPull: (cursor: number, limit: number, keyDay?: string) => Promise<PullResponse>;
  fetchPush: (req: PushRequest) => Promise<PushResponse>;
  isOnline: () => boolean;
  onError?: (e: SyncError) => void;
  /** Called with true when a cycle starts and false when it ends. */
  onSyncing?: (syncing: boolean) => void;
  /** Ms between timed cycles (default 30 s; 0 = no timer). */
  intervalMs?: number;
  /** Web Locks (default `navigator.locks` when present; null = no cross-tab lock). */
  locks?: LockLike | null;
  /** Where to listen for online/focus/visibility (default `window` and `document` in a browser). */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> | null;
  pushLimit?: number;
  pullLimit?: number;
  /** Runs before pushing a non-empty outbox (uploads the files the queued mutations name); a throw ends the cycle. */
  beforePush?: () => Promise<void>;
}

export interface SyncLoop {
  /** Runs a cycle now (or right after the one running); resolves when it is done. */
  kick(): Promise<void>;
  /** Stops every trigger; a running cycle finishes. */
  stop(): void;
  readonly stopped: boolean;
}

export const LOCK_NAME = 'gongyu-sync';
/**
 * Rows asked per pull page: a page is parsed in one task on the main thread, so it stays small enough for a slow
 * phone (about 0.5 MB of JSON; the server allows up to PULL_LIMIT).
 */
export const DEVICE_PULL_LIMIT = 1000;
/** The status a failed call carries (ApiError.status; 0 = no answer). */
const statusOf = (e: unknown) =>
  typeof e === 'object' && e !== null && typeof (e as { status?: unknown }).status === 'number'
    ? (e as { status: number }).status
    : 0;

export function classifyError(e: unknown): SyncErrorKind {
  const status = statusOf(e);
  if (status === 401) return 'auth';
  return status === NETWORK_STATUS ? 'network' : 'server';
}

export function startSync(opts: SyncLoopOptions): SyncLoop {
  const { engine, fetchPull, fetchPush, isOnline } = opts;
  const pushLimit = opts.pushLimit ?? PUSH_LIMIT;
  const pullLimit = opts.pullLimit ?? DEVICE_PULL_LIMIT;
  const locks =
    opts.locks !== undefined ? opts.locks : ((globalThis.navigator as { locks?: LockLike } | undefined)?.locks ?? null);
  const win = opts.win !== undefined ? opts.win : typeof window !== 'undefined' ? window : null;
  const doc = opts.doc !== undefined ? opts.doc : typeof document !== 'undefined' ? document : null;

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  /** One cycle: push the outbox batch by batch, then pull page by page. */
  const cycle = async () => {
    if (engine.pendingCount > 0) await opts.beforePush?.();
    while (engine.pendingCount > 0) {
      const batch = engine.pushBatch(pushLimit);
      const before = engine.pendingCount;
      const resp = await fetchPush({ clientId: engine.state.clientId, mutations: batch });
      await engine.onPushResult(resp.results);
      if (engine.pendingCount >= before) break; // the server judged none of them: do not spin
    }
    let more = true;
    while (more && !stopped)
      more = await engine.onPull(await fetchPull(engine.state.cursor, pullLimit, engine.state.keyDay ?? undefined));
  };

  const guarded = async () => {
    if (stopped || !isOnline()) return;
    opts.onSyncing?.(true);
    try {
      if (locks) await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? cycle() : undefined));
      else await cycle();
    } catch (error) {
      const kind = classifyError(error);
      if (kind === 'auth') stop();
      opts.onError?.({ kind, error });
    } finally {
      opts.onSyncing?.(false);
    }
  };

  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await guarded();
        } while (again && !stopped);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const trigger = () => void kick();
  const onVisible = () => {
    if (doc?.visibilityState === 'visible') trigger();
  };
  let lastPending = engine.pendingCount;
  const unsubscribe = engine.subscribe(() => {
    const pending = engine.pendingCount;
    if (pending > lastPending) trigger();
    lastPending = pending;
  });
  win?.addEventListener('online', trigger);
  win?.addEventListener('focus', trigger);
  doc?.addEventListener('visibilitychange', onVisible);
  const interval = opts.intervalMs ?? 30_000;
  const timer = interval > 0 ? setInterval(trigger, interval) : null;

  function stop() {
    if (stopped) return;
    stopped = true;
    unsubscribe();
    win?.removeEventListener('online', trigger);
    win?.removeEventListener('focus', trigger);
    doc?.removeEventListener('visibilitychange', onVisible);
    if (timer) clearInterval(timer);
  }

  return {
    kick,
    stop,
    get stopped() {
      return stopped;
    },
  };
}
