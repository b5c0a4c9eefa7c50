import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { signLeaseSchema, SIGN_MSG } from '../../sync/lease-sign';
import { leaseDefaults } from './defaults';
import { readOrgFile, signLease } from './sign-lease';
import { verifyContract } from './verify-contract';

/** Signing a lease: the lease list's permission [2,9] (spec part 2 §2.8; /renterRegister is governed by it). */
export const LEASES = [2, 9] as const;

const houseQuery = z.object({ houseId: z.string('请选择房源地址').trim().min(1, '请选择房源地址').max(40, '房间编号不正确') });

export function leaseRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/defaults', requirePerm(LEASES), validate('query', houseQuery), (c) =>
    ok(c, leaseDefaults(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.valid('query').houseId)),
  );

  app.post('/sign', requirePerm(LEASES), validate('json', signLeaseSchema), (c) => {
    const input = c.req.valid('json');
    const { deps, user } = c.var;
    const signature = readOrgFile(deps, user.orgId, input.contract?.signatureFileId);
    return ok(c, signLease(deps.db, deps.now(), user, input, signature), SIGN_MSG.signed);
  });

  /** Recomputes the signed contract's digest from the stored text and signature: is it still what was signed? */
  app.get('/:leaseId/contract/verify', requirePerm(LEASES), (c) => ok(c, verifyContract(c.var.deps, c.var.user, c.req.param('leaseId'))));

  return app;
}
