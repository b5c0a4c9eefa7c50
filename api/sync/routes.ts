import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth } from '../auth/middleware';
import type { PushRequest } from '../../sync/protocol/protocol';
import { sync } from '../../sync/contract/sync/sync';
import { pullChanges } from './pull';
import { pushMutations } from './push';
import { offlineKeysFor } from '../hardware/locks/offline-keys';
import { tellTenantsOfSyncedRepairs } from '../repairs/sync-notify';
import { logMutations } from '../oplog/sync-entries';

/**
 * Offline-first sync (ARCHITECTURE "Offline-first", sync/protocol.ts). Any signed-in user may pull what they can see;
 * push judges each mutation on its own (permission 'board' for the board mutations) and answers 200 for the batch.
 */
export function syncRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  app.get('/pull', validate('query', sync.pull.query), async (c) => {
    const { deps, user } = c.var;
    const q = c.req.valid('query');
    const changes = await pullChanges(deps.db, user, q);
    // The offline lock keys ride along when the device's are stale (api/hardware/locks/offline-keys.ts).
    const lockKeys = await offlineKeysFor(deps.db, deps.now(), user, q.keyDay);
    return ok(c, lockKeys ? { ...changes, lockKeys } : changes);
  });
  app.post('/push', validate('json', sync.push.body), async (c) => {
    const { deps, user } = c.var;
    const req = c.req.valid('json') as PushRequest;
    const res = await pushMutations(deps, deps.now(), user, req);
    await tellTenantsOfSyncedRepairs(deps, user, req, res);
    await logMutations(c, req.mutations, res);
    return ok(c, res);
  });
  return app;
}
