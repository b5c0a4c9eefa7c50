import { AsyncLocalStorage } from 'node:async_hooks';
import type { AfterCommit, Db } from './store';

const inHook = new AsyncLocalStorage<true>();

/**
 * The database with `hook` run after each committed unit of an organisation (see AfterCommit): the units the hook
 * opens itself do not run it again (no loop when it writes the state it pushed).
 */
export function withAfterCommit(db: Db, hook: AfterCommit, now: () => number, log = console.error): Db {
  const write: Db['write'] = async (orgId, fn) => {
    let touched: ReadonlySet<string> = new Set();
    const result = await db.write(orgId, (tx) => {
      // The live set: the write effects add theirs after fn.
      touched = tx.touched;
      return fn(tx);
    });
    if (orgId && touched.size && !inHook.getStore())
      await inHook.run(true, () => hook(wrapped, orgId, touched, now)).catch((e: unknown) => log(e));
    return result;
  };
  const wrapped: Db = new Proxy(db, {
    get(target, prop) {
      if (prop === 'write') return write;
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return wrapped;
}
