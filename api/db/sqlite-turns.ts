import { nextTurn } from './turn';

/*
 * better-sqlite3 runs every query synchronously on the event loop, and awaiting a drizzle query only queues a
 * microtask: a handler or a unit of work running many statements in a row holds every other request until its last
 * one. These wrappers make the awaited statements of a drizzle handle give the event loop a turn first (api/db/turn.ts),
 * so the requests waiting meanwhile are served between them. Only awaiting a statement waits: a select used as a
 * subquery is never awaited. A statement's own builders (where, joins, values, set, returning …) return the same
 * object, so awaiting it comes through here.
 */

type Before = () => Promise<void> | undefined;
type Handle = Record<string, (...a: unknown[]) => unknown>;

/** Awaiting `query` first awaits `before()` when that answers a promise. */
function after<Q>(query: Q, before: Before): Q {
  const q = query as unknown as PromiseLike<unknown>;
  const run = q.then.bind(q);
  q.then = ((ok, fail) => {
    const wait = before();
    return wait ? wait.then(() => run(ok, fail)) : run(ok, fail);
  }) as typeof q.then;
  return query;
}

/** `verb(...)` answers a builder whose `step(...)` (e.g. select → from, update → set) answers the statement. */
function wrapStep(handle: Handle, verb: string, step: string, before: Before) {
  const start = handle[verb]!.bind(handle);
  handle[verb] = (...args: unknown[]) => {
    const builder = start(...args) as Handle;
    const make = builder[step]!.bind(builder);
    builder[step] = (...more: unknown[]) => after(make(...more), before);
    return builder;
  };
}

/** Each select of the read handle `rdb` starts in an event-loop turn of its own. */
export function turnPerRead<T extends object>(rdb: T): T {
  for (const verb of ['select', 'selectDistinct']) wrapStep(rdb as unknown as Handle, verb, 'from', nextTurn);
  return rdb;
}

/** How long a unit of work runs its statements back to back before it lets the waiting requests in. */
const SLICE_MS = 10;

/**
 * The statements of the writer handle `wdb` run in slices: once a unit of work has held the event loop for SLICE_MS
 * since its start or its last turn, its next statement waits for a turn. Its transaction stays open meanwhile (the
 * units of this process run one at a time, and readers see only what was committed), so a long unit, e.g. the
 * utility bills of a thousand rooms, stalls other requests for one slice at most instead of for its whole run.
 * `startSlice()` is called when a unit begins.
 */
export function slicedWrites<T extends object>(wdb: T): { handle: T; startSlice: () => void } {
  let since = performance.now();
  const before: Before = () =>
    performance.now() - since < SLICE_MS
      ? undefined
      : nextTurn().then(() => {
          since = performance.now();
        });
  const h = wdb as unknown as Handle;
  for (const verb of ['select', 'selectDistinct']) wrapStep(h, verb, 'from', before);
  wrapStep(h, 'insert', 'values', before);
  wrapStep(h, 'update', 'set', before);
  const remove = h.delete!.bind(h);
  h.delete = (...args: unknown[]) => after(remove(...args), before);
  return { handle: wdb, startSlice: () => (since = performance.now()) };
}
