import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { merchants } from '../../../sync/contract/services/merchants';
import { addMerchant, editMerchant, listMerchants, removeMerchant, setMerchantStatus } from './merchants';
import { listReviews, removeReview } from './reviews';

const merchantParam = z.object({ merchantId: z.string().min(1).max(40) });
const reviewParam = merchantParam.extend({ reviewId: z.string().min(1).max(40) });

/** /api/merchants (issue 19.6; /businessCircle, permission 商家信息; contract sync/contract/services/merchants.ts). */
export function merchantRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm('merchants'));
  app.get('/', validate('query', merchants.list.query), async (c) =>
    ok(c, await listMerchants(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post('/', validate('json', merchants.add.body), async (c) =>
    ok(c, await addMerchant(c.var.deps.db, c.var.user, c.req.valid('json')), '添加成功'),
  );
  app.put('/:merchantId', validate('param', merchantParam), validate('json', merchants.edit.body), async (c) => {
    await editMerchant(c.var.deps.db, c.var.user, c.req.valid('param').merchantId, c.req.valid('json'));
    return ok(c, null, '修改成功');
  });
  app.post(
    '/:merchantId/status',
    validate('param', merchantParam),
    validate('json', merchants.setStatus.body),
    async (c) => {
      const { merchantId } = c.req.valid('param');
      await setMerchantStatus(c.var.deps.db, c.var.user, merchantId, c.req.valid('json').status);
      return ok(c, null, '操作成功');
    },
  );
  app.delete('/:merchantId', validate('param', merchantParam), async (c) => {
    await removeMerchant(c.var.deps.db, c.var.user, c.req.valid('param').merchantId);
    return ok(c, null, '删除成功');
  });
  app.get(
    '/:merchantId/reviews',
    validate('param', merchantParam),
    validate('query', merchants.reviews.query),
    async (c) =>
      ok(c, await listReviews(c.var.deps.db, c.var.user, c.req.valid('param').merchantId, c.req.valid('query'))),
  );
  app.delete('/:merchantId/reviews/:reviewId', validate('param', reviewParam), async (c) => {
    const { merchantId, reviewId } = c.req.valid('param');
    await removeReview(c.var.deps.db, c.var.user, merchantId, reviewId);
    return ok(c, null, '删除成功');
  });
  return app;
}
