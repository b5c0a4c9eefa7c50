import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { monotonicFactory } from 'ulid';
import type { AppEnv } from '../http/env';
import { operationLogs } from './schema';
import { fallbackOf } from './fallback';
import { operatorOf, terminalOf } from './operator';
import { operationOfMethod } from '../../sync/rules/admin/oplog-rules';

/** The route pattern that answered ('POST /api/leases/sign'): the last matched route that is not a middleware. */
function routeKey(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const handler = matchedRoutes(c)
    .filter((r) => r.method !== 'ALL')
    .at(-1);
  return `${c.req.method} ${handler?.path ?? c.req.path}`;
}

/**
 * Writes the operation log for every change made successfully by an operator (a staff account or a tenant): who, in
 * Chinese what was done to what (the handler's logAs, else the route's fallback, ./fallback.ts), account type,
 * operation type, terminal (pc 0 / mobile 1) and the operator's branch. Reads and refusals write nothing. The log is
 * append-only: this insert is the only write to it.
 */
export function operationLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const byMethod = operationOfMethod(c.req.method);
    if (byMethod === undefined || c.res.status >= 400) return;
    const fallback = fallbackOf(routeKey(c)) ?? { context: '其他操作' };
    const notes = c.get('oplog') ?? [fallback];
    if (!notes.length) return;
    const { db, now, log } = c.var.deps;
    // The change is committed: a log entry that cannot be written is reported, never turned into a failed request.
    try {
      const who = await operatorOf(c);
      if (!who) return;
      const at = now();
      const client = terminalOf(c);
      // Ids in the order stated (a sync push's mutations), within the one millisecond they share.
      const ulid = monotonicFactory();
      // Not a change of the organisation's synced data: a unit of no organisation, which takes no change version.
      await db.write(null, (tx) =>
        tx.insert(operationLogs).values(
          notes.map((n) => ({
            id: ulid(at),
            ...who,
            context: n.context,
            // An entry stated without a type takes its route's (a POST that collects money changes, 修改).
            module: n.module ?? fallback.module ?? byMethod,
            client,
            status: c.res.status,
            createdAt: at,
          })),
        ),
      );
    } catch (err) {
      log(`ERROR oplog ${routeKey(c)}: ${(err as Error)?.message ?? String(err)}`);
    }
  };
}
