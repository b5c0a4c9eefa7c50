/**
 * Community posts (issue 19.6; /communityForum and the tenant page's 社区; spec part 3 §2.13, §3 "Post", "Comment",
 * "Like", §4 post review): the named states and messages both sides use.
 */

/** Post review (§4): any may be set; other tenants see a post only when approved. */
export const POST_REVIEW = { pending: 0, approved: 1, rejected: 2 } as const;
export type PostReview = (typeof POST_REVIEW)[keyof typeof POST_REVIEW];
export const POST_REVIEW_LABEL: Record<PostReview, string> = { 0: '未审核', 1: '已通过', 2: '未通过' };

/** Post range (§3 isRange): 1 this community (the author's apartment), else every community of the organisation. */
export const POST_RANGE = { community: 1, all: 0 } as const;
export const postRangeLabel = (isRange: number) => (isRange === POST_RANGE.community ? '本小区' : '全部小区');

/** A like (§3 isPraise): 1 liked, 2 cancelled. */
export const PRAISE = { liked: 1, cancelled: 2 } as const;
export const praiseLabel = (isPraise: number) =>
  isPraise === PRAISE.liked ? '已点赞' : isPraise === 0 ? '未点赞' : '已取消';

export const POST_PICTURES_MAX = 9;
export const POST_CONTENT_MAX = 1000;
export const COMMENT_MAX = 300;

export const POST_MSG = {
  confirmDelete: '确定要删除该条信息吗?',
  notFound: '帖子不存在',
  commentNotFound: '评论不存在',
  likeNotFound: '点赞不存在',
  contentRequired: '请输入内容',
  contentTooLong: `内容不能超过${POST_CONTENT_MAX}个字`,
  commentRequired: '请输入评论内容',
  commentTooLong: `评论不能超过${COMMENT_MAX}个字`,
  tooManyPictures: `图片最多${POST_PICTURES_MAX}张`,
  noteRequired: '请填写未通过原因',
  notYours: '只能删除自己发布的内容',
  posted: '发布成功，等待审核',
} as const;

/** The note a review status needs: 未通过 must say why (the tenant sees it); other statuses clear it. */
export function reviewNoteRefusal(status: number, note: string | undefined): string | null {
  return status === POST_REVIEW.rejected && !note?.trim() ? POST_MSG.noteRequired : null;
}
