import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { TenantContext } from '../../tenant/auth';
import { communityPosts } from './schema';
import { POST_RANGE, POST_REVIEW } from '../../../sync/rules/services/posts-rules';

/**
 * The posts a tenant sees: their own in any review state, and the approved posts of the organisation written in
 * their apartment or meant for every community (isRange not 1). A post of another organisation never.
 */
export const seenBy = (tenant: TenantContext): SQL =>
  and(
    eq(communityPosts.orgId, tenant.orgId),
    or(
      eq(communityPosts.leaseId, tenant.leaseId),
      and(
        eq(communityPosts.isVerify, POST_REVIEW.approved),
        or(eq(communityPosts.apartmentId, tenant.apartmentId), ne(communityPosts.isRange, POST_RANGE.community)),
      ),
    ),
  )!;

/** May the tenant see a post's pictures (api/tenant/file-rules.ts): their own post, or an approved one they see. */
export async function postIsTenants(db: Reader, tenant: TenantContext, postId: string) {
  const [p] = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), seenBy(tenant)))
    .limit(1);
  return p !== undefined;
}
