import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { chunks } from '../db/chunks';
import type { Deps } from '../deps';
import { apartments, rooms } from '../houses/schema';
import { bills, leases } from '../leases/schema';
import { overdueOf } from '../jobs/arrears-notices';
import { tenantLinks } from '../tenant/schema';
import { nextTurn } from '../db/turn';
import { daysBetween, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { formatFen } from '../../sync/rules/common/money';
import { tenantMessages } from './schema';
import { notifyTenants, postTenantMessages, type TenantMessage } from './index';

export const ARREARS_REMINDER_TITLE = '账单逾期提醒';

/** The key that lets a bill be reminded at most once per Shanghai day. */
export const arrearsKey = (billId: string, today: string) => `arrears:${billId}:${today}`;

/**
 * Arrears reminders to tenants (issue 19.5): each overdue bill (the rule of overdueOf: unpaid, valid, due before today,
 * lease live) of a lease whose tenant link works gets a message in the tenant page's 消息 ('账单逾期提醒', what is
 * owed as ¥, the days overdue, a link to pay the bill) and a web push to the tenant's devices: at most once per bill
 * per day (Asia/Shanghai), by the message's unique key 'arrears:<bill>:<day>'. One unit per organisation; the pushes go
 * after the commits.
 */
export async function remindTenantsOfArrears(deps: Deps): Promise<{ messages: number; pushes: number }> {
  const now = deps.now();
  const today = shanghaiToday(now);
  const due = await deps.db
    .select({
      billId: bills.id,
      orgId: bills.orgId,
      leaseId: bills.leaseId,
      costName: bills.costName,
      owed: bills.accountReceivable,
      received: bills.amountReceived,
      receivableDate: bills.receivableDate,
    })
    .from(bills)
    .innerJoin(leases, eq(leases.id, bills.leaseId))
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .innerJoin(apartments, eq(apartments.id, leases.apartmentId))
    .innerJoin(
      tenantLinks,
      and(eq(tenantLinks.leaseId, leases.id), isNull(tenantLinks.revokedAt), gt(tenantLinks.expiresAt, now)),
    )
    .where(overdueOf(today))
    .orderBy(bills.orgId, bills.receivableDate, bills.id);
  const told = new Set<string>();
  for (const part of chunks(due.map((b) => arrearsKey(b.billId, today))))
    for (const r of await deps.db
      .select({ key: tenantMessages.dedupeKey })
      .from(tenantMessages)
      .where(inArray(tenantMessages.dedupeKey, part)))
      told.add(r.key!);
  const fresh = [...new Map(due.map((b) => [b.billId, b])).values()].filter(
    (b) => !told.has(arrearsKey(b.billId, today)),
  );
  const message = (b: (typeof fresh)[number]): TenantMessage & { tag: string } => ({
    orgId: b.orgId,
    leaseId: b.leaseId,
    kind: 'arrears',
    title: ARREARS_REMINDER_TITLE,
    content: `${b.costName}待缴 ${formatFen(b.owed - b.received)}，已逾期 ${daysBetween(b.receivableDate, today)} 天（应收日 ${b.receivableDate}），请尽快缴纳`,
    url: `/tenant?s=bills&id=${b.billId}`,
    dedupeKey: arrearsKey(b.billId, today),
    tag: `arrears-${b.billId}`,
  });
  let messages = 0;
  for (const orgId of [...new Set(fresh.map((b) => b.orgId))]) {
    await nextTurn(); // requests waiting on the event loop go first
    const rows = fresh.filter((b) => b.orgId === orgId).map(message);
    messages += await deps.db.write(orgId, (tx) => postTenantMessages(tx, now, rows));
  }
  const pushes = await notifyTenants(deps, fresh.map(message));
  return { messages, pushes };
}
