import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { merchantTypes } from '../../../sync/contract/services/merchants-types';
import { addGenre, listCategories, listGenres, removeCategory, removeGenre, saveCategory } from './genres';

const genreParam = z.object({ genreId: z.string().min(1).max(40) });
const categoryParam = z.object({ categoryId: z.string().min(1).max(40) });

/** /api/merchant-types (/shopLeixing, permission 商家信息; contract sync/contract/services/merchants-types.ts). */
export function merchantTypeRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm('merchants'));
  app.get('/', validate('query', merchantTypes.list.query), async (c) =>
    ok(c, await listGenres(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post('/', validate('json', merchantTypes.add.body), async (c) =>
    ok(c, await addGenre(c.var.deps.db, c.var.user, c.req.valid('json')), '添加成功'),
  );
  app.delete('/:genreId', validate('param', genreParam), async (c) => {
    await removeGenre(c.var.deps.db, c.var.user, c.req.valid('param').genreId);
    return ok(c, null, '删除成功');
  });
  return app;
}

/** /api/merchant-categories (/shopFenlei, permission 商家信息). */
export function merchantCategoryRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm('merchants'));
  app.get('/', validate('query', merchantTypes.categories.query), async (c) =>
    ok(c, await listCategories(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post('/', validate('json', merchantTypes.addCategory.body), async (c) =>
    ok(c, await saveCategory(c.var.deps.db, c.var.user, null, c.req.valid('json')), '添加成功'),
  );
  app.put(
    '/:categoryId',
    validate('param', categoryParam),
    validate('json', merchantTypes.editCategory.body),
    async (c) => {
      await saveCategory(c.var.deps.db, c.var.user, c.req.valid('param').categoryId, c.req.valid('json'));
      return ok(c, null, '修改成功');
    },
  );
  app.delete('/:categoryId', validate('param', categoryParam), async (c) => {
    await removeCategory(c.var.deps.db, c.var.user, c.req.valid('param').categoryId);
    return ok(c, null, '删除成功');
  });
  return app;
}
