import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DemoContext } from './context';
import { demoBoss, seedLeases, signDemoLease } from '../leases/seed';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { addDays } from '../../sync/rules/common/shanghai-time';
import { seedCheckOuts } from '../checkout/seed';
import { seedAppointments } from '../appointments/seed';
import { appointments } from '../appointments/schema';
import { freezeDemoArrears, seedLockSettings } from '../hardware/locks/seed';
import { seedNotices } from '../notices/seed';
import { seedRepairs } from '../repairs/seed';
import { seedMerchants } from '../services/merchants/seed';
import { seedPosts } from '../services/posts/seed';
import { seedApplications } from '../services/applications/seed';
import { seedComplaints } from '../services/complaints/seed';
import { seedStaff } from '../admin/staff-seed';
import { seedOplog } from '../oplog/seed';
import { seedNotify } from '../notify/seed';
import { seedTenantLinks } from '../tenant/seed';
import { seedSettlements } from '../personal/seed';
import { seedFinanceHistory } from './finance-history';

/**
 * The running-lease part of the demo: leases on the rented rooms in every state with their bills, ledger and
 * residents; check-outs with and without settlement; viewing appointments, those of a room that was then let linked
 * to its lease (so /reservationList?leaseId shows them). Runs after the organisation's core unit committed: every
 * step writes in units of its own (ctx.db.write), as the screens would.
 */
export async function seedRunningLeases(ctx: DemoContext) {
  const { db } = ctx;
  // A year of money before today (past leases on rooms vacant today, bookkeeping): the finance screens' history.
  // First, before the lock settings: the past tenants got no lock passwords (their codes would show as today's).
  await seedFinanceHistory(ctx);
  await seedLockSettings(ctx);
  const made = await seedLeases(ctx);
  await seedCheckOuts(ctx);
  await db.write(ctx.orgId, (tx) => seedAppointments(tx, ctx.now, ctx.orgId));
  // The earliest viewing led to a lease: signed on paper, to be confirmed, starting in a few days.
  const [first] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.orgId, ctx.orgId), isNotNull(appointments.roomId), isNull(appointments.deletedAt)))
    .orderBy(asc(appointments.appointmentTime), asc(appointments.id))
    .limit(1);
  if (first) {
    const leaseId = await signDemoLease(
      ctx,
      await demoBoss(ctx),
      first.roomId!,
      93,
      addDays(shanghaiToday(ctx.now), 3),
      1,
      { tenant: first.linkman, phone: first.phone },
    );
    await db.write(ctx.orgId, (tx) => tx.update(appointments).set({ leaseId }).where(eq(appointments.id, first.id)));
  }
  await freezeDemoArrears(ctx);
  await seedNotices(ctx);
  await seedRepairs(ctx);
  await seedMerchants(ctx);
  await seedPosts(ctx);
  await seedApplications(ctx);
  await seedComplaints(ctx);
  await seedStaff(ctx);
  // A month of operation log by the accounts above, naming the leases' rooms and tenants.
  await seedOplog(ctx);
  await seedNotify(ctx);
  await seedTenantLinks(ctx, made);
  await seedSettlements(ctx);
  return made;
}
