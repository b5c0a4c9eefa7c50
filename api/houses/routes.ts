import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import { apartmentDetail, listApartments } from './apartments';
import { createApartment } from './create-apartment';
import { saveFloors } from './save-floors';
import { editApartment } from './edit-apartment';
import { cityLocations, provincesWithCities } from './locations';
import { houses } from '../../sync/contract/houses/houses';

/**
 * Apartments, floors and rooms (spec part 1 §2.6, §2.7). Reading is open to anyone who works with houses, leases or
 * meters; creating an apartment needs 添加公寓 ('addApartment'); saving floors is part of both 添加公寓 and the edit screen
 * ('addApartment' or 'board'); editing an apartment needs 'board'.
 */
export function houseRoutes() {
  const app = new Hono<AppEnv>();
  app.use(
    requireAuth(),
    requirePerm('board', 'addApartment', 'roomTemplates', 'roomDetails', 'vacantRooms', 'leases', 'devices'),
  );
  app.get('/apartments', async (c) => ok(c, await listApartments(c.var.deps.db, c.var.user)));
  app.get('/apartments/:id', async (c) => ok(c, await apartmentDetail(c.var.deps.db, c.var.user, c.req.param('id'))));
  app.get('/cities', (c) => ok(c, provincesWithCities()));
  app.get('/locations', validate('query', houses.locations.query), async (c) =>
    ok(c, await cityLocations(c.var.deps.db, c.var.user, c.req.valid('query').cityCode)),
  );

  app.post('/apartments', requirePerm('addApartment'), validate('json', houses.create.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await createApartment(db, now(), c.var.user, c.req.valid('json')), '提交成功');
  });
  app.put(
    '/apartments/:id/floors',
    requirePerm('addApartment', 'board'),
    validate('json', houses.saveFloors.body),
    async (c) => {
      const { db, now } = c.var.deps;
      return ok(c, await saveFloors(db, now(), c.var.user, c.req.param('id'), c.req.valid('json')), '提交成功');
    },
  );
  app.put('/apartments/:id', requirePerm('board'), validate('json', houses.edit.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await editApartment(db, now(), c.var.user, c.req.param('id'), c.req.valid('json')), '修改成功');
  });
  return app;
}
