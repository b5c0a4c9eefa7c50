import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { tenantMerchants } from '../../../sync/contract/services/merchants-tenant';
import { reviewMerchant, tenantMerchantPage, tenantReviewPage } from './tenant-merchants';

const merchantParam = z.object({ merchantId: z.string().min(1).max(40) });

/**
 * /api/tenant/community/merchants (contract sync/contract/services/merchants-tenant.ts): mounted inside the 社区
 * sub-app (api/services/posts/tenant-routes.ts), which admits the tenant.
 */
export function tenantMerchantRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', validate('query', tenantMerchants.list.query), async (c) =>
    ok(c, await tenantMerchantPage(c.var.deps.db, c.var.tenant, c.req.valid('query'))),
  );
  app.get(
    '/:merchantId/reviews',
    validate('param', merchantParam),
    validate('query', tenantMerchants.reviews.query),
    async (c) =>
      ok(c, await tenantReviewPage(c.var.deps.db, c.var.tenant, c.req.valid('param').merchantId, c.req.valid('query'))),
  );
  app.post(
    '/:merchantId/reviews',
    validate('param', merchantParam),
    validate('json', tenantMerchants.review.body),
    async (c) => {
      const { merchantId } = c.req.valid('param');
      return ok(c, await reviewMerchant(c.var.deps.db, c.var.tenant, merchantId, c.req.valid('json')), '评价成功');
    },
  );
  return app;
}
