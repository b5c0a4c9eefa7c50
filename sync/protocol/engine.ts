/**
 * The pure offline-first client engine (no browser API: the PWA backs `Store` with Dexie, tests with memory).
 *
 * State: the server's last known rows by table and id, the cursor, the OUTBOX (mutations not yet judged, in order),
 * the ACKED list (mutations the server applied whose row the client has not pulled yet, kept so the change does not
 * flicker away between the push result and the next pull), and the REJECTED list (with the server's Chinese reason,
 * for the UI to retry or discard). Server rows are never edited locally: the visible rows are recomputed as server
 * rows + acked + outbox applied in order (sync/protocol/mutations.ts `applyLocal`).
 *
 * A sync round, driven by the page: `pushBatch()` → POST /api/sync/push → `onPushResult(results)`; then
 * GET /api/sync/pull?cursor=`state.cursor` → `onPull(resp)` until it returns false (no `more`). Every step is
 * idempotent and safe against lost, duplicated, stale or reordered replies (rows only move forward by version, the
 * cursor never goes back, results for mutations no longer in the outbox are ignored).
 */
import { ulid } from 'ulid';
import { shanghaiToday } from '../rules/common/shanghai-time';
import {
  isMutationName,
  mutationDef,
  parseArgs,
  type MutationArgs,
  type MutationName,
  type TargetTable,
} from './mutations';
import {
  isTombstone,
  PUSH_LIMIT,
  SYNC_TABLES,
  UNKNOWN_MUTATION,
  type Mutation,
  type MutationResult,
  type PullResponse,
  type SyncRows,
  type SyncTable,
  type Tombstone,
} from './protocol';
import {
  emptyRows,
  emptyState,
  type AckedMutation,
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
}

/** Applies mutations' optimistic changes on top of rows (copy-on-write: the input is never modified). */
export function applyMutations(rows: RowsByTable, mutations: readonly Mutation[]): RowsByTable {
  if (mutations.length === 0) return rows;
  // One copy per target table touched (rooms, meters), made on first use.
  const copies: Partial<Record<TargetTable, Record<string, any>>> = {};
  for (const m of mutations) {
    if (!isMutationName(m.name)) continue;
    const def = mutationDef(m.name);
    const parsed = parseArgs(m.name, m.args);
    if (!parsed.ok) continue;
    const { table, id } = def.target(parsed.args);
    const t = (copies[table] ??= { ...rows[table] });
    const row = t[id];
    if (row) t[id] = def.applyLocal(row, parsed.args);
  }
  return { ...rows, ...copies } as RowsByTable;
}

export class SyncEngine {
  private s: SyncState;
  private view: RowsByTable | null = null;
  private listeners = new Set<() => void>();
  private readonly now: () => number;
  private readonly newId: () => string;

  private constructor(
    private readonly store: Store,
    state: SyncState,
    opts: EngineOptions,
  ) {
    this.s = state;
    this.now = opts.now ?? (() => Date.now());
    this.newId = opts.newId ?? (() => ulid());
  }

  /** Loads the saved state (or starts empty for `clientId`). */
  static async open(opts: EngineOptions): Promise<SyncEngine> {
    const saved = await opts.store.get();
    // A state saved before a table was synced (e.g. meters) lacks it: start that table empty.
    const state = saved ? { ...saved, rows: { ...emptyRows(), ...saved.rows } } : emptyState(opts.clientId);
    return new SyncEngine(opts.store, state, opts);
  }

  get state(): SyncState {
    return this.s;
  }
  get pendingCount(): number {
    return this.s.outbox.length;
  }

  /** The rows to show: server rows + acked + outbox, recomputed on change (cached). */
  visible(): RowsByTable {
    if (!this.view) {
      const acked = this.s.acked.filter((a) => this.stillPending(a)).map((a) => a.mutation);
      this.view = applyMutations(this.s.rows, [...acked, ...this.s.outbox]);
    }
    return this.view;
  }

  /** Calls `fn` after every state change; returns the unsubscribe function. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Queues a mutation: validates the args with the catalogue and checks the rule locally on the visible row (an
   * immediate Chinese refusal, nothing queued), else appends it to the outbox (saved together with the optimistic
   * change, which is derived from the outbox).
   */
  async mutate<N extends MutationName>(name: N, args: MutationArgs<N>): Promise<MutateResult>;
  async mutate(name: string, args: unknown): Promise<MutateResult>;
  async mutate(name: string, args: unknown): Promise<MutateResult> {
    if (!isMutationName(name)) return { ok: false, reason: UNKNOWN_MUTATION };
    const parsed = parseArgs(name, args);
    if (!parsed.ok) return { ok: false, reason: parsed.message };
    const def = mutationDef(name);
    const now = this.now();
    const { table, id } = def.target(parsed.args);
    const refusal = def.refusal(this.visible()[table][id] as any, parsed.args, shanghaiToday(now));
    if (refusal) return { ok: false, reason: refusal };
    const mutation: Mutation = {
      id: this.newId(),
      clientId: this.s.clientId,
      name,
      args: parsed.args,
      clientTime: now,
    };
    const view = applyMutations(this.visible(), [mutation]);
    await this.commit({ ...this.s, outbox: [...this.s.outbox, mutation] }, { outbox: true }, view);
    return { ok: true, mutation };
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
    const byId = new Map(results.map((r) => [r.id, r]));
    const outbox: Mutation[] = [];
    const acked = [...this.s.acked];
    const rejected = [...this.s.rejected];
    for (const m of this.s.outbox) {
      const r = byId.get(m.id);
      const verdict = r?.status === 'duplicate' ? r.original : r?.status;
      if (!r || !verdict) outbox.push(m);
      else if (verdict === 'applied') acked.push({ mutation: m, version: r.version ?? 0 });
      else rejected.push({ mutation: m, reason: r.reason ?? '修改未被接受', at: this.now() });
    }
    if (outbox.length === this.s.outbox.length) return;
    const next = { ...this.s, outbox, rejected, acked: [] as AckedMutation[] };
    next.acked = acked.filter((a) => this.stillPending(a, next.rows));
    await this.commit(next, { outbox: true, acked: true, rejected: true });
  }

