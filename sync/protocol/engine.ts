/**
 * The pure offline-first client engine (no browser API: the PWA backs `Store` with Dexie, tests with memory).
 *
 * In memory: the cursor, the OUTBOX (mutations not yet judged, in order), the ACKED list (mutations the server
 * applied whose row the client has not pulled yet, kept so the change does not flicker away between the push result
 * and the next pull) and the REJECTED list (with the server's Chinese reason, for the UI to retry or discard). The
 * server's rows stay in the store, read through its indexes when a screen asks: a row is shown as the stored row +
 * the pending (acked, then queued) mutations that target it (./overlay.ts). Stored rows are never edited locally.
 *
 * A sync round, driven by the page: `pushBatch()` → POST /api/sync/push → `onPushResult(results)`; then
 * GET /api/sync/pull?cursor=`state.cursor` → `onPull(resp)` until it returns false (no `more`). Every step is
 * idempotent and safe against lost, duplicated, stale or reordered replies (rows only move forward by version, the
 * cursor never goes back, results for mutations no longer in the outbox are ignored). A page is written in slices of
 * `sliceRows` rows, one transaction each, yielding the main thread between them; the cursor is saved with the last
 * one. A page cut short is pulled again, where the rows already written change nothing: so they are shown (and the
 * acked mutations they reached dropped) when the page fails. Subscribers learn what changed (sync/protocol/changes.ts).
 */
import { ulid } from 'ulid';
import { shanghaiToday } from '../rules/common/shanghai-time';
import { loadCatalogue, withCatalogue, type MutationArgs, type MutationName } from './catalogue';
import { PUSH_LIMIT, SYNC_TABLES, UNKNOWN_MUTATION, type Mutation, type MutationResult } from './protocol';
import type { PullResponse, SyncRows, SyncTable } from './protocol';
import { changeOfRows, EVERYTHING, pullSlices, STATE_ONLY } from './changes';
import { yieldToMain, type SyncChange } from './change-scope';
import { ackedAfterPull, Overlay, storedTargets } from './overlay';
import {
  apartmentOf,
  emptyState,
  type AckedMutation,
  type RowChange,
  type RowIndexes,
  type RowsByTable,
  type StateDelta,
  type Store,
  type SyncState,
} from './sync-state';

export type MutateResult = { ok: true; mutation: Mutation } | { ok: false; reason: string };

export interface EngineOptions {
  store: Store;
  /** A stable id of this device/browser profile (kept in the store's state once made). */
  clientId: string;
  now?: () => number;
  newId?: () => string;
  /** Rows written per transaction of a pull page (default 250). */
  sliceRows?: number;
}

export class SyncEngine {
  private s: SyncState;
  private overlay: Overlay;
  private listeners = new Set<(change: SyncChange) => void>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly sliceRows: number;

  private constructor(
    private readonly store: Store,
    state: SyncState,
    opts: EngineOptions,
  ) {
    this.s = state;
    this.overlay = Overlay.of(state);
    this.now = opts.now ?? (() => Date.now());
    this.newId = opts.newId ?? (() => ulid());
    this.sliceRows = opts.sliceRows ?? 250;
  }

  /** Loads the saved state — no row — (or starts empty for `clientId`). */
  static async open(opts: EngineOptions): Promise<SyncEngine> {
    const saved = await withCatalogue(await opts.store.getState());
    return new SyncEngine(opts.store, saved ?? emptyState(opts.clientId), opts);
  }

  get state(): SyncState {
    return this.s;
  }
  get pendingCount(): number {
    return this.s.outbox.length;
  }

