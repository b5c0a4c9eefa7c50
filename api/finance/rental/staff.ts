import { and, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { users } from '../../auth/schema';
import { userProjects } from '../../admin/schema';
import { leaseCheckouts, leases } from '../../leases/schema';
import { pageOf } from '../../http/reply';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { percent } from '../../../sync/rules/board/board-page';
import { average, periodOf, signingKind, termMonths, type TimeType } from '../../../sync/rules/finance/rental-periods';
import type { StaffQuery, StaffRow } from '../../../sync/contract/finance/rental';
import { branchRooms, rentalBranches } from './scope';

/**
 * 员工业绩 (/zulintongji): per staff member over the period (昨天 … 上月), of the rooms of the branch the user sees —
 * the leases they signed (creator; not deleted), of them renewals and room changes (sync/rules/finance/
 * rental-periods.ts signingKind: there is no renewal or room-change record, so they are told from the tenant's
 * earlier leases), the check-outs they made (lease_checkouts.operatorId), the average term and rent of their leases
 * and the share of renewals. The people: the branch's staff (every project's the user may choose, without a branch)
 * and whoever did something in it; most signings first, then by name; 10 a page.
 */
export async function rentalStaff(db: Reader, now: number, user: AuthUser, q: StaffQuery) {
  const period = periodOf(q.timeType as TimeType, shanghaiToday(now));
  const inBranch = branchRooms(db, user, leases.roomId, q.officeId);
  const live = and(eq(leases.orgId, user.orgId), isNull(leases.deletedAt), inBranch);
  const [signed, checkouts] = await Promise.all([
    db
      .select({
        creatorId: leases.creatorId,
        roomId: leases.roomId,
        phone: leases.phone,
        signedAt: leases.signedAt,
        startDate: leases.startDate,
        endDate: leases.endDate,
        rentCost: leases.rentCost,
      })
      .from(leases)
      .where(
        and(
          live,
          gte(leases.signedAt, shanghaiMidnight(period.startTime)),
          lt(leases.signedAt, shanghaiMidnight(addDays(period.endTime, 1))),
        ),
      ),
    db
      .select({ operatorId: leaseCheckouts.operatorId })
      .from(leaseCheckouts)
      .innerJoin(leases, eq(leases.id, leaseCheckouts.leaseId))
      .where(
        and(live, gte(leaseCheckouts.checkOutDate, period.startTime), lte(leaseCheckouts.checkOutDate, period.endTime)),
      ),
  ]);
  const phones = [...new Set(signed.map((l) => l.phone))];
  const earlier = phones.length
    ? await db
        .select({ roomId: leases.roomId, phone: leases.phone, signedAt: leases.signedAt })
        .from(leases)
        .where(and(eq(leases.orgId, user.orgId), isNull(leases.deletedAt), inArray(leases.phone, phones)))
    : [];
  const people = await staffOf(db, user, q.officeId, [
    ...signed.map((l) => l.creatorId),
    ...checkouts.map((c) => c.operatorId),
  ]);
  const rows: StaffRow[] = people.map((p) => {
    const mine = signed.filter((l) => l.creatorId === p.id);
    const kinds = mine.map((l) => signingKind(l, earlier));
    const relet = kinds.filter((k) => k === 'relet').length;
    return {
      userId: p.id,
      name: p.name,
      registerNum: mine.length,
      relet,
      changRoomNum: kinds.filter((k) => k === 'change').length,
      checkoutNum: checkouts.filter((c) => c.operatorId === p.id).length,
      avgTenancy: average(mine.map((l) => termMonths(l.startDate, l.endDate))),
      avgRent: Math.round(average(mine.map((l) => l.rentCost))),
      avgRelet: percent(relet, mine.length),
    };
  });
  rows.sort((a, b) => b.registerNum - a.registerNum || b.checkoutNum - a.checkoutNum || a.name.localeCompare(b.name));
  const start = (q.current - 1) * q.size;
  return { ...pageOf(rows.slice(start, start + q.size), rows.length, q.current, q.size), ...period };
}

/** The staff of the branch (of every branch the user may choose, without one) and the users who acted in it. */
async function staffOf(db: Reader, user: AuthUser, officeId: string | undefined, acted: string[]) {
  const branches = officeId ? [officeId] : (await rentalBranches(db, user)).map((b) => b.officeId);
  const members = branches.length
    ? (
        await db.select({ id: userProjects.userId }).from(userProjects).where(inArray(userProjects.officeId, branches))
      ).map((r) => r.id)
    : [];
  const ids = [...new Set([...members, ...acted])];
  if (!ids.length) return [];
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.orgId, user.orgId), isNull(users.deletedAt), inArray(users.id, ids)));
}
