import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { requireAuth, requirePerm } from '../../auth/middleware';
import { posts } from '../../../sync/contract/services/posts';
import { listPosts, removePost, reviewPost } from './posts';
import { listComments, listLikes, removeComment, removeLike } from './comments';

const postParam = z.object({ postId: z.string().min(1).max(40) });
const commentParam = postParam.extend({ commentId: z.string().min(1).max(40) });
const likeParam = postParam.extend({ likeId: z.string().min(1).max(40) });

/** /api/posts (issue 19.6; /communityForum, permission 社区帖子; contract sync/contract/services/posts.ts). */
export function postRoutes() {
  const app = new Hono<AppEnv>();
  app.use(requireAuth(), requirePerm('forum'));
  app.get('/', validate('query', posts.list.query), async (c) =>
    ok(c, await listPosts(c.var.deps.db, c.var.user, c.req.valid('query'))),
  );
  app.post('/:postId/review', validate('param', postParam), validate('json', posts.review.body), async (c) => {
    await reviewPost(c.var.deps.db, c.var.user, c.req.valid('param').postId, c.req.valid('json'));
    return ok(c, null, '操作成功');
  });
  app.delete('/:postId', validate('param', postParam), async (c) => {
    await removePost(c.var.deps.db, c.var.user, c.req.valid('param').postId);
    return ok(c, null, '删除成功');
  });
  app.get('/:postId/comments', validate('param', postParam), validate('query', posts.comments.query), async (c) =>
    ok(c, await listComments(c.var.deps.db, c.var.user, c.req.valid('param').postId, c.req.valid('query'))),
  );
  app.delete('/:postId/comments/:commentId', validate('param', commentParam), async (c) => {
    const { postId, commentId } = c.req.valid('param');
    await removeComment(c.var.deps.db, c.var.user, postId, commentId);
    return ok(c, null, '删除成功');
  });
  app.get('/:postId/likes', validate('param', postParam), validate('query', posts.likes.query), async (c) =>
    ok(c, await listLikes(c.var.deps.db, c.var.user, c.req.valid('param').postId, c.req.valid('query'))),
  );
  app.delete('/:postId/likes/:likeId', validate('param', likeParam), async (c) => {
    const { postId, likeId } = c.req.valid('param');
    await removeLike(c.var.deps.db, c.var.user, postId, likeId);
    return ok(c, null, '删除成功');
  });
  return app;
}
