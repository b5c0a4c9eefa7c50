import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { POST_MSG } from '../../../sync/rules/services/posts-rules';
import type { CommentRow, LikeRow } from '../../../sync/contract/services/posts';
import { postComments, postLikes } from './schema';
import { visiblePost } from './posts';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType' | 'name'>;
type Paged = { current: number; size: number };

export const commentRowOf = (c: typeof postComments.$inferSelect): CommentRow => ({
  id: c.id,
  fromUserName: c.fromUserName,
  toUserName: c.toUserName,
  commentInfo: c.content,
  gmtCreate: c.createdAt,
});

/** 查看评论: a post's comments, oldest first (a conversation reads downwards). */
export async function listComments(db: Reader, user: Who, postId: string, f: Paged) {
  const p = await visiblePost(db, user, postId);
  const where = eq(postComments.postId, p.id);
  const [{ n }] = await db.select({ n: count() }).from(postComments).where(where);
  const rows = await db
    .select()
    .from(postComments)
    .where(where)
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  return pageOf(rows.map(commentRowOf), n, f.current, f.size);
}

export async function removeComment(db: Db, user: Who, postId: string, commentId: string) {
  await db.write(user.orgId, async (tx) => {
    const p = await visiblePost(tx, user, postId);
    const [c] = await tx
      .select({ id: postComments.id })
      .from(postComments)
      .where(and(eq(postComments.id, commentId), eq(postComments.postId, p.id)));
    if (!c) throw notFound(POST_MSG.commentNotFound);
    await tx.delete(postComments).where(eq(postComments.id, c.id));
  });
}

/** 查看点赞: a post's likes (liked and cancelled), newest first. */
export async function listLikes(db: Reader, user: Who, postId: string, f: Paged) {
  const p = await visiblePost(db, user, postId);
  const where = eq(postLikes.postId, p.id);
  const [{ n }] = await db.select({ n: count() }).from(postLikes).where(where);
  const rows = await db
    .select()
    .from(postLikes)
    .where(where)
    .orderBy(desc(postLikes.updatedAt), desc(postLikes.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const records: LikeRow[] = rows.map((l) => ({
    id: l.id,
    userName: l.userName,
    isPraise: l.isPraise,
    gmtCreate: l.updatedAt,
  }));
  return pageOf(records, n, f.current, f.size);
}

export async function removeLike(db: Db, user: Who, postId: string, likeId: string) {
  await db.write(user.orgId, async (tx) => {
    const p = await visiblePost(tx, user, postId);
    const [l] = await tx
      .select({ id: postLikes.id })
      .from(postLikes)
      .where(and(eq(postLikes.id, likeId), eq(postLikes.postId, p.id)));
    if (!l) throw notFound(POST_MSG.likeNotFound);
    await tx.delete(postLikes).where(eq(postLikes.id, l.id));
  });
}
