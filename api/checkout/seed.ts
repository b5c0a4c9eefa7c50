import { and, asc, eq, isNull } from 'drizzle-orm';
import { apartments, floors, rooms } from '../houses/schema';
import { depositOrders } from '../deposits/schema';
import type { DemoContext } from '../seed/context';
import { collectDueBills, demoBillsOf, demoBoss, signDemoLease } from '../leases/seed';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { addDays, addMonths } from '../../sync/rules/common/shanghai-time';
import { settlementTotals, type SettlementLine } from '../../sync/rules/checkout/settlement';
import { checkOutLease } from './check-out';
import { settlementPreview } from './preview';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';

/**
 * Check-outs for the demo, each on a vacant room of 西城公寓 (its tenant has left, so the room is vacant again):
 * - settled: a lease that ended last week, its last 物业费 unpaid (arrears covered by the deposit), a 清洁费 deduction,
 *   the rest refunded by WeChat transfer;
 * - not settled: checked out today without settlement, to be settled from the lease list;
 * - settled with bad debt: the last quarter's rent never paid, more than the deposit: the rest written off.
 * Everything goes through checkOutLease, so bills, ledger and the room's board facts are what the screens would make.
 * Runs in the running-lease part of the demo: each step in a unit of work of its own (ctx.db).
 */
export async function seedCheckOuts(ctx: DemoContext) {
  const { db } = ctx;
  const boss = await demoBoss(ctx);
  const today = shanghaiToday(ctx.now);
  const vacant = await db
    .select({ id: rooms.id, groupType: rooms.groupType })
    .from(rooms)
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(
      and(
        eq(rooms.apartmentId, ctx.apartments['西城公寓']!),
        eq(rooms.isRent, 0),
        eq(rooms.isDecoration, 0),
        isNull(rooms.deletedAt),
      ),
    )
    .orderBy(asc(floors.floor), asc(rooms.houseNumber), asc(rooms.id));
  const free: typeof vacant = [];
  for (const r of vacant) {
    if (r.groupType === 2) continue;
    const [order] = await db
      .select({ id: depositOrders.id })
      .from(depositOrders)
      .where(eq(depositOrders.roomId, r.id))
      .limit(1);
    if (!order) free.push(r);
  }
  const roomAt = (n: number) => {
    const r = free[n];
    if (!r) throw new Error('demo check-out: not enough vacant rooms');
    return r.id;
  };

  const settle = async (leaseId: string, deductions: SettlementLine[], pathway: number, withBadDebt: boolean) => {
    const p = await settlementPreview(db, ctx.now, boss, leaseId);
    const lines = [...p.costVos, ...deductions];
    const gross = settlementTotals(lines, 0);
    const badDebt = withBadDebt ? gross.maxBadDebt : 0;
    const t = settlementTotals(lines, badDebt);
    await checkOutLease(
      db,
      ctx.now,
      boss,
      {
        leaseId,
        withSettlement: true,
        usableDate: addDays(today, 2),
        isSend: true,
        returnCause: withBadDebt ? '租客失联，强制退房' : '租约到期，正常退房',
        costVos: lines,
        badDebtCost: badDebt,
        returnCost: t.returnCost,
        pathway: t.returnCost > 0 ? pathway : null,
        remark: '',
      },
      'checkOut',
    );
  };

  // 1. Ended last week; its last 物业费 is unpaid; a cleaning fee is deducted; the rest refunded.
  const a = await signDemoLease(ctx, boss, roomAt(0), 90, addDays(addMonths(today, -12), -7), 3);
  const lastFee = (await demoBillsOf(db, a))
    .filter((b) => b.billsType !== 1 && b.billsType !== 12 && b.stage > 1)
    .at(-1);
  await collectDueBills(ctx, a, 90, (bill) => bill.id === lastFee?.id);
  await settle(
    a,
    [{ name: '退房清洁费', cost: 20000, refundStatus: REFUND_STATUS.deduction, billsDetailId: null }],
    3,
    false,
  );

  // 2. Checked out today without settlement.
  const b = await signDemoLease(ctx, boss, roomAt(1), 91, addDays(addMonths(today, -5), -3), 1);
  await collectDueBills(ctx, b, 91);
  await checkOutLease(
    db,
    ctx.now,
    boss,
    {
      leaseId: b,
      withSettlement: false,
      usableDate: today,
      isSend: false,
      returnCause: '',
      costVos: [],
      badDebtCost: 0,
      returnCost: 0,
      pathway: null,
      remark: '',
    },
    'checkOut',
  );

  // 3. The last quarter's rent never paid (more than the deposit): the rest is bad debt.
  const c = await signDemoLease(ctx, boss, roomAt(2), 92, addDays(addMonths(today, -7), -2), 3);
  await collectDueBills(ctx, c, 92, (bill, lastDue) => bill.stage === lastDue && lastDue > 1);
  await settle(c, [], 1, true);
}
