import { and, count, eq, inArray } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import { PRAISE } from '../../../sync/rules/services/posts-rules';
import { postComments, postLikes } from './schema';

/** The comment and like (isPraise 1) counts of posts, by post id. */
export async function postCounts(db: Pick<Reader, 'select'>, postIds: string[]) {
  const comments = new Map<string, number>();
  const likes = new Map<string, number>();
  if (!postIds.length) return { comments, likes };
  const c = await db
    .select({ postId: postComments.postId, n: count() })
    .from(postComments)
    .where(inArray(postComments.postId, postIds))
    .groupBy(postComments.postId);
  const l = await db
    .select({ postId: postLikes.postId, n: count() })
    .from(postLikes)
    .where(and(inArray(postLikes.postId, postIds), eq(postLikes.isPraise, PRAISE.liked)))
    .groupBy(postLikes.postId);
  for (const r of c) comments.set(r.postId, Number(r.n));
  for (const r of l) likes.set(r.postId, Number(r.n));
  return { comments, likes };
}
