import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { owners } from '../../sync/contract/owners/owners';
import { ownerRoom, saveOwnerRoom } from './owner-room';
import { checkApplication, checkOwner, listApplications, listOwnerHouses, listOwners, ownerDetail } from './review';

/**
 * Owner-direct rooms (part 1 §2.10, part 2 §2.9, §4 "Owner review"). Full identity numbers and document photos are
 * served only to holders of 'board', 'ownerRooms' or 'ownerReview'; list rows mask identity numbers.
 */
export function ownersRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  // BackgroundOwner/{houseId} and UpdateOwner.
  app.get('/rooms/:houseId', requirePerm('board', 'ownerRooms', 'ownerReview'), async (c) =>
    ok(c, await ownerRoom(c.var.deps.db, c.var.user, c.req.param('houseId'))),
  );
  app.put('/rooms/:houseId', requirePerm('board'), validate('json', owners.saveRoom.body), async (c) =>
    ok(
      c,
      await saveOwnerRoom(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('houseId'), c.req.valid('json')),
      '提交成功',
    ),
  );

  // OwnerList, owner detail, OwnerChenk.
  app.get('/owners', requirePerm('ownerReview'), validate('query', owners.owners.query), async (c) =>
    ok(c, await listOwners(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.get('/owners/:id', requirePerm('board', 'ownerRooms', 'ownerReview'), async (c) =>
    ok(c, await ownerDetail(c.var.deps.db, c.var.user, c.req.param('id'))),
  );
  app.post('/owners/:id/check', requirePerm('ownerReview'), validate('json', owners.checkOwner.body), async (c) =>
    ok(
      c,
      await checkOwner(c.var.deps.db, c.var.deps.now(), c.var.user, c.req.param('id'), c.req.valid('json').status),
      '操作成功',
    ),
  );

  // ApplicationList, AppliChenk.
  app.get('/applications', requirePerm('ownerReview'), validate('query', owners.applications.query), async (c) =>
    ok(c, await listApplications(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post(
    '/applications/:houseId/check',
    requirePerm('ownerReview'),
    validate('json', owners.checkApplication.body),
    async (c) =>
      ok(
        c,
        await checkApplication(
          c.var.deps.db,
          c.var.deps.now(),
          c.var.user,
          c.req.param('houseId'),
          c.req.valid('json').status,
        ),
        '操作成功',
      ),
  );

  // OwnerAllList.
  app.get('/houses', requirePerm('ownerRooms'), validate('query', owners.houses.query), async (c) =>
    ok(c, await listOwnerHouses(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  return app;
}
