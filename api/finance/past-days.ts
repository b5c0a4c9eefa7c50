import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env';
import { fail } from '../http/reply';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { checkPastDays } from '../../sync/rules/finance/past-days';

/**
 * Refuses (400) a `startTime`/`endTime` range after today on a route of money that moved (sync/rules/finance/
 * past-days.ts). Placed after the query's validation, so the days are well formed; today is the server's clock in
 * Asia/Shanghai (the injected one in tests), not the caller's — which is why this is not a zod rule of the contract.
 */
export const pastDaysOnly = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const msg = checkPastDays(
    { startTime: c.req.query('startTime'), endTime: c.req.query('endTime') },
    shanghaiToday(c.var.deps.now()),
  );
  if (msg) return fail(c, 400, msg);
  await next();
};
