/**
 * The optimistic overlay of the offline engine: the mutations still waiting to show in the stored rows (the acked
 * ones not yet pulled, then the outbox, in order), indexed by the row they target, so a row read from the store is
 * shown as "stored row + the pending mutations that target it" (sync/protocol/mutations.ts `applyLocal`).
 */
import type { TargetTable } from './mutations';
import { catalogue } from './catalogue';
import type { Mutation, SyncRows, SyncTable } from './protocol';
import type { SyncChange } from './change-scope';
import { apartmentOf, type AckedMutation, type RowChange, type Store, type SyncState } from './sync-state';

export interface Target {
  table: TargetTable;
  id: string;
  args: unknown;
  apply: (row: any, args: any) => any;
}

const targets = new WeakMap<Mutation, Target | null>();

/** The row a mutation changes and how (null for an unknown name or malformed args); parsed once per mutation. */
export function targetOf(m: Mutation): Target | null {
  if (targets.has(m)) return targets.get(m)!;
  let t: Target | null = null;
  const { isMutationName, mutationDef, parseArgs } = catalogue();
  if (isMutationName(m.name)) {
    const parsed = parseArgs(m.name, m.args);
    if (parsed.ok) {
      const def = mutationDef(m.name);
      t = { ...def.target(parsed.args), args: parsed.args, apply: def.applyLocal };
    }
  }
  targets.set(m, t);
  return t;
}

const keyOf = (table: SyncTable, id: string) => `${table}\u0000${id}`;

export class Overlay {
  private byRow = new Map<string, Target[]>();
  private tables = new Set<SyncTable>();

  /** Rebuilds the index from the pending mutations, in the order they apply. */
  constructor(pending: readonly Mutation[] = []) {
    for (const m of pending) {
      const t = targetOf(m);
      if (!t) continue;
      const key = keyOf(t.table, t.id);
      this.tables.add(t.table);
      const list = this.byRow.get(key);
      if (list) list.push(t);
      else this.byRow.set(key, [t]);
    }
  }

  /** The overlay of an engine state: its acked mutations, then its outbox. */
  static of(s: Pick<SyncState, 'acked' | 'outbox'>): Overlay {
    return new Overlay([...s.acked.map((a) => a.mutation), ...s.outbox]);
  }

  /** Whether a pending mutation changes a row of `table`. */
  changes(table: SyncTable): boolean {
    return this.tables.has(table);
  }

  /** The row as shown: the stored row with its pending mutations applied (a missing row stays missing). */
  apply<T extends SyncTable>(table: T, row: SyncRows[T] | undefined): SyncRows[T] | undefined {
    if (!row) return row;
    const list = this.byRow.get(keyOf(table, row.id));
    if (!list) return row;
    let out = row;
    for (const t of list) out = t.apply(out, t.args);
    return out;
  }
}

/** The acked mutations still waiting after a pull made `changes`: those whose row did not reach their version. */
export function ackedAfterPull(acked: readonly AckedMutation[], changes: readonly RowChange[]): AckedMutation[] {
  const reached = new Map<string, number>();
  for (const c of changes) reached.set(keyOf(c.table, c.id), c.row ? c.row.version : Infinity);
  return acked.filter((a) => {
    const t = targetOf(a.mutation);
    const v = t ? reached.get(keyOf(t.table, t.id)) : Infinity;
    return v === undefined || v < a.version;
  });
}

/** The stored rows the mutations target, and the change their overlay makes (their tables and apartments). */
export async function storedTargets(store: Store, ms: readonly Mutation[]) {
  const rows = new Map<Mutation, { version: number } | undefined>();
  const tables = new Set<SyncTable>();
  const apartments = new Set<string>();
  for (const m of ms) {
    const t = targetOf(m);
    const row = t ? await store.get(t.table, t.id) : undefined;
    rows.set(m, row);
    if (!t || !row) continue;
    tables.add(t.table);
    const a = apartmentOf(t.table, row);
    if (a) apartments.add(a);
  }
  return { rows, change: { tables, apartments, state: true } as SyncChange };
}
