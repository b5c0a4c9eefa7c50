import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireTenant } from '../../tenant/auth';
import { tenantPosts } from '../../../sync/contract/services/posts-tenant';
import { POST_MSG } from '../../../sync/rules/services/posts-rules';
import { tenantMerchantRoutes } from '../merchants/tenant-routes';
import {
  addTenantComment,
  addTenantPost,
  removeTenantComment,
  removeTenantPost,
  setTenantLike,
  tenantPostPage,
} from './tenant-posts';

const postParam = z.object({ postId: z.string().min(1).max(40) });
const commentParam = z.object({ commentId: z.string().min(1).max(40) });

/**
 * /api/tenant/community: the tenant page's 社区 (issue 19.6 point 4; contract sync/contract/services/posts-tenant.ts
 * and merchants-tenant.ts), behind requireTenant(): posts, comments, likes and the nearby merchants.
 */
export function tenantCommunityRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireTenant());
  app.route('/merchants', tenantMerchantRoutes());
  app.get('/posts', validate('query', tenantPosts.list.query), async (c) =>
    ok(c, await tenantPostPage(c.var.deps.db, c.var.tenant, c.req.valid('query'))),
  );
  app.post('/posts', validate('json', tenantPosts.add.body), async (c) =>
    ok(c, await addTenantPost(c.var.deps.db, c.var.tenant, c.req.valid('json')), POST_MSG.posted),
  );
  app.delete('/posts/:postId', validate('param', postParam), async (c) => {
    await removeTenantPost(c.var.deps.db, c.var.tenant, c.req.valid('param').postId);
    return ok(c, null, '删除成功');
  });
  app.post(
    '/posts/:postId/comments',
    validate('param', postParam),
    validate('json', tenantPosts.comment.body),
    async (c) => {
      const { postId } = c.req.valid('param');
      return ok(c, await addTenantComment(c.var.deps.db, c.var.tenant, postId, c.req.valid('json')), '评论成功');
    },
  );
  app.delete('/comments/:commentId', validate('param', commentParam), async (c) => {
    await removeTenantComment(c.var.deps.db, c.var.tenant, c.req.valid('param').commentId);
    return ok(c, null, '删除成功');
  });
  app.post('/posts/:postId/like', validate('param', postParam), async (c) =>
    ok(c, await setTenantLike(c.var.deps.db, c.var.tenant, c.req.valid('param').postId, true), '点赞成功'),
  );
  app.delete('/posts/:postId/like', validate('param', postParam), async (c) =>
    ok(c, await setTenantLike(c.var.deps.db, c.var.tenant, c.req.valid('param').postId, false), '已取消点赞'),
  );
  return app;
}
