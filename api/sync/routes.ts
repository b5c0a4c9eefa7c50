import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth } from '../auth/middleware';
import type { PushRequest } from '../../sync/protocol/protocol';
import { sync } from '../../sync/contract/sync/sync';
import { pullChanges } from './pull';
import { pushMutations } from './push';

/**
 * Offline-first sync (ARCHITECTURE "Offline-first", sync/protocol.ts). Any signed-in user may pull what they can see;
 * push judges each mutation on its own (permission 'board' for the board mutations) and answers 200 for the batch.
 */
export function syncRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());
  app.get('/pull', validate('query', sync.pull.query), async (c) =>
    ok(c, await pullChanges(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post('/push', validate('json', sync.push.body), async (c) => {
    const { deps, user } = c.var;
    return ok(c, await pushMutations(deps, deps.now(), user, c.req.valid('json') as PushRequest));
  });
  return app;
}
