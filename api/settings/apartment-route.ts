import type { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv, AuthUser } from '../http/env';
import type { Db, Reader } from '../db/store';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requirePerm } from '../auth/middleware';
import { visibleApartment } from '../houses/scope';
import type { PermName } from '../../sync/product/permissions';
import type { RouteContract } from '../../sync/contract/route';
import { SETTINGS_MSG } from '../../sync/rules/settings/settings';
import { apartmentParam } from './params';

/** A settings contract's path below /api/settings, where settingsRoutes() is mounted. */
export const at = (c: RouteContract) => c.path.replace(/^\/api\/settings/, '');

/**
 * GET of a per-apartment setting (General_2, 6, 7, 8) with any of `perms`: the apartment of the path must be one the
 * user may see (another organisation's answers 404).
 */
export function apartmentRead<R extends z.ZodType>(
  app: Hono<AppEnv>,
  contract: RouteContract & { reply: R },
  perms: PermName[],
  read: (q: Reader, orgId: string, apartmentId: string) => Promise<z.output<R>>,
) {
  app.get(at(contract), requirePerm(...perms), validate('param', apartmentParam), async (c) => {
    const { db } = c.var.deps;
    const { apartmentId } = c.req.valid('param');
    await visibleApartment(db, c.var.user, apartmentId);
    return ok(c, await read(db, c.var.user.orgId, apartmentId));
  });
}

/** PUT of a per-apartment setting with `perm`, its body checked by the contract; answers what was saved, 保存成功. */
export function apartmentSave<B extends z.ZodType, R extends z.ZodType>(
  app: Hono<AppEnv>,
  contract: RouteContract & { body: B; reply: R },
  perm: PermName,
  save: (db: Db, now: number, user: AuthUser, apartmentId: string, body: z.output<B>) => Promise<z.output<R>>,
) {
  app.put(
    at(contract),
    requirePerm(perm),
    validate('param', apartmentParam),
    validate('json', contract.body),
    async (c) => {
      const { db, now } = c.var.deps;
      const { apartmentId } = c.req.valid('param');
      return ok(c, await save(db, now(), c.var.user, apartmentId, c.req.valid('json')), SETTINGS_MSG.saved);
    },
  );
}
