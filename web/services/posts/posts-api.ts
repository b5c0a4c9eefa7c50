import { call, type ListFilters } from '../../lib/api';
import { posts, type PostRow } from '../../../sync/contract/services/posts';

export type { PostRow };
/** /communityForum's filters (apartment, review status, publish dates). */
export type PostFilters = ListFilters<typeof posts.list>;

export const POSTS_KEY = ['posts'] as const;

export const fetchPosts = (f: PostFilters, current: number, size = 10) =>
  call(posts.list, { query: { ...f, isVerify: f.isVerify === '' ? undefined : Number(f.isVerify), current, size } });
export const reviewPost = (postId: string, status: 0 | 1 | 2, note?: string) =>
  call(posts.review, { params: { postId }, json: { status, note } });
export const removePost = (postId: string) => call(posts.remove, { params: { postId } });
export const fetchComments = (postId: string, current: number) =>
  call(posts.comments, { params: { postId }, query: { current, size: 10 } });
export const removeComment = (postId: string, commentId: string) =>
  call(posts.removeComment, { params: { postId, commentId } });
export const fetchLikes = (postId: string, current: number) =>
  call(posts.likes, { params: { postId }, query: { current, size: 10 } });
export const removeLike = (postId: string, likeId: string) => call(posts.removeLike, { params: { postId, likeId } });
