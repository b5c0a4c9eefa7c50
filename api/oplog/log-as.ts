import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import type { OperationType } from '../../sync/rules/admin/oplog-rules';

/** One entry a request states for the operation log: what was done to what, and, when not the method's, its type. */
export interface OplogNote {
  context: string;
  module?: OperationType;
}

/**
 * States the request's operation-log entry in Chinese, saying what was done to what:
 * `logAs(c, '收款 东湖公寓 105 房租 ¥2,200.00')`. The middleware (./middleware.ts) writes it once the request
 * succeeded; a request that states none gets its route's fallback (./fallback.ts). Called more than once (a sync
 * push of several mutations), each call is one entry.
 */
export function logAs(c: Context<AppEnv>, context: string, module?: OperationType) {
  const notes = c.get('oplog') ?? [];
  c.set('oplog', [...notes, { context: context.slice(0, 500), ...(module === undefined ? {} : { module }) }]);
}

/** States that the request changed nothing worth an entry (a sync push whose mutations were all refused). */
export function logNothing(c: Context<AppEnv>) {
  if (!c.get('oplog')) c.set('oplog', []);
}
