import type { MiddlewareHandler } from 'hono';
import { ulid } from 'ulid';
import type { AppEnv } from '../http/env';
import { operationLogs } from './schema';

const OPERATION: Record<string, number> = { POST: 1, PUT: 2, PATCH: 2, DELETE: 3 };
const OPERATION_NAME = ['查询', '新增', '修改', '删除'];

const isMobile = (ua: string | undefined) => /Mobile|Android|iPhone|iPad/i.test(ua ?? '');

/**
 * Writes the operation log for every mutating request a signed-in user made successfully: operator, content,
 * account type, operation type and terminal (pc 0 / mobile 1). Login itself is recorded once the session exists.
 */
export function operationLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const module = OPERATION[c.req.method];
    const user = c.get('user');
    if (module === undefined || !user || c.res.status >= 400) return;
    const { db, now } = c.var.deps;
    // Not a change of the organisation's synced data: a unit of no organisation, which takes no change version.
    await db.write(null, (tx) =>
      tx.insert(operationLogs).values({
        id: ulid(now()),
        orgId: user.orgId,
        userId: user.id,
        nickName: user.nickname,
        phone: user.phone,
        context: `${OPERATION_NAME[module]} ${c.req.method} ${c.req.path}`,
        managerType: user.userType,
        module,
        client: isMobile(c.req.header('user-agent')) ? 1 : 0,
        status: c.res.status,
        createdAt: now(),
      }),
    );
  };
}
