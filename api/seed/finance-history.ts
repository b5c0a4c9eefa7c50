/**
 * A year of money for the demo (issue 21 "Demo"), so the finance dashboard's charts, the reports and the staff ranking
 * have shape: past leases on rooms that are vacant today, each signed 6–12 months ago by the boss, the manager or the
 * staff member, its bills collected on their receivable dates, some taken from a paid deposit order, checked out
 * (settled, the deposit refunded, sometimes a cleaning fee deducted) on the day the room's vacancy began, the refund
 * approved and paid; and each month, per apartment, the bookkeeping of a rental business (repairs, cleaning supplies,
 * heating and air conditioning, an agent's commission).
 *
 * Everything goes through the product's own functions with the clock set to the day it happened, so bills, ledger,
 * receipts, refund applications and the rooms' facts are what the screens would have made. Today's board does not
 * change: a room is checked out on its own vacancy date (rooms.vacant_since), which the check-out sets again.
 */
import { and, asc, eq, isNull, lte, gte, notExists } from 'drizzle-orm';
import type { AuthUser } from '../http/env';
import type { DemoContext } from './context';
import { apartments, floors, rooms } from '../houses/schema';
import { depositOrders } from '../deposits/schema';
import { addDepositOrder } from '../deposits/add-order';
import { leases } from '../leases/schema';
import { collectDueIn, demoBillsOf, demoBoss, signDemoLease } from '../leases/seed';
import { settlementPreview } from '../checkout/preview';
import { checkOutLease } from '../checkout/check-out';
import { refundApplications } from '../finance/refunds/schema';
import { approveRefund, payRefund } from '../finance/refunds/act';
import { addBookkeeping } from '../bookkeeping/add-entry';
import { ensureFinanceItems, FINANCE_KIND } from '../settings/finance-items';
import { financeItems } from '../settings/schema';
import { addDays, addMonths, shanghaiMidnight, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { settlementTotals, type SettlementLine } from '../../sync/rules/checkout/settlement';
import { REFUND_STATUS } from '../../sync/rules/checkout/refund-status';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { ORDER_PAY } from '../../sync/rules/deposits/deposit-rules';

/** 10:00 (or `hour`) Shanghai time of a day: the clock of what happened that day. */
const at = (date: string, hour = 10) => shanghaiMidnight(date) + hour * 3_600_000;

/** Free 西城 rooms left to the check-out demo (it uses three), with one to spare. */
const CHECK_OUT_DEMO_ROOMS = 4;
/** Past leases at most (a few seconds of seeding in all). */
const MAX_PAST_LEASES = 12;
/** The demo person numbers of the past tenants (after those of the running leases and check-outs). */
const PERSON_BASE = 60;

/** A user of the demo organisation as a signed-in operator (the seed acts as them, as demoBoss does for the boss). */
function operator(ctx: DemoContext, who: 'boss' | 'manager' | 'staff'): AuthUser {
  const boss = demoBoss(ctx);
  if (who === 'boss') return boss;
  const phone = who === 'manager' ? '13800000002' : '13800000003';
  return { ...boss, id: ctx.users[who], phone, userType: who === 'manager' ? 1 : 2 };
}

export async function seedFinanceHistory(ctx: DemoContext) {
  const today = shanghaiToday(ctx.now);
  await pastLeases(ctx, today);
  await monthlyBookkeeping(ctx, today);
}

/** Vacant rooms that never had a lease or an order, vacant since 20–89 days ago. */
async function historyRooms(ctx: DemoContext, today: string) {
  return ctx.db
    .select({
      id: rooms.id,
      apartmentId: rooms.apartmentId,
      apartmentName: apartments.name,
      floorId: rooms.floorId,
      houseNumber: rooms.houseNumber,
      groupType: rooms.groupType,
      rentCost: rooms.rentCost,
      vacantSince: rooms.vacantSince,
    })
    .from(rooms)
    .innerJoin(apartments, eq(apartments.id, rooms.apartmentId))
    .where(
      and(
        eq(rooms.orgId, ctx.orgId),
        isNull(rooms.deletedAt),
        eq(rooms.isRent, 0),
        eq(rooms.isDecoration, 0),
        gte(rooms.vacantSince, addDays(today, -89)),
        lte(rooms.vacantSince, addDays(today, -20)),
        notExists(ctx.db.select({ id: leases.id }).from(leases).where(eq(leases.roomId, rooms.id))),
        notExists(
          ctx.db.select({ id: depositOrders.id }).from(depositOrders).where(eq(depositOrders.roomId, rooms.id)),
        ),
      ),
    )
    .orderBy(asc(apartments.name), asc(rooms.houseNumber), asc(rooms.id));
}

async function pastLeases(ctx: DemoContext, today: string) {
  const all = await historyRooms(ctx, today);
  // The check-out demo (api/checkout/seed.ts, after this) takes the first free rooms of 西城 by floor and number:
  // leave it a few, so no room gets two stories.
  const west = all.filter((r) => r.apartmentName === '西城公寓' && r.groupType !== 2);
  const floorOf = new Map(
    (await ctx.db.select({ id: floors.id, floor: floors.floor }).from(floors).where(eq(floors.orgId, ctx.orgId))).map(
      (f) => [f.id, f.floor],
    ),
  );
  west.sort((a, b) => floorOf.get(a.floorId)! - floorOf.get(b.floorId)! || a.houseNumber.localeCompare(b.houseNumber));
  const keep = new Set(west.slice(0, CHECK_OUT_DEMO_ROOMS).map((r) => r.id));
  const candidates = all.filter((r) => r.rentCost > 0 && r.groupType !== 2 && !keep.has(r.id));
  // Both apartments, alternately, up to the maximum.
  const east = candidates.filter((r) => r.apartmentName === '东湖公寓');
  const others = candidates.filter((r) => r.apartmentName !== '东湖公寓');
  const chosen = Array.from({ length: Math.max(east.length, others.length) }, (_, k) => [east[k], others[k]])
    .flat()
    .filter((r) => r !== undefined)
    .slice(0, MAX_PAST_LEASES);
  for (const [k, room] of chosen.entries()) {
    const i = PERSON_BASE + k;
    const out = room.vacantSince!;
    // Signed 6–12 months ago, a lease that ended on the day its tenant left.
    const start = addDays(addMonths(today, -(6 + (k % 7))), -(k % 11));
    const signedOn = addDays(start, -(k % 3));
    // Staff sign only in their own project (东湖); the boss and the manager anywhere.
    const who =
      room.apartmentName === '东湖公寓'
        ? (['staff', 'manager', 'boss'] as const)[k % 3]
        : (['manager', 'boss'] as const)[k % 2];
    const user = operator(ctx, who);
    const ctxThen = { ...ctx, now: at(signedOn) };
    // Every third tenant reserved the room first: a paid earnest-money order counted towards the deposit.
    const advance = k % 3 === 1 ? await depositFirst(ctxThen, user, room, i, start, out) : null;
    const leaseId = await signDemoLease(ctxThen, user, room.id, i, start, k % 2 ? 3 : 1, {
      endDate: out,
      ...(advance
        ? {
            advanceId: advance.id,
            isDeduction: 1,
            basis: { listRent: room.rentCost, advanceId: advance.id, advanceCost: advance.cost },
          }
        : {}),
    });
    await collectOnTheirDays(ctx, leaseId, i, user.id, out);
    await checkOutOn(ctx, user, leaseId, out, k);
  }
}

/** A paid deposit order on the room two weeks before the lease starts (or on the signing day when later). */
async function depositFirst(
  ctx: DemoContext,
  user: AuthUser,
  room: { id: string; rentCost: number },
  i: number,
  start: string,
  end: string,
) {
  const day = shanghaiToday(ctx.now);
  const cost = 50000;
  const made = await addDepositOrder(ctx.db, ctx.now, user, {
    houseId: room.id,
    advanceCost: cost,
    rentCost: room.rentCost,
    startDate: start,
    endDate: end,
    latestDate: start > day ? start : day,
    promiseMan: `预订人${i}`,
    phone: `136${String(30000000 + i * 4241).slice(-8)}`,
    payStatus: ORDER_PAY.paid,
    payTime: day,
    payWay: [1, 2, 3][i % 3],
    remark: '',
  });
  return { id: made.advanceId, cost };
}

/** Collects the lease's bills stage by stage on their receivable dates, up to the day it ends. */
async function collectOnTheirDays(ctx: DemoContext, leaseId: string, i: number, operatorId: string, end: string) {
  const days = [
    ...new Set(
      (await demoBillsOf(ctx.db, leaseId))
        .filter((b) => b.validStatus === BILL_VALID.valid && b.payStatus === BILL_PAY.unpaid && b.receivableDate <= end)
        .map((b) => b.receivableDate),
    ),
  ].sort();
  for (const d of days)
    await ctx.db.write(ctx.orgId, (tx) => collectDueIn(tx, at(d), leaseId, i, operatorId, () => false));
}

/**
 * Checks the lease out on `day` with its settlement (as the check-out screen proposes it; every other one with a
 * cleaning fee deducted), then the refund application is approved the next day and paid the day after.
 */
async function checkOutOn(ctx: DemoContext, user: AuthUser, leaseId: string, day: string, k: number) {
  const now = at(day, 11);
  const p = await settlementPreview(ctx.db, now, user, leaseId);
  const deductions: SettlementLine[] =
    k % 2 === 0
      ? [{ name: '退房清洁费', cost: 15000, refundStatus: REFUND_STATUS.deduction, billsDetailId: null }]
      : [];
  const lines = [...p.costVos, ...deductions];
  const t = settlementTotals(lines, 0);
  const way = [3, 2, 7][k % 3]!;
  await checkOutLease(
    ctx.db,
    now,
    user,
    {
      leaseId,
      withSettlement: true,
      usableDate: day,
      isSend: false,
      returnCause: '租约到期，正常退房',
      costVos: lines,
      badDebtCost: 0,
      returnCost: t.returnCost,
      pathway: t.returnCost > 0 ? way : null,
      remark: '',
    },
    'checkOut',
  );
  const [app] = await ctx.db
    .select({ id: refundApplications.id })
    .from(refundApplications)
    .where(eq(refundApplications.leaseId, leaseId))
    .limit(1);
  if (!app) return;
  const boss = demoBoss(ctx);
  await approveRefund(ctx.db, at(addDays(day, 1), 9), boss, app.id);
  await payRefund(ctx.db, at(addDays(day, 2), 15), boss, app.id, { paymentWay: way, payDate: addDays(day, 2) });
}

/** What a month costs and brings per apartment: [ledger item, income?, fen, way, day of month]. */
const MONTHLY: [string, boolean, number, number, number][] = [
  ['家电维修', false, 18000, 1, 6],
  ['清洁用品', false, 9600, 3, 12],
  ['水电维修', false, 26000, 2, 19],
  ['空调维护', false, 35000, 4, 24],
  ['中介佣金', true, 120000, 4, 27],
];

/** Twelve months of bookkeeping per apartment, each entry on its day by the manager (不超过今天). */
async function monthlyBookkeeping(ctx: DemoContext, today: string) {
  await ctx.db.write(ctx.orgId, (tx) => ensureFinanceItems(tx, ctx.now, ctx.orgId));
  const items = await ctx.db
    .select({ id: financeItems.id, item: financeItems.item })
    .from(financeItems)
    .where(and(eq(financeItems.orgId, ctx.orgId), eq(financeItems.kind, FINANCE_KIND.ledger)));
  const itemId = new Map(items.map((r) => [r.item, r.id]));
  const manager = operator(ctx, 'manager');
  const month0 = `${today.slice(0, 8)}01`;
  for (let m = 12; m >= 0; m--) {
    const first = addMonths(month0, -m);
    for (const [a, [, apartmentId]] of Object.entries(ctx.apartments).entries()) {
      for (const [j, [name, income, fen, way, dom]] of MONTHLY.entries()) {
        const day = addDays(first, dom - 1 + a);
        // Only past days, and not every item every month (a quieter month now and then).
        if (day >= today || (m + j + a) % 4 === 3 || !itemId.get(name)) continue;
        await addBookkeeping(ctx.db, at(day, 16), manager, {
          apartmentId,
          tallyType: income ? 1 : 0,
          subId: itemId.get(name)!,
          amount: fen + ((m * 37 + j * 11) % 9) * 500,
          paymentWay: way,
          paymentDate: day,
          remark: '',
        });
      }
    }
  }
}
