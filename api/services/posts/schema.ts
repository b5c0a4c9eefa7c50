import { index, integer, table, text, uniqueIndex } from '../../db/kit';
import { changeColumns, rowColumns } from '../../db/columns';

/**
 * A community post (/communityForum; spec §3 "Post": pkId, userName, userPhone, descDetail, gmtCreate, picture,
 * isRange, verifierName, gmtVerify, isVerify, auditFailureState) written by a tenant of `leaseId` in `apartmentId`.
 * `isRange` 1: this community only, else every community of the organisation. `isVerify` POST_REVIEW (0 unreviewed,
 * 1 approved, 2 rejected): other tenants see it only approved. Pictures: `pictures` of ownerType 'post' (up to 9).
 */
export const communityPosts = table(
  'community_posts',
  {
    ...rowColumns(),
    ...changeColumns(),
    apartmentId: text('apartment_id').notNull(),
    leaseId: text('lease_id'),
    userName: text('user_name').notNull(),
    userPhone: text('user_phone').notNull().default(''),
    content: text('content').notNull(),
    isRange: integer('is_range').notNull().default(1),
    isVerify: integer('is_verify').notNull().default(0),
    verifierName: text('verifier_name').notNull().default(''),
    verifiedAt: integer('verified_at'),
    failureNote: text('failure_note').notNull().default(''),
  },
  (t) => [
    index('community_posts_org_idx').on(t.orgId, t.apartmentId, t.createdAt),
    index('community_posts_lease_idx').on(t.leaseId),
  ],
);

/** A comment on a post (spec §3 "Comment": fromUserName, toUserName, commentInfo, gmtCreate) by a tenant of `leaseId`. */
export const postComments = table(
  'post_comments',
  {
    ...rowColumns(),
    ...changeColumns(),
    postId: text('post_id').notNull(),
    leaseId: text('lease_id'),
    fromUserName: text('from_user_name').notNull(),
    toUserName: text('to_user_name').notNull().default(''),
    content: text('content').notNull(),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.createdAt)],
);

/**
 * A like of a post (spec §3 "Like": userName, isPraise, gmtCreate): one row per post and lease; `isPraise` 1 liked,
 * 2 cancelled (unliked; a like again sets 1).
 */
export const postLikes = table(
  'post_likes',
  {
    ...rowColumns(),
    ...changeColumns(),
    postId: text('post_id').notNull(),
    leaseId: text('lease_id').notNull(),
    userName: text('user_name').notNull(),
    isPraise: integer('is_praise').notNull().default(1),
  },
  (t) => [uniqueIndex('post_likes_lease_uq').on(t.postId, t.leaseId)],
);