  /**
   * Merges a pull page: rows replace older ones (never a newer one: a stale reply changes nothing), tombstones
   * remove rows, the cursor only moves forward. Returns `resp.more` (pull again with the new cursor).
   */
  async onPull(resp: PullResponse): Promise<boolean> {
    const rows = { ...this.s.rows } as Record<SyncTable, Record<string, SyncRows[SyncTable]>>;
    const changed: NonNullable<StateDelta['rows']> = [];
    for (const table of SYNC_TABLES) {
      const incoming = (resp.changes[table as keyof PullResponse['changes']] ?? []) as (
        SyncRows[SyncTable] | Tombstone
      )[];
      if (incoming.length === 0) continue;
      const t = { ...rows[table] };
      for (const row of incoming) {
        const have = t[row.id];
        if (have && have.version > row.version) continue;
        if (isTombstone(row)) {
          if (!have) continue;
          delete t[row.id];
          changed.push({ table, id: row.id, row: null });
        } else {
          t[row.id] = row as SyncRows[SyncTable];
          changed.push({ table, id: row.id, row: row as SyncRows[SyncTable] });
        }
      }
      rows[table] = t;
    }
    const next: SyncState = {
      ...this.s,
      rows: rows as RowsByTable,
      cursor: Math.max(this.s.cursor, resp.cursor),
      lastSyncAt: this.now(),
    };
    next.acked = this.s.acked.filter((a) => this.stillPending(a, next.rows));
    await this.commit(next, { rows: changed, cursor: true, acked: true });
    return resp.more;
  }

  /** Re-queues a rejected mutation under a NEW id (after the local rule check); it leaves `rejected` when queued. */
  async retry(id: string): Promise<MutateResult> {
    const item = this.s.rejected.find((r) => r.mutation.id === id);
    if (!item) return { ok: false, reason: '该修改已不在列表中' };
    const queued = await this.mutate(item.mutation.name, item.mutation.args);
    if (queued.ok)
      await this.commit(
        { ...this.s, rejected: this.s.rejected.filter((r) => r.mutation.id !== id) },
        { rejected: true },
      );
    return queued;
  }

  /** Drops a rejected mutation from the list (the server's row stays). */
  async discard(id: string): Promise<void> {
    if (!this.s.rejected.some((r) => r.mutation.id === id)) return;
    await this.commit({ ...this.s, rejected: this.s.rejected.filter((r) => r.mutation.id !== id) }, { rejected: true });
  }

  /**
   * Drops every queued change (the user chose to discard them, e.g. when logging out): the visible rows fall back to
   * the server's. Rejected changes are kept for the user to look at.
   */
  async discardOutbox(): Promise<number> {
    const n = this.s.outbox.length;
    if (n > 0) await this.commit({ ...this.s, outbox: [] }, { outbox: true });
    return n;
  }

  /**
   * Forgets the pulled rows and the cursor (the outbox, acked and rejected lists stay), so the next pull starts from
   * 0: after the user's visibility changed (projects reassigned) or another account signed in on this device.
   */
  async resync(): Promise<void> {
    const gone = SYNC_TABLES.flatMap((table) =>
      Object.keys(this.s.rows[table]).map((id) => ({ table, id, row: null })),
    );
    await this.commit({ ...this.s, rows: emptyRows(), cursor: 0 }, { rows: gone, cursor: true });
  }

  /** An applied mutation stays overlaid until its row (at that version or later) has been pulled, or is gone. */
  private stillPending(a: AckedMutation, rows: RowsByTable = this.s.rows): boolean {
    if (!isMutationName(a.mutation.name)) return false;
    const parsed = parseArgs(a.mutation.name, a.mutation.args);
    if (!parsed.ok) return false;
    const { table, id } = mutationDef(a.mutation.name).target(parsed.args);
    const row = rows[table][id];
    return row !== undefined && row.version < a.version;
  }

  /** Swaps in the new state (and its visible rows when the caller derived them incrementally), then saves it. */
  private async commit(next: SyncState, delta: StateDelta, view: RowsByTable | null = null): Promise<void> {
    this.s = next;
    this.view = view;
    for (const fn of this.listeners) fn();
    await this.store.put(next, delta);
  }
}
