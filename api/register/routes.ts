import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { regionChildren } from './regions';
import { registerPartner } from './register-partner';
import { clientIp } from '../http/client-ip';
import { retryAfter } from '../http/retry-after';
import { claimRegistration } from './limit';
import { MSG, PHONE_RE } from '../../sync/rules/common/validators';

const partnerBody = z.object({
  regName: z.string(MSG.nameRequired).trim().min(1, MSG.nameRequired).max(30, '姓名不能超过30个字'),
  regPhone: z.string(MSG.phoneRequired).trim().min(1, MSG.phoneRequired).regex(PHONE_RE, MSG.phoneInvalid),
  locProvince: z.string(MSG.regionRequired).regex(/^\d{2}$/, MSG.regionRequired),
  locCity: z.string(MSG.regionRequired).regex(/^\d{4}$/, MSG.regionRequired),
  locDistrict: z.string(MSG.regionRequired).regex(/^\d{6}$/, MSG.regionRequired),
});

/** Public routes: no sign-in. */
export function publicRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/regions',
    validate(
      'query',
      z.object({
        parent: z
          .string()
          .regex(/^(\d{2}|\d{4})?$/, '地区编码不正确')
          .default(''),
      }),
    ),
    (c) => ok(c, regionChildren(c.req.valid('query').parent)),
  );
  app.post('/register', validate('json', partnerBody), async (c) => {
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
