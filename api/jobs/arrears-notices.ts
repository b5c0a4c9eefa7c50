import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { chunks } from '../db/chunks';
import type { Tx } from '../db/store';
import type { Deps } from '../deps';
import { apartments, floors, rooms } from '../houses/schema';
import { withRoomPlace } from '../houses/scope';
import { bills, leases } from '../leases/schema';
import { leaseHouseText } from '../leases/access';
import { MSG_TYPE, postMessages, type NewMessage } from '../messages/post';
import { daysBetween, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { formatFen } from '../../sync/rules/common/money';
import { apartmentManagers } from './apartment-managers';
import { staffNotices, type Notice, type NoticeResult } from './push-notices';
import { notifyStaff, type StaffNotice } from '../notify';
import { remindTenantsOfArrears } from '../notify/tenant-arrears';
import { BILL_PAY, BILL_VALID } from '../../sync/rules/bills/bill-status';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';
import { nextTurn } from '../db/turn';

export const ARREARS_TITLE = '租客欠费提醒';

/**
 * A live lease's unpaid valid bills that are overdue on `today`: the lease is in effect or to be confirmed, not
 * deleted. With an earlier date D, the bills overdue by more than daysBetween(D, today) days (the lock freeze).
 * A query of bills joined with leases, rooms and apartments.
 */
export const overdueOf = (today: string) =>
  and(
    eq(bills.payStatus, BILL_PAY.unpaid),
    eq(bills.validStatus, BILL_VALID.valid),
    lt(bills.receivableDate, today),
    inArray(leases.status, [LEASE_STATUS.toConfirm, LEASE_STATUS.signed]),
    isNull(leases.deletedAt),
    isNull(rooms.deletedAt),
    isNull(apartments.deletedAt),
  );

/**
 * The hourly arrears job (issue 6 §6). Every unpaid valid bill of a live lease whose receivable date is before today
 * (Asia/Shanghai) and that nobody was told about yet (bills.arrearsNotifiedAt null) is announced once: ONE message per
 * lease (its newly overdue bills grouped) to each manager of the apartment (apartmentManagers), msgType 0 finance,
 * '租客欠费提醒', '东湖公寓 3层 301 刘晓东 欠费 ¥1,234.00，已逾期 N 天（最早应收 2026-11-01）' where the amount is
 * everything the lease has overdue now (notified before or not) and the days count from its earliest overdue bill, as
 * the board's 欠费 badge does. The bills are stamped in the same unit of work as the messages, so the job is
 * idempotent; a bill falling due later is announced on its own day. One unit per organisation with such bills. Pushes
 * go out after the commits and never undo the messages. Then the tenants are reminded (api/notify/tenant-arrears.ts).
 *
 * The promise settles when the database work is done and the pushes have been attempted.
 */
export async function notifyArrears(deps: Deps): Promise<NoticeResult> {
  const now = deps.now();
  const today = shanghaiToday(now);
  const orgs = await deps.db
    .selectDistinct({ orgId: bills.orgId })
    .from(bills)
    .innerJoin(leases, eq(leases.id, bills.leaseId))
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .innerJoin(apartments, eq(apartments.id, leases.apartmentId))
    .where(and(overdueOf(today), isNull(bills.arrearsNotifiedAt)))
    .orderBy(bills.orgId);
  const notices: StaffNotice[] = [];
  for (const { orgId } of orgs) {
    await nextTurn(); // requests waiting on the event loop go first (SQLite: a unit holds it while it runs)
    notices.push(
      ...staffNotices(orgId, 'arrears', await deps.db.write(orgId, (tx) => notifyArrearsOf(tx, now, today, orgId))),
    );
  }
  const pushes = await notifyStaff(deps, notices);
  // The tenants too (issue 19.5): their page's 消息 and push, once per overdue bill and day.
  const tenants = await remindTenantsOfArrears(deps);
  if (tenants.messages) deps.log(`arrears reminders to tenants: ${tenants.messages} (pushes ${tenants.pushes})`);
  return { messages: notices.length, pushes };
}

/** The arrears messages of one organisation, in its unit of work; the notices to push after the commit. */
async function notifyArrearsOf(tx: Tx, now: number, today: string, orgId: string): Promise<Notice[]> {
  const fresh = await tx
    .select({ billId: bills.id, leaseId: leases.id })
    .from(bills)
    .innerJoin(leases, eq(leases.id, bills.leaseId))
    .innerJoin(rooms, eq(rooms.id, leases.roomId))
    .innerJoin(apartments, eq(apartments.id, leases.apartmentId))
    .where(and(eq(bills.orgId, orgId), overdueOf(today), isNull(bills.arrearsNotifiedAt)));
  if (fresh.length === 0) return [];
  const leaseIds = [...new Set(fresh.map((b) => b.leaseId))].sort();
  const overdue = await withRoomPlace(
    tx
      .select({
        leaseId: leases.id,
        orgId: leases.orgId,
        apartmentId: leases.apartmentId,
        roomId: leases.roomId,
        tenant: leases.tenant,
        apartmentName: apartments.name,
        floor: floors.floor,
        houseNumber: rooms.houseNumber,
        amount: bills.accountReceivable,
        received: bills.amountReceived,
        receivableDate: bills.receivableDate,
      })
      .from(bills)
      .innerJoin(leases, eq(leases.id, bills.leaseId))
      .innerJoin(rooms, eq(rooms.id, leases.roomId))
      .$dynamic(),
  ).where(and(eq(bills.orgId, orgId), overdueOf(today), inArray(leases.id, leaseIds)));
  const managersOf = new Map<string, string[]>();
  const rows: NewMessage[] = [];
  const out: Notice[] = [];
  for (const leaseId of leaseIds) {
    const lines = overdue.filter((b) => b.leaseId === leaseId);
    const l = lines[0];
    const total = lines.reduce((s, b) => s + b.amount - b.received, 0);
    const earliest = lines.map((b) => b.receivableDate).sort()[0];
    const content = `${leaseHouseText(l)} ${l.tenant} 欠费 ${formatFen(total)}，已逾期 ${daysBetween(earliest, today)} 天（最早应收 ${earliest}）`;
    const key = `${l.orgId}:${l.roomId}`;
    if (!managersOf.has(key))
      managersOf.set(key, await apartmentManagers(tx, l.orgId, l.apartmentId, undefined, l.roomId));
    for (const userId of managersOf.get(key)!) {
      rows.push({
        orgId: l.orgId,
        userId,
        msgType: MSG_TYPE.finance,
        title: ARREARS_TITLE,
        content,
        url: `/accountDetail?leaseId=${leaseId}`,
      });
      out.push({
        userId,
        push: {
          title: ARREARS_TITLE,
          body: content,
          url: `/accountDetail?leaseId=${leaseId}`,
          tag: `arrears-${leaseId}`,
        },
      });
    }
  }
  await postMessages(tx, now, rows);
  for (const part of chunks(fresh.map((b) => b.billId)))
    await tx.update(bills).set({ arrearsNotifiedAt: now }).where(inArray(bills.id, part));
  return out;
}
