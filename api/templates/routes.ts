import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import type { PermName } from '../../sync/product/permissions';
import { TEMPLATE_MSG } from '../../sync/rules/templates/template-rules';
import { templates } from '../../sync/contract/templates/templates';
import { createTemplate, listTemplates, templateDetail, updateTemplate } from './templates';
import { templateDefaults } from './defaults';
import { bindRooms, roomsWithTemplates } from './bind-rooms';
import { changeRoomTemplate, roomDetail, updateRoom } from './edit-room';
import { deleteTemplate } from './delete-template';

/** Anyone who works with houses may read templates and rooms' bindings (the board, the forms, the bind screen). */
const READ: PermName[] = ['addApartment', 'board', 'roomTemplates', 'roomDetails', 'vacantRooms'];

/**
 * Room templates (/Template2, /editTemplate), binding rooms (/Template3) and editing one room (/editHouse).
 * Create roomTemplates/addApartment; edit or delete a template board/roomTemplates; bind roomDetails; edit a room board.
 */
export function templatesRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/', requirePerm(...READ), validate('query', templates.list.query), async (c) =>
    ok(c, await listTemplates(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );
  app.get('/defaults', requirePerm(...READ), validate('query', templates.defaults.query), async (c) =>
    ok(c, await templateDefaults(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );
  app.get('/rooms', requirePerm(...READ), validate('query', templates.rooms.query), async (c) =>
    ok(c, await roomsWithTemplates(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );
  app.get('/rooms/:houseId', requirePerm(...READ), async (c) =>
    ok(c, await roomDetail(c.var.deps.db, c.var.user, c.req.param('houseId'))),
  );
  app.put('/rooms/:houseId', requirePerm('board'), validate('json', templates.updateRoom.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(
      c,
      await updateRoom(db, now(), c.var.user, c.req.param('houseId'), c.req.valid('json')),
      TEMPLATE_MSG.updated,
    );
  });
  app.put(
    '/rooms/:houseId/template',
    requirePerm('board'),
    validate('json', templates.changeRoomTemplate.body),
    async (c) => {
      const { db, now } = c.var.deps;
      return ok(
        c,
        await changeRoomTemplate(db, now(), c.var.user, c.req.param('houseId'), c.req.valid('json').templateId),
        TEMPLATE_MSG.updated,
      );
    },
  );
  app.put('/bind', requirePerm('roomDetails'), validate('json', templates.bind.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await bindRooms(db, now(), c.var.user, c.req.valid('json')), '保存成功');
  });
  app.post('/', requirePerm('roomTemplates', 'addApartment'), validate('json', templates.create.body), async (c) => {
    const { db, now } = c.var.deps;
    const { apartmentId, ...input } = c.req.valid('json');
    return ok(c, await createTemplate(db, now(), c.var.user, apartmentId, input), TEMPLATE_MSG.created);
  });
  app.get('/:id', requirePerm(...READ), async (c) =>
    ok(c, await templateDetail(c.var.deps.db, c.var.user, c.req.param('id'))),
  );
  app.put('/:id', requirePerm('board', 'roomTemplates'), validate('json', templates.update.body), async (c) => {
    const { db, now } = c.var.deps;
    return ok(
      c,
      await updateTemplate(db, now(), c.var.user, c.req.param('id'), c.req.valid('json')),
      TEMPLATE_MSG.updated,
    );
  });
  app.delete('/:id', requirePerm('board', 'roomTemplates'), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await deleteTemplate(db, now(), c.var.user, c.req.param('id')), TEMPLATE_MSG.deleted);
  });
  return app;
}
