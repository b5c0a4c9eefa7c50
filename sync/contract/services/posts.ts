/**
 * The contract of community posts on the operator side (/communityForum; issue 19.6; spec part 3 §2.13, §3 "Post",
 * "Comment", "Like", §4 post review). Permission 社区帖子 (forum).
 */
import { z } from 'zod';
import { route } from '../route';
import { id, int, ms, nothing, obj, page, pageQuery } from '../kit';
import { dateFilter, orderedDates, textFilter } from '../list-filters';

const postRow = obj({
  pkId: id,
  gyId: id,
  gyName: z.string(),
  userName: z.string(),
  userPhone: z.string(),
  descDetail: z.string(),
  gmtCreate: ms,
  picture: z.array(z.string()),
  /** 1 this community, else all (POST_RANGE). */
  isRange: int,
  verifierName: z.string(),
  gmtVerify: ms.nullable(),
  /** POST_REVIEW. */
  isVerify: int,
  auditFailureState: z.string(),
  commentCount: int,
  likeCount: int,
});
export type PostRow = z.infer<typeof postRow>;

const reviewStatus = z.union([z.literal(0), z.literal(1), z.literal(2)], '审核状态不正确');

const postListQuery = orderedDates(
  z.object({
    apartmentId: textFilter(40, '公寓不正确'),
    isVerify: z.coerce.number().pipe(reviewStatus).optional(),
    startDate: dateFilter('开始日期不正确'),
    endDate: dateFilter('结束日期不正确'),
    ...pageQuery,
  }),
);
export type PostListQuery = z.infer<typeof postListQuery>;

const reviewBody = z.object({
  status: reviewStatus,
  /** The failure note (auditFailureState): required for 未通过. */
  note: z.string().trim().max(200, '原因不能超过200个字').optional(),
});

export const commentRow = obj({
  id,
  fromUserName: z.string(),
  toUserName: z.string(),
  commentInfo: z.string(),
  gmtCreate: ms,
});
export type CommentRow = z.infer<typeof commentRow>;

const likeRow = obj({
  id,
  userName: z.string(),
  /** PRAISE: 1 liked, 2 cancelled. */
  isPraise: int,
  gmtCreate: ms,
});
export type LikeRow = z.infer<typeof likeRow>;

const pageOnly = z.object(pageQuery);

export const posts = {
  list: route({ method: 'GET', path: '/api/posts', query: postListQuery, reply: page(postRow) }),
  review: route({ method: 'POST', path: '/api/posts/:postId/review', body: reviewBody, reply: nothing }),
  remove: route({ method: 'DELETE', path: '/api/posts/:postId', reply: nothing }),
  comments: route({ method: 'GET', path: '/api/posts/:postId/comments', query: pageOnly, reply: page(commentRow) }),
  removeComment: route({ method: 'DELETE', path: '/api/posts/:postId/comments/:commentId', reply: nothing }),
  likes: route({ method: 'GET', path: '/api/posts/:postId/likes', query: pageOnly, reply: page(likeRow) }),
  removeLike: route({ method: 'DELETE', path: '/api/posts/:postId/likes/:likeId', reply: nothing }),
};
