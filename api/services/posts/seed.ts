import { ulid } from 'ulid';
import type { DemoContext } from '../../seed/context';
import { POST_RANGE, POST_REVIEW, PRAISE } from '../../../sync/rules/services/posts-rules';
import { demoTenants } from '../merchants/seed';
import { communityPosts, postComments, postLikes } from './schema';

const HOUR = 3_600_000;

/**
 * Demo community posts (issue 19.7), written by the tenants of each apartment's signed leases: one approved (for every
 * community in 东湖, for its own in 西城) with comments and likes, one waiting for review, one rejected with its note.
 * Runs in the running-lease part, after the leases.
 */
export async function seedPosts(ctx: DemoContext) {
  const { orgId, now } = ctx;
  for (const [aptName, apartmentId] of Object.entries(ctx.apartments)) {
    const [a, b, c] = await demoTenants(ctx, apartmentId);
    if (!a || !b) continue;
    const short = aptName.slice(0, 2);
    await ctx.db.write(orgId, async (tx) => {
      const stamp = (at: number) => ({ orgId, createdAt: at, updatedAt: at });
      const by = (l: typeof a) => ({ apartmentId, leaseId: l.id, userName: l.tenant, userPhone: l.phone });
      const approved = ulid(now);
      await tx.insert(communityPosts).values([
        {
          id: approved,
          ...stamp(now - 3 * 24 * HOUR),
          ...by(a),
          content: `${short}周末有一起打羽毛球的邻居吗？楼下球场见。`,
          isRange: short === '东湖' ? POST_RANGE.all : POST_RANGE.community,
          isVerify: POST_REVIEW.approved,
          verifierName: '店长',
          verifiedAt: now - 3 * 24 * HOUR + HOUR,
        },
        {
          id: ulid(now),
          ...stamp(now - 5 * HOUR),
          ...by(b),
          content: '闲置一台九成新的电饭煲，50元自提。',
          isRange: POST_RANGE.community,
          isVerify: POST_REVIEW.pending,
        },
        {
          id: ulid(now),
          ...stamp(now - 2 * 24 * HOUR),
          ...by(b),
          content: '代办各类证件，加微信详聊。',
          isRange: POST_RANGE.all,
          isVerify: POST_REVIEW.rejected,
          verifierName: '店长',
          verifiedAt: now - 2 * 24 * HOUR + 2 * HOUR,
          failureNote: '含广告信息',
        },
      ]);
      await tx.insert(postComments).values([
        {
          id: ulid(now),
          ...stamp(now - 2 * 24 * HOUR),
          postId: approved,
          leaseId: b.id,
          fromUserName: b.tenant,
          content: '算我一个！',
        },
        {
          id: ulid(now),
          ...stamp(now - 2 * 24 * HOUR + HOUR),
          postId: approved,
          leaseId: a.id,
          fromUserName: a.tenant,
          toUserName: b.tenant,
          content: '好的，周六上午九点。',
        },
      ]);
      await tx.insert(postLikes).values(
        [b, c].flatMap((l, i) =>
          l
            ? [
                {
                  id: ulid(now),
                  ...stamp(now - (40 - i) * HOUR),
                  postId: approved,
                  leaseId: l.id,
                  userName: l.tenant,
                  isPraise: i === 0 ? PRAISE.liked : PRAISE.cancelled,
                },
              ]
            : [],
        ),
      );
    });
  }
}
