import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { validate } from '../http/validate';
import { requireAuth, requirePerm } from '../auth/middleware';
import type { Perm } from '../../sync/menu';
import { TEMPLATE_MSG } from '../../sync/template-rules';
import { apartmentQuery, bindInput, changeTemplateInput, createTemplateInput, roomInput, templateInput } from './input';
import { createTemplate, listTemplates, templateDetail, updateTemplate } from './templates';
import { templateDefaults } from './defaults';
import { bindRooms, roomsWithTemplates } from './bind-rooms';
import { changeRoomTemplate, roomDetail, updateRoom } from './edit-room';
import { deleteTemplate } from './delete-template';

/** Anyone who works with houses may read templates and rooms' bindings (the board, the forms, the bind screen). */
const READ: Perm[] = [[1, 2], [1, 3], [1, 4], [1, 24], [1, 5]];

/**
 * Room templates (/Template2, /editTemplate), binding rooms (/Template3) and editing one room (/editHouse).
 * Create [1,4]/[1,2]; edit or delete a template [1,3]/[1,4]; bind [1,24]; edit a room [1,3].
 */
export function templatesRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth());

  app.get('/', requirePerm(...READ), validate('query', apartmentQuery), async (c) =>
    ok(c, await listTemplates(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );
  app.get('/defaults', requirePerm(...READ), validate('query', apartmentQuery), async (c) =>
    ok(c, await templateDefaults(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );
  app.get('/rooms', requirePerm(...READ), validate('query', apartmentQuery), async (c) =>
    ok(c, await roomsWithTemplates(c.var.deps.db, c.var.user, c.req.valid('query').apartmentId)),
  );
  app.get('/rooms/:houseId', requirePerm(...READ), async (c) => ok(c, await roomDetail(c.var.deps.db, c.var.user, c.req.param('houseId'))));
  app.put('/rooms/:houseId', requirePerm([1, 3]), validate('json', roomInput), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await updateRoom(db, now(), c.var.user, c.req.param('houseId'), c.req.valid('json')), TEMPLATE_MSG.updated);
  });
  app.put('/rooms/:houseId/template', requirePerm([1, 3]), validate('json', changeTemplateInput), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await changeRoomTemplate(db, now(), c.var.user, c.req.param('houseId'), c.req.valid('json').templateId), TEMPLATE_MSG.updated);
  });
  app.put('/bind', requirePerm([1, 24]), validate('json', bindInput), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await bindRooms(db, now(), c.var.user, c.req.valid('json')), '保存成功');
  });
  app.post('/', requirePerm([1, 4], [1, 2]), validate('json', createTemplateInput), async (c) => {
    const { db, now } = c.var.deps;
    const { apartmentId, ...input } = c.req.valid('json');
    return ok(c, await createTemplate(db, now(), c.var.user, apartmentId, input), TEMPLATE_MSG.created);
  });
  app.get('/:id', requirePerm(...READ), async (c) => ok(c, await templateDetail(c.var.deps.db, c.var.user, c.req.param('id'))));
  app.put('/:id', requirePerm([1, 3], [1, 4]), validate('json', templateInput), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await updateTemplate(db, now(), c.var.user, c.req.param('id'), c.req.valid('json')), TEMPLATE_MSG.updated);
  });
  app.delete('/:id', requirePerm([1, 3], [1, 4]), async (c) => {
    const { db, now } = c.var.deps;
    return ok(c, await deleteTemplate(db, now(), c.var.user, c.req.param('id')), TEMPLATE_MSG.deleted);
  });
  return app;
}
