import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { login } from './login';
import { requireAuth, SESSION_COOKIE } from './middleware';
import { revokeSession } from './sessions';
import { profileOf } from './profile';
import { changePassword } from './change-password';
import { secureCookie } from './secure-cookie';
import { clientIp } from '../http/client-ip';
import { retryAfter } from '../http/retry-after';
import { auth } from '../../sync/contract/auth/auth';

export function authRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/login', validate('json', auth.login.body), async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    const result = await retryAfter(c, () => login(deps, { ...body, ip: clientIp(c) }));
    setCookie(c, SESSION_COOKIE, result.token, {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/upload/files',
      secure: secureCookie(c),
      ...(body.remember ? { expires: new Date(result.expiresAt) } : {}),
    });
    return ok(c, result, '登录成功');
  });

  app.post('/logout', requireAuth(), async (c) => {
    const { db, now } = c.var.deps;
    await db.write(null, (tx) => revokeSession(tx, now(), c.var.user.sessionId));
    deleteCookie(c, SESSION_COOKIE, { path: '/api/upload/files' });
    return ok(c, null, '已退出登录');
  });

  app.post('/password', requireAuth(), validate('json', auth.password.body), async (c) => {
    await changePassword(c.var.deps, c.var.user, c.req.valid('json'));
    return ok(c, null, '密码已修改，其他设备已退出登录');
  });

  app.get('/profile', requireAuth(), async (c) => ok(c, await profileOf(c.var.deps.db, c.var.user)));

  return app;
}
