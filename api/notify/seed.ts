import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DemoContext } from '../seed/context';
import { leases } from '../leases/schema';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { notifyOrgSettings, notifyUserSettings, tenantMessages } from './schema';
import { postTenantMessages } from './index';

const DAY = 86_400_000;
const WELCOME = '欢迎使用租客页面';
/** The demo's group robot: a WeCom webhook the simulator records posts for (NOTIFY_ROBOT_DRIVER=simulator). */
export const DEMO_ROBOT = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=demo-0000-0000';

/**
 * The channels demo (issue 19 point 7): 示例公寓's WeCom group robot (so the notices of `npm start` are recorded as
 * robot posts), the manager with SMS on as well, and in the tenant inbox of two leases in effect a welcome message
 * (one read). Part of the running-lease demo (it needs the leases).
 */
export async function seedNotify(ctx: DemoContext) {
  const { db, orgId, now } = ctx;
  const live = await db
    .select({ id: leases.id })
    .from(leases)
    .where(and(eq(leases.orgId, orgId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(leases.id))
    .limit(2);
  await db.write(orgId, async (tx) => {
    await tx.insert(notifyOrgSettings).values({
      orgId,
      robotKind: 'wecom',
      robotWebhook: DEMO_ROBOT,
      updatedBy: ctx.users.boss,
      updatedAt: now,
    });
    await tx
      .insert(notifyUserSettings)
      .values({ userId: ctx.users.manager, orgId, push: 1, robot: 1, sms: 1, updatedAt: now });
    await postTenantMessages(
      tx,
      now - 2 * DAY,
      live.map((l) => ({
        orgId,
        leaseId: l.id,
        kind: 'lease' as const,
        title: WELCOME,
        content: '在这里可以查看租约和账单、在线缴费、报修，并接收管家的通知。',
        url: '/tenant?s=bills',
      })),
    );
    if (live[0])
      await tx
        .update(tenantMessages)
        .set({ readAt: now - DAY })
        .where(and(eq(tenantMessages.leaseId, live[0].id), eq(tenantMessages.title, WELCOME)));
  });
}
