/**
 * The contract of the tenant page's 社区 posts (/api/tenant/community; issue 19.6 point 4): the approved posts of the
 * tenant's apartment (and the organisation's posts meant for every community), the tenant's own posts in any review
 * state, comments and likes. Pictures are tenant uploads (POST /api/tenant/upload → /api/tenant/files/<id>).
 */
import { z } from 'zod';
import { route } from '../route';
import { flag, id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { commentRow } from './posts';
import { COMMENT_MAX, POST_CONTENT_MAX, POST_MSG, POST_PICTURES_MAX } from '../../rules/services/posts-rules';

/** A tenant upload's address. */
export const tenantPicture = z.string().regex(/^\/api\/tenant\/files\/[A-Za-z0-9_-]{24}$/, '图片不存在');

const tenantPost = obj({
  pkId: id,
  gyName: z.string(),
  userName: z.string(),
  descDetail: z.string(),
  gmtCreate: ms,
  picture: z.array(z.string()),
  isRange: int,
  /** POST_REVIEW: others' posts are always approved; the tenant's own may be pending or rejected. */
  isVerify: int,
  auditFailureState: z.string(),
  mine: flag,
  likeCount: int,
  liked: flag,
  comments: z.array(commentRow.extend({ mine: flag })),
});
export type TenantPost = z.infer<typeof tenantPost>;

const postBody = z.object({
  content: z.string().trim().min(1, POST_MSG.contentRequired).max(POST_CONTENT_MAX, POST_MSG.contentTooLong),
  picture: z.array(tenantPicture).max(POST_PICTURES_MAX, POST_MSG.tooManyPictures).default([]),
  /** 1 this community only (default), 0 every community of the operator. */
  isRange: z.union([z.literal(0), z.literal(1)]).default(1),
});
export type TenantPostBody = z.infer<typeof postBody>;

const commentBody = z.object({
  content: z.string().trim().min(1, POST_MSG.commentRequired).max(COMMENT_MAX, POST_MSG.commentTooLong),
  /** The comment answered, if any (its author becomes toUserName). */
  replyTo: z.string().max(40).optional(),
});
export type TenantCommentBody = z.infer<typeof commentBody>;

export const tenantPosts = {
  list: route({
    method: 'GET',
    path: '/api/tenant/community/posts',
    query: z.object({ mine: z.literal('1').optional(), ...pageQuery }),
    reply: page(tenantPost),
  }),
  add: route({ method: 'POST', path: '/api/tenant/community/posts', body: postBody, reply: obj({ pkId: id }) }),
  remove: route({ method: 'DELETE', path: '/api/tenant/community/posts/:postId', reply: nothing }),
  comment: route({
    method: 'POST',
    path: '/api/tenant/community/posts/:postId/comments',
    body: commentBody,
    reply: obj({ id }),
  }),
  removeComment: route({ method: 'DELETE', path: '/api/tenant/community/comments/:commentId', reply: nothing }),
  like: route({ method: 'POST', path: '/api/tenant/community/posts/:postId/like', reply: obj({ likeCount: int }) }),
  unlike: route({ method: 'DELETE', path: '/api/tenant/community/posts/:postId/like', reply: obj({ likeCount: int }) }),
};
