import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Reader, Tx } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { badRequest, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import { withinDays } from '../../http/within-days';
import { apartments } from '../../houses/schema';
import { visibleApartmentIds } from '../../houses/scope';
import { POST_MSG, POST_REVIEW, reviewNoteRefusal, type PostReview } from '../../../sync/rules/services/posts-rules';
import type { PostListQuery, PostRow } from '../../../sync/contract/services/posts';

import { communityPosts, postComments, postLikes } from './schema';
import { postCounts } from './counts';
import { pictureUrls, dropPictures } from '../../uploads/attached-pictures';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType' | 'name'>;

/** The posts a user sees: their organisation's, written in the apartments visible to them. */
const seenBy = (db: Pick<Reader, 'select'>, user: Who): SQL =>
  and(eq(communityPosts.orgId, user.orgId), inArray(communityPosts.apartmentId, visibleApartmentIds(db, user)))!;

/** A post the user sees, else 404 帖子不存在. */
export async function visiblePost(db: Reader, user: Who, postId: string) {
  const [p] = await db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), seenBy(db, user)))
    .limit(1);
  if (!p) throw notFound(POST_MSG.notFound);
  return p;
}

/** A page of posts (newest first) with their apartment's name, the total and the page's ids. */
export async function postsPage(db: Reader, where: SQL | undefined, f: { current: number; size: number }) {
  const [{ n }] = await db.select({ n: count() }).from(communityPosts).where(where);
  const rows = await db
    .select({ p: communityPosts, gyName: apartments.name })
    .from(communityPosts)
    .innerJoin(apartments, eq(apartments.id, communityPosts.apartmentId))
    .where(where)
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const ids = rows.map((r) => r.p.id);
  return { n, rows, ids };
}

/** /communityForum: filters apartment, review status, publish dates; newest first, 10 a page. */
export async function listPosts(db: Reader, user: Who, f: PostListQuery) {
  const where = and(
    seenBy(db, user),
    f.apartmentId ? eq(communityPosts.apartmentId, f.apartmentId) : undefined,
    f.isVerify !== undefined ? eq(communityPosts.isVerify, f.isVerify) : undefined,
    withinDays(communityPosts.createdAt, f.startDate, f.endDate),
  );
  const { n, rows, ids } = await postsPage(db, where, f);
  const pics = await pictureUrls(db, user.orgId, 'post', ids);
  const counts = await postCounts(db, ids);
  const records: PostRow[] = rows.map(({ p, gyName }) => ({
    pkId: p.id,
    gyId: p.apartmentId,
    gyName,
    userName: p.userName,
    userPhone: p.userPhone,
    descDetail: p.content,
    gmtCreate: p.createdAt,
    picture: pics.get(p.id) ?? [],
    isRange: p.isRange,
    verifierName: p.verifierName,
    gmtVerify: p.verifiedAt,
    isVerify: p.isVerify,
    auditFailureState: p.failureNote,
    commentCount: counts.comments.get(p.id) ?? 0,
    likeCount: counts.likes.get(p.id) ?? 0,
  }));
  return pageOf(records, n, f.current, f.size);
}

/** 审核 (§4: any status may be set): 未通过 needs a note, which the author sees; the reviewer and time are kept. */
export async function reviewPost(db: Db, user: Who, postId: string, input: { status: PostReview; note?: string }) {
  const refusal = reviewNoteRefusal(input.status, input.note);
  if (refusal) throw badRequest(refusal);
  await db.write(user.orgId, async (tx) => {
    const p = await visiblePost(tx, user, postId);
    const pending = input.status === POST_REVIEW.pending;
    await tx
      .update(communityPosts)
      .set({
        isVerify: input.status,
        failureNote: input.status === POST_REVIEW.rejected ? input.note!.trim() : '',
        verifierName: pending ? '' : user.name,
        verifiedAt: pending ? null : tx.now,
        updatedAt: tx.now,
      })
      .where(eq(communityPosts.id, p.id));
  });
}

/** Deletes a post with its pictures, comments and likes (the operator's 删除 and the author's own). */
export async function dropPost(tx: Tx, orgId: string, postId: string) {
  await dropPictures(tx, orgId, 'post', [postId]);
  await tx.delete(postComments).where(eq(postComments.postId, postId));
  await tx.delete(postLikes).where(eq(postLikes.postId, postId));
  await tx.delete(communityPosts).where(eq(communityPosts.id, postId));
}

export async function removePost(db: Db, user: Who, postId: string) {
  await db.write(user.orgId, async (tx) => dropPost(tx, user.orgId, (await visiblePost(tx, user, postId)).id));
}