  /** A visible row (stored row + pending mutations), undefined when the device does not hold it. */
  async read<T extends SyncTable>(table: T, id: string): Promise<SyncRows[T] | undefined> {
    return this.overlay.apply(table, await this.store.get(table, id));
  }
  /** Visible rows by id (undefined where missing), in the order asked. */
  async readMany<T extends SyncTable>(table: T, ids: readonly string[]): Promise<(SyncRows[T] | undefined)[]> {
    const rows = await this.store.getMany(table, ids);
    return rows.map((r) => this.overlay.apply(table, r));
  }
  /** The visible rows of `table` whose `index` is `value` (an apartment's rooms, a room's meters…). */
  async query<T extends SyncTable>(table: T, index: RowIndexes[T], value: string): Promise<SyncRows[T][]> {
    const rows = await this.store.where(table, index, value);
    return rows.map((r) => this.overlay.apply(table, r)!);
  }
  /** Every visible row of `table`: for the small tables (apartments, offices, templates). */
  async all<T extends SyncTable>(table: T): Promise<SyncRows[T][]> {
    const rows = await this.store.all(table);
    return rows.map((r) => this.overlay.apply(table, r)!);
  }
  /** An apartment's rooms and rented rooms, kept by the store; undefined while a pending change to a room may move them. */
  roomCounts(apartmentId: string) {
    return this.overlay.changes('rooms') ? Promise.resolve(undefined) : this.store.roomCounts(apartmentId);
  }
  /** Every visible row of every table, by id: tests and tools only (a screen reads what it shows). */
  async visibleRows(): Promise<RowsByTable> {
    const out: Record<string, Record<string, unknown>> = {};
    for (const table of SYNC_TABLES) out[table] = Object.fromEntries((await this.all(table)).map((r) => [r.id, r]));
    return out as unknown as RowsByTable;
  }
  /** Calls `fn` with what changed after every change; returns the unsubscribe function. */
  subscribe(fn: (change: SyncChange) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Queues a mutation: validates the args with the catalogue and checks the rule locally on the visible row (an
   * immediate Chinese refusal, nothing queued), else appends it to the outbox (saved in one transaction).
   */
  async mutate<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<MutateResult>;
  async mutate(name: string, args: unknown): Promise<MutateResult>;
  async mutate(name: string, args: unknown): Promise<MutateResult> {
    return this.exclusive(() => this.queueMutation(name, args));
  }

  /** The mutations to send now: the head of the outbox, in order (resending is safe: ids are idempotency keys). */
  pushBatch(limit = PUSH_LIMIT): Mutation[] {
    return this.s.outbox.slice(0, limit);
  }

  /**
   * Takes the server's verdicts: applied/duplicate leave the outbox (kept as acked until pulled), rejected go to
   * `rejected`.
   */
  async onPushResult(results: readonly MutationResult[]): Promise<void> {
    return this.exclusive(async () => {
      const byId = new Map(results.map((r) => [r.id, r]));
      const outbox: Mutation[] = [];
      const judged: Mutation[] = [];
      const acked: AckedMutation[] = [];
      const rejected = [...this.s.rejected];
      for (const m of this.s.outbox) {
        const r = byId.get(m.id);
        const verdict = r?.status === 'duplicate' ? r.original : r?.status;
        if (!r || !verdict) outbox.push(m);
        else {
          judged.push(m);
          if (verdict === 'applied') acked.push({ mutation: m, version: r.version ?? 0 });
          else rejected.push({ mutation: m, reason: r.reason ?? '修改未被接受', at: this.now() });
        }
      }
      if (judged.length === 0) return;
      const { rows, change } = await storedTargets(this.store, judged);
      // An applied mutation stays overlaid until its row (at that version or later) has been pulled, or is gone.
      const pending = acked.filter((a) => {
        const row = rows.get(a.mutation);
        return row !== undefined && row.version < a.version;
      });
      const next = { ...this.s, outbox, rejected, acked: [...this.s.acked, ...pending] };
      await this.save(next, { outbox: true, acked: true, rejected: true }, change);
    });
  }

  /**
   * Merges a pull page: rows replace older ones (never a newer one: a stale reply changes nothing), tombstones
   * remove rows, the cursor only moves forward. Returns `resp.more` (pull again with the new cursor).
   */
  async onPull(resp: PullResponse): Promise<boolean> {
    return this.exclusive(async () => {
      const slices = pullSlices(resp, this.sliceRows);
      const changes: RowChange[] = [];
      let next = this.s;
      const after = (found: readonly RowChange[]) => {
        next = this.afterPull(resp, [...changes, ...found]);
        return { state: next, delta: { acked: true, ...(resp.lockKeys && { lockKeys: resp.lockKeys }) } as StateDelta };
      };
      try {
        for (const [i, slice] of slices.entries()) {
          if (i > 0) await yieldToMain();
          changes.push(...(await this.store.writeRows(slice, i === slices.length - 1 ? after : undefined)));
        }
      } catch (e) {
        const acked = ackedAfterPull(this.s.acked, changes);
        if (changes.length) this.adopt({ ...this.s, acked }, true, changeOfRows(changes));
        throw e;
      }
      this.adopt(next, next.acked !== this.s.acked, changeOfRows(changes));
      return resp.more;
    });
  }

  /** Re-queues a rejected mutation under a NEW id (after the local rule check); it leaves `rejected` when queued. */
  async retry(id: string): Promise<MutateResult> {
    return this.exclusive(async () => {
      const item = this.s.rejected.find((r) => r.mutation.id === id);
      if (!item) return { ok: false, reason: '该修改已不在列表中' };
      const queued = await this.queueMutation(item.mutation.name, item.mutation.args);
      if (queued.ok) {
        const rejected = this.s.rejected.filter((r) => r.mutation.id !== id);
        await this.save({ ...this.s, rejected }, { rejected: true }, STATE_ONLY);
      }
      return queued;
    });
  }

  /** Drops a rejected mutation from the list (the server's row stays). */
  async discard(id: string): Promise<void> {
    return this.exclusive(async () => {
      if (!this.s.rejected.some((r) => r.mutation.id === id)) return;
      const rejected = this.s.rejected.filter((r) => r.mutation.id !== id);
      await this.save({ ...this.s, rejected }, { rejected: true }, STATE_ONLY);
    });
  }

  /** Drops every queued change (the user's choice, e.g. at logout): rows show the server's; rejected ones stay. */
  async discardOutbox(): Promise<number> {
    return this.exclusive(async () => {
      const n = this.s.outbox.length;
      if (n === 0) return 0;
      const { change } = await storedTargets(this.store, this.s.outbox);
      await this.save({ ...this.s, outbox: [] }, { outbox: true }, change);
      return n;
    });
  }

  /**
   * Forgets the pulled rows, the lock keys, the cursor and the last sync time (the outbox and rejected lists stay;
   * the acked ones are in the rows the server will send again), so the next pull starts from 0: after the user's
   * visibility changed (projects reassigned) or another account signed in on this device.
   */
  async resync(): Promise<void> {
    return this.exclusive(async () => {
      const next = { ...this.s, cursor: 0, acked: [], lastSyncAt: null, keyDay: null };
      await this.store.clearRows(next);
      this.adopt(next, true, EVERYTHING);
    });
  }

  private async queueMutation(name: string, args: unknown): Promise<MutateResult> {
    const { isMutationName, mutationDef, parseArgs } = await loadCatalogue();
    if (!isMutationName(name)) return { ok: false, reason: UNKNOWN_MUTATION };
    const parsed = parseArgs(name, args);
    if (!parsed.ok) return { ok: false, reason: parsed.message };
    const def = mutationDef(name);
    const now = this.now();
    const { table, id } = def.target(parsed.args);
    const row = await this.read(table, id);
    const refusal = def.refusal(row as any, parsed.args, shanghaiToday(now));
    if (refusal) return { ok: false, reason: refusal };
    const mutation: Mutation = {
      id: this.newId(),
      clientId: this.s.clientId,
      name,
      args: parsed.args,
      clientTime: now,
    };
    const apartment = row ? apartmentOf(table, row) : null;
    const change: SyncChange = {
      tables: new Set([table]),
      apartments: new Set(apartment ? [apartment] : []),
      state: true,
    };
    await this.save({ ...this.s, outbox: [...this.s.outbox, mutation] }, { outbox: true }, change);
    return { ok: true, mutation };
  }

  /** The state after a pull page whose rows made `changes`: the cursor forward, acked mutations their rows reached. */
  private afterPull(resp: PullResponse, changes: readonly RowChange[]): SyncState {
    const acked = ackedAfterPull(this.s.acked, changes);
    return {
      ...this.s,
      cursor: Math.max(this.s.cursor, resp.cursor),
      lastSyncAt: resp.more ? this.s.lastSyncAt : this.now(),
      acked: acked.length === this.s.acked.length ? this.s.acked : acked,
      ...(resp.lockKeys ? { keyDay: resp.lockKeys.days[0] ?? null } : {}),
    };
  }

  /** Saves the new state, then swaps it in and tells the subscribers what changed. */
  private async save(next: SyncState, delta: StateDelta, change: SyncChange): Promise<void> {
    await this.store.putState(next, delta);
    this.adopt(next, !!(delta.outbox || delta.acked), change);
  }

  private adopt(next: SyncState, pendingChanged: boolean, change: SyncChange): void {
    this.s = next;
    if (pendingChanged) this.overlay = Overlay.of(next);
    for (const fn of this.listeners) fn(change);
  }

  /** Runs the engine's steps one at a time (a mutation queued during a pull waits for its slice to be written). */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
