import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DemoContext } from '../seed/context';
import { users } from '../auth/schema';
import { apartments, floors, rooms } from '../houses/schema';
import { bills, leases } from '../leases/schema';
import { leaseHouseText } from '../leases/access';
import { leaseBillsTrade } from '../payments/bill-qr';
import { activeDriverName, type DriverContext } from '../payments/driver';
import { settleTrade } from '../payments/refresh';
import { sandboxPay } from '../payments/sandbox';
import { paymentOrders } from '../payments/schema';
import { DEMO_STAFF } from '../admin/staff-seed';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

const HOUR = 3_600_000;
/**
 * Days before today of the demo's scan-to-pay trades: today's and yesterday's (awaited) first, then a week of settled
 * ones, so that fewer leases to pay ahead still give the screen both.
 */
const DAYS_BACK = [0, 1, 2, 0, 1, 3, 4, 5, 6];
/** Bills due this soon stay unpaid (the dashboard's reminders keep theirs). */
const KEEP_DUE_DAYS = 10;

/**
 * A week of scan-to-pay trades for the personal centre's settlement (issue 20.6), made as the screens make them:
 * tenants of 西城公寓 (the apartment that takes scan-to-pay) paid their next rent ahead through the operator's QR code
 * (leaseBillsTrade), on the sandbox's page (sandboxPay) and the operator's refresh booked them (settleTrade), each at
 * its own time over the last six days and today. Only leases whose next unpaid bill is due in more than ten days, and
 * not the first two leases in effect (the tenant pages' welcome), are used, from the top floor down. The trades are
 * the boss's, 李店长's and 周管家's by turns. Nothing when another payment driver than the sandbox is configured.
 */
export async function seedSettlements(ctx: DemoContext) {
  if (activeDriverName() !== 'sandbox') return;
  const { db, orgId } = ctx;
  const today = shanghaiToday(ctx.now);
  const [keeper] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_STAFF.westKeeper.phone))
    .limit(1);
  const operators = [ctx.users.boss, ctx.users.manager, keeper?.id ?? ctx.users.manager];
  const inEffect = await db
    .select({
      id: leases.id,
      apartmentId: leases.apartmentId,
      roomId: leases.roomId,
      apartmentName: apartments.name,
      floor: floors.floor,
      houseNumber: rooms.houseNumber,
    })
    .from(leases)
    .innerJoin(apartments, eq(apartments.id, leases.apartmentId))
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .innerJoin(floors, eq(floors.id, rooms.floorId))
    .where(and(eq(leases.orgId, orgId), eq(leases.status, LEASE_STATUS.signed), isNull(leases.deletedAt)))
    .orderBy(asc(leases.id));
  const candidates = inEffect
    .slice(2)
    .filter((l) => l.apartmentName === '西城公寓')
    .sort((a, b) => b.floor - a.floor || (a.houseNumber < b.houseNumber ? 1 : -1));
  let n = 0;
  for (const lease of candidates) {
    if (n === DAYS_BACK.length) break;
    const stage = await nextStage(ctx, lease.id);
    if (!stage || stage.due <= addDays(today, KEEP_DUE_DAYS)) continue;
    const day = addDays(today, -DAYS_BACK[n]!);
    // Daytime on past days; today, a little before now (never after it).
    const at =
      day === today
        ? Math.max(shanghaiMidnight(today), ctx.now - (40 - n) * 60_000)
        : shanghaiMidnight(day) + (9 + ((n * 5) % 11)) * HOUR + n * 7 * 60_000;
    const operatorId = operators[n % operators.length]!;
    const driver = (t: number): DriverContext => ({ db, now: () => t, baseUrl: 'http://localhost:4173' });
    const qr = await leaseBillsTrade(
      driver(at),
      { orgId, id: operatorId },
      { id: lease.id, apartmentId: lease.apartmentId, roomId: lease.roomId, houseText: leaseHouseText(lease) },
      stage.ids,
      n % 3 === 2 ? 2 : 1,
    );
    await sandboxPay(db, qr.tradeNo, Math.min(at + 60_000, ctx.now));
    const [po] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, qr.orderNo)).limit(1);
    await settleTrade(driver(Math.min(at + 2 * 60_000, ctx.now)), operatorId, po!);
    n++;
  }
}

/** The valid unpaid bills of the lease's earliest unpaid stage and its due date, or null when all are paid. */
async function nextStage(ctx: DemoContext, leaseId: string) {
  const rows = await ctx.db
    .select({ id: bills.id, stage: bills.stage, due: bills.receivableDate })
    .from(bills)
    .where(
      and(eq(bills.leaseId, leaseId), eq(bills.validStatus, BILL_VALID.valid), eq(bills.payStatus, BILL_PAY.unpaid)),
    )
    .orderBy(asc(bills.receivableDate), asc(bills.stage), desc(bills.id));
  const first = rows[0];
  if (!first) return null;
  const ids = rows.filter((b) => b.stage === first.stage).map((b) => b.id);
  return { ids, due: first.due };
}
