import { and, asc, eq, inArray } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { Db, Reader } from '../../db/store';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { pageOf } from '../../http/reply';
import type { TenantContext } from '../../tenant/auth';
import { POST_MSG, POST_REVIEW, PRAISE } from '../../../sync/rules/services/posts-rules';
import type { TenantCommentBody, TenantPost, TenantPostBody } from '../../../sync/contract/services/posts-tenant';
import { staffUrl } from '../merchants/pictures';
import { asTenantUrl } from '../../tenant/own-uploads';
import { tenantUploadsRefusal } from '../merchants/tenant-uploads';
import { communityPosts, postComments, postLikes } from './schema';
import { commentRowOf } from './comments';
import { postCounts } from './counts';
import { seenBy } from './tenant-file-rule';
import { dropPost, postsPage } from './posts';
import { pictureUrls, setPictures } from '../../uploads/attached-pictures';

const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;

async function seenPost(db: Reader, tenant: TenantContext, postId: string) {
  const [p] = await db
    .select()
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), seenBy(tenant)))
    .limit(1);
  if (!p) throw notFound(POST_MSG.notFound);
  return p;
}

/** The 社区 帖子 list (or the tenant's own, `mine`), newest first, each with its comments, like count and mine. */
export async function tenantPostPage(
  db: Reader,
  tenant: TenantContext,
  f: { mine?: '1'; current: number; size: number },
) {
  const where = f.mine ? and(seenBy(tenant), eq(communityPosts.leaseId, tenant.leaseId)) : seenBy(tenant);
  const { n, rows, ids } = await postsPage(db, where, f);
  const pics = await pictureUrls(db, tenant.orgId, 'post', ids);
  const { likes } = await postCounts(db, ids);
  const comments = ids.length
    ? await db
        .select()
        .from(postComments)
        .where(inArray(postComments.postId, ids))
        .orderBy(asc(postComments.createdAt), asc(postComments.id))
    : [];
  const liked = ids.length
    ? await db
        .select({ postId: postLikes.postId })
        .from(postLikes)
        .where(
          and(
            inArray(postLikes.postId, ids),
            eq(postLikes.leaseId, tenant.leaseId),
            eq(postLikes.isPraise, PRAISE.liked),
          ),
        )
    : [];
  const likedIds = new Set(liked.map((l) => l.postId));
  const records: TenantPost[] = rows.map(({ p, gyName }) => ({
    pkId: p.id,
    gyName,
    userName: p.userName,
    descDetail: p.content,
    gmtCreate: p.createdAt,
    picture: (pics.get(p.id) ?? []).map(asTenantUrl),
    isRange: p.isRange,
    isVerify: p.isVerify,
    auditFailureState: p.failureNote,
    mine: flag(p.leaseId === tenant.leaseId),
    likeCount: likes.get(p.id) ?? 0,
    liked: flag(likedIds.has(p.id)),
    comments: comments
      .filter((c) => c.postId === p.id)
      .map((c) => ({ ...commentRowOf(c), mine: flag(c.leaseId === tenant.leaseId) })),
  }));
  return pageOf(records, n, f.current, f.size);
}

/** 发帖: the tenant's post in their apartment, waiting for review (未审核) until the operator approves it. */
export async function addTenantPost(db: Db, tenant: TenantContext, input: TenantPostBody) {
  const refusal = await tenantUploadsRefusal(db, tenant, input.picture);
  if (refusal) throw badRequest(refusal);
  return db.write(tenant.orgId, async (tx) => {
    const id = ulid(tx.now);
    await tx.insert(communityPosts).values({
      id,
      orgId: tenant.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      apartmentId: tenant.apartmentId,
      leaseId: tenant.leaseId,
      userName: tenant.tenantName,
      userPhone: tenant.phone,
      content: input.content,
      isRange: input.isRange,
      isVerify: POST_REVIEW.pending,
    });
    await setPictures(tx, tenant.orgId, 'post', id, input.picture.map(staffUrl));
    return { pkId: id };
  });
}

/** A tenant deletes their own post (with its comments, likes and pictures); another's is refused. */
export async function removeTenantPost(db: Db, tenant: TenantContext, postId: string) {
  await db.write(tenant.orgId, async (tx) => {
    const p = await seenPost(tx, tenant, postId);
    if (p.leaseId !== tenant.leaseId) throw forbidden(POST_MSG.notYours);
    await dropPost(tx, tenant.orgId, p.id);
  });
}

/** Comments on an approved post the tenant sees (answering a comment names its author). */
export async function addTenantComment(db: Db, tenant: TenantContext, postId: string, input: TenantCommentBody) {
  return db.write(tenant.orgId, async (tx) => {
    const p = await seenPost(tx, tenant, postId);
    if (p.isVerify !== POST_REVIEW.approved) throw notFound(POST_MSG.notFound);
    let toUserName = '';
    if (input.replyTo) {
      const [c] = await tx
        .select({ name: postComments.fromUserName })
        .from(postComments)
        .where(and(eq(postComments.id, input.replyTo), eq(postComments.postId, p.id)));
      if (!c) throw notFound(POST_MSG.commentNotFound);
      toUserName = c.name;
    }
    const id = ulid(tx.now);
    await tx.insert(postComments).values({
      id,
      orgId: tenant.orgId,
      createdAt: tx.now,
      updatedAt: tx.now,
      postId: p.id,
      leaseId: tenant.leaseId,
      fromUserName: tenant.tenantName,
      toUserName,
      content: input.content,
    });
    return { id };
  });
}

/** A tenant deletes their own comment; another's is refused. */
export async function removeTenantComment(db: Db, tenant: TenantContext, commentId: string) {
  await db.write(tenant.orgId, async (tx) => {
    const [c] = await tx
      .select({ id: postComments.id, leaseId: postComments.leaseId, postId: postComments.postId })
      .from(postComments)
      .where(and(eq(postComments.id, commentId), eq(postComments.orgId, tenant.orgId)));
    if (!c) throw notFound(POST_MSG.commentNotFound);
    await seenPost(tx, tenant, c.postId);
    if (c.leaseId !== tenant.leaseId) throw forbidden(POST_MSG.notYours);
    await tx.delete(postComments).where(eq(postComments.id, c.id));
  });
}

/** 点赞 / 取消点赞 of an approved post the tenant sees: one row per lease (isPraise 1 or 2); the new like count. */
export async function setTenantLike(db: Db, tenant: TenantContext, postId: string, liked: boolean) {
  return db.write(tenant.orgId, async (tx) => {
    const p = await seenPost(tx, tenant, postId);
    if (p.isVerify !== POST_REVIEW.approved) throw notFound(POST_MSG.notFound);
    const isPraise = liked ? PRAISE.liked : PRAISE.cancelled;
    await tx
      .insert(postLikes)
      .values({
        id: ulid(tx.now),
        orgId: tenant.orgId,
        createdAt: tx.now,
        updatedAt: tx.now,
        postId: p.id,
        leaseId: tenant.leaseId,
        userName: tenant.tenantName,
        isPraise,
      })
      .onConflictDoUpdate({ target: [postLikes.postId, postLikes.leaseId], set: { isPraise, updatedAt: tx.now } });
    const { likes } = await postCounts(tx, [p.id]);
    return { likeCount: likes.get(p.id) ?? 0 };
  });
}
