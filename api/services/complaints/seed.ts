import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { DemoContext } from '../../seed/context';
import { leases } from '../../leases/schema';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { COMPLAINT_KIND, COMPLAINT_STATUS } from '../../../sync/rules/services/complaints-rules';
import { complaints } from './schema';

const HOUR = 3_600_000;

/** The demo's complaints and suggestions, the replied ones with their reply. */
const FILED = [
  { kind: COMPLAINT_KIND.complaint, title: '楼道灯晚上不亮', content: '三楼楼道的灯坏了好几天，晚上回来很黑。' },
  {
    kind: COMPLAINT_KIND.complaint,
    title: '隔壁装修噪音太大',
    content: '早上八点前就开始电钻，影响休息。',
    reply: '已联系施工方，施工时间调整为9:00–18:00，给您带来不便深表歉意。',
  },
  { kind: COMPLAINT_KIND.suggestion, title: '希望增加快递柜', content: '白天不在家，快递经常没人收。' },
  {
    kind: COMPLAINT_KIND.suggestion,
    title: '健身房能否延长开放时间',
    content: '希望晚上开到十一点。',
    reply: '感谢建议，下月起健身房开放至23:00。',
  },
];

/**
 * The demo's complaints and suggestions (issue 19.7): on the leases in effect of each apartment, two complaints and
 * two suggestions, one of each replied. Called from api/seed/running-leases.ts after the leases exist.
 */
export async function seedComplaints(ctx: DemoContext) {
  for (const apartmentId of Object.values(ctx.apartments)) {
    const live = await ctx.db
      .select({ id: leases.id, roomId: leases.roomId, tenant: leases.tenant, phone: leases.phone })
      .from(leases)
      .where(and(eq(leases.apartmentId, apartmentId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
      .orderBy(asc(leases.id))
      .limit(FILED.length);
    if (!live.length) continue;
    await ctx.db.write(ctx.orgId, (tx) =>
      tx.insert(complaints).values(
        FILED.map((f, i) => {
          const lease = live[i % live.length]!;
          const at = ctx.now - (FILED.length - i) * 30 * HOUR;
          return {
            id: ulid(at),
            orgId: ctx.orgId,
            apartmentId,
            roomId: lease.roomId,
            leaseId: lease.id,
            tenantName: lease.tenant,
            phone: lease.phone,
            kind: f.kind,
            title: f.title,
            content: f.content,
            status: f.reply ? COMPLAINT_STATUS.replied : COMPLAINT_STATUS.unreplied,
            reply: f.reply ?? '',
            replyTime: f.reply ? at + 3 * HOUR : null,
            replyByName: f.reply ? '李店长' : '',
            createdAt: at,
            updatedAt: at,
          };
        }),
      ),
    );
  }
}
