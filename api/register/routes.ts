import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { regionChildren } from './regions';
import { registerPartner } from './register-partner';
import { clientIp } from '../http/client-ip';
import { retryAfter } from '../http/retry-after';
import { claimRegistration } from './limit';
import { register } from '../../sync/contract/register/register';

/** Public routes: no sign-in. */
export function publicRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/regions', validate('query', register.regions.query), (c) =>
    ok(c, regionChildren(c.req.valid('query').parent)),
  );
  app.post('/register', validate('json', register.register.body), async (c) => {
    const { deps } = c.var;
    const data = await retryAfter(c, async () => {
      // The attempt counts even when the registration is refused: its own unit, committed first.
      await deps.db.write(null, (tx) => claimRegistration(tx, deps.now(), clientIp(c)));
      return deps.db.write(null, (tx) => registerPartner(tx, deps.now(), c.req.valid('json')));
    });
    return ok(c, data, '注册成功');
  });
  return app;
}
