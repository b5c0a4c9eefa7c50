import { and, asc, eq, isNull } from 'drizzle-orm';
import { ulid } from 'ulid';
import type { DemoContext } from '../seed/context';
import { nextNumber } from '../db/numbers';
import { leases } from '../leases/schema';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { REPAIR_STATUS, type RepairStatus } from '../../sync/rules/repairs/repair-status';
import { repairs, repairTypes } from './schema';

const TYPES = ['水电维修', '家电维修', '门窗门锁', '管道疏通', '其他'];

/** The demo's requests: what broke, the type (index in TYPES) and the state it is in. */
const REQUESTS: { tdesc: string; type: number; status: RepairStatus; note?: string }[] = [
  { tdesc: '卫生间水龙头一直滴水，关不紧', type: 3, status: REPAIR_STATUS.applying },
  { tdesc: '空调制冷效果差，开了一小时还是很热', type: 1, status: REPAIR_STATUS.applying },
  { tdesc: '卧室顶灯不亮了，换了灯泡也不行', type: 0, status: REPAIR_STATUS.accepted },
  { tdesc: '热水器打不着火', type: 1, status: REPAIR_STATUS.completed, note: '更换点火器，已试用正常' },
  { tdesc: '阳台推拉门卡住推不动', type: 2, status: REPAIR_STATUS.cancelled },
  { tdesc: '厨房下水道堵了，报修三天还没人来', type: 3, status: REPAIR_STATUS.complaint },
];

const HOUR = 3_600_000;

/**
 * The demo's repairs (issue 19.7): five repair types per apartment, and on the running leases in effect of each
 * apartment requests in every state (申请中, 已受理, 已完成 with a note, 已取消 by the tenant, 投诉), filed over the last
 * days, one unit per apartment. Called from api/seed/running-leases.ts after the leases exist.
 */
export async function seedRepairs(ctx: DemoContext) {
  for (const apartmentId of Object.values(ctx.apartments)) {
    const live = await ctx.db
      .select({ id: leases.id, roomId: leases.roomId, tenant: leases.tenant, phone: leases.phone })
      .from(leases)
      .where(and(eq(leases.apartmentId, apartmentId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
      .orderBy(asc(leases.id))
      .limit(REQUESTS.length);
    await ctx.db.write(ctx.orgId, async (tx) => {
      const typeIds = TYPES.map(() => ulid(ctx.now));
      await tx.insert(repairTypes).values(
        TYPES.map((name, i) => ({
          id: typeIds[i]!,
          orgId: ctx.orgId,
          apartmentId,
          type: 1,
          name,
          createdAt: ctx.now - (TYPES.length - i) * 1000,
          updatedAt: ctx.now,
        })),
      );
      for (const [i, lease] of live.entries()) {
        const req = REQUESTS[i]!;
        const at = ctx.now - (REQUESTS.length - i) * 20 * HOUR;
        const by = { id: ctx.users.manager, name: '李店长' };
        const taken = req.status !== REPAIR_STATUS.applying && req.status !== REPAIR_STATUS.cancelled;
        await tx.insert(repairs).values({
          id: ulid(at),
          orgId: ctx.orgId,
          apartmentId,
          roomId: lease.roomId,
          leaseId: lease.id,
          systemJyh: await nextNumber(tx, ctx.orgId, 'BX', tx.now),
          applyName: lease.tenant,
          connectPhone: lease.phone,
          typeId: typeIds[req.type]!,
          tdesc: req.tdesc,
          appointmentTime: i % 2 === 0 ? at + 26 * HOUR : null,
          status: req.status,
          ...(taken ? { acceptedAt: at + HOUR, acceptedBy: by.id, acceptedByName: by.name } : {}),
          ...(req.status === REPAIR_STATUS.completed
            ? { completedAt: at + 5 * HOUR, completedBy: by.id, completedByName: by.name, completeNote: req.note }
            : {}),
          ...(req.status === REPAIR_STATUS.cancelled
            ? { cancelledAt: at + 2 * HOUR, cancelledByName: lease.tenant, cancelReason: '已自行修好' }
            : {}),
          createdAt: at,
          updatedAt: at,
        });
      }
    });
  }
}
