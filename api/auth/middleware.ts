import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../http/env';
import { forbidden, unauthorized } from '../http/errors';
import { findSession } from './sessions';
import { permsOf } from './permissions';
import { permKey, type Perm } from '../../sync/product/menu';
import { PERMS, type PermName } from '../../sync/product/permissions';

export const SESSION_COOKIE = 'sid';

function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1] : header.trim() || undefined;
}

/**
 * Signs the request in from the Authorization header. `allowCookie` also accepts the HttpOnly session cookie,
 * only for GET routes that browsers call without headers (images in <img>), so cookies never authorise a change.
 */
export function requireAuth(opts: { allowCookie?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, now } = c.var.deps;
    const token = bearer(c) ?? (opts.allowCookie && c.req.method === 'GET' ? getCookie(c, SESSION_COOKIE) : undefined);
    if (!token) throw unauthorized('请先登录');
    const found = await findSession(db, now(), token);
    if (!found) throw unauthorized();
    const { user, session } = found;
    const perms = await permsOf(db, user);
    c.set('user', {
      id: user.id,
      orgId: user.orgId,
      sessionId: session.id,
      userType: user.userType,
      phone: user.phone,
      nickname: user.nickname,
      name: user.name,
      perms,
      can: (perm: PermName | Perm) => perms.has(permKey(typeof perm === 'string' ? PERMS[perm] : perm)),
    });
    await next();
  };
}

/** Lets the request through when the user holds any one of the named permissions (a boss holds all). */
export function requirePerm(...anyOf: PermName[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.var.user;
    if (!anyOf.some((p) => user.can(p))) throw forbidden();
    await next();
  };
}
