import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { DemoContext } from '../../seed/context';
import { leases } from '../../leases/schema';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import {
  APPLICATION_STATUS,
  bookingAmount,
  type ApplicationStatus,
} from '../../../sync/rules/services/applications-rules';
import { applicationItems, onlineApplications } from './schema';

const HOUR = 3_600_000;

/** The demo's items of each apartment: fen per hour. */
const ITEMS = [
  { title: '共享会议室', content: '可容纳10人，配投影仪和白板，请提前一天预约。', price: 3000 },
  { title: '健身房私教课', content: '专业教练一对一指导，每次至少一小时。', price: 12000 },
  { title: '公共厨房', content: '含烤箱、电磁炉和全套厨具，用后请清洁。', price: 0 },
];

/** The demo's bookings (item index, days from today, hours, reason, state). */
const BOOKINGS: { item: number; day: number; hours: number; reason: string; status: ApplicationStatus }[] = [
  { item: 0, day: 1, hours: 2, reason: '团队周会', status: APPLICATION_STATUS.applying },
  { item: 1, day: 2, hours: 1, reason: '想试一次私教课', status: APPLICATION_STATUS.applying },
  { item: 0, day: 3, hours: 3, reason: '朋友聚会', status: APPLICATION_STATUS.success },
  { item: 2, day: 2, hours: 2, reason: '周末做饭', status: APPLICATION_STATUS.rejected },
  { item: 1, day: 4, hours: 1, reason: '健身', status: APPLICATION_STATUS.cancelled },
];

/**
 * The demo's online application items (issue 19.7): three bookable items per apartment for the coming month, and on
 * its leases in effect bookings in each state (申请中 ×2, 成功, 已拒绝, 已取消), one unit per apartment. Called from
 * api/seed/running-leases.ts after the leases exist.
 */
export async function seedApplications(ctx: DemoContext) {
  const today = shanghaiToday(ctx.now);
  for (const apartmentId of Object.values(ctx.apartments)) {
    const live = await ctx.db
      .select({ id: leases.id, roomId: leases.roomId, tenant: leases.tenant, phone: leases.phone })
      .from(leases)
      .where(and(eq(leases.apartmentId, apartmentId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
      .orderBy(asc(leases.id))
      .limit(BOOKINGS.length);
    await ctx.db.write(ctx.orgId, async (tx) => {
      const items = ITEMS.map((it, i) => ({
        id: ulid(ctx.now),
        orgId: ctx.orgId,
        apartmentId,
        ...it,
        startDate: addDays(today, -7),
        endDate: addDays(today, 30),
        createdBy: ctx.users.manager,
        createdAt: ctx.now - (ITEMS.length - i) * 24 * HOUR,
        updatedAt: ctx.now,
      }));
      await tx.insert(applicationItems).values(items);
      for (const [i, lease] of live.entries()) {
        const b = BOOKINGS[i]!;
        const item = items[b.item]!;
        const startTime = shanghaiMidnight(addDays(today, b.day)) + 14 * HOUR;
        const endTime = startTime + b.hours * HOUR;
        const at = ctx.now - (BOOKINGS.length - i) * 5 * HOUR;
        const handled = b.status !== APPLICATION_STATUS.applying;
        await tx.insert(onlineApplications).values({
          id: ulid(at),
          orgId: ctx.orgId,
          itemId: item.id,
          apartmentId,
          roomId: lease.roomId,
          leaseId: lease.id,
          applyName: lease.tenant,
          phone: lease.phone,
          reason: b.reason,
          startTime,
          endTime,
          amount: bookingAmount(item.price, startTime, endTime),
          status: b.status,
          handledAt: handled ? at + HOUR : null,
          handledByName: handled ? (b.status === APPLICATION_STATUS.cancelled ? lease.tenant : '李店长') : '',
          createdAt: at,
          updatedAt: at,
        });
      }
    });
  }
}
