import { and, gte, isNull, lt, lte, ne, eq } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { leaseCheckouts, leases } from '../../leases/schema';
import { addDays, shanghaiMidnight, shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { LEASE_STATUS } from '../../../sync/rules/leases/lease-status';
import { average, cardDays } from '../../../sync/rules/finance/rental-periods';
import type { DaysQuery, RentalDay } from '../../../sync/contract/finance/rental';
import { branchRooms } from './scope';

/**
 * 租赁数据 (/zulintongji): one card per day for the last `daysBefore` days (today the last), of the rooms of the branch
 * the user sees: the leases signed that day (by signedAt, Shanghai day; not deleted) with their average monthly rent
 * and payment cycle, the leases in effect or checked out whose term ends that day, and the check-outs of that day.
 */
export async function rentalDays(db: Reader, now: number, user: AuthUser, q: DaysQuery): Promise<RentalDay[]> {
  const days = cardDays(shanghaiToday(now), q.daysBefore);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const inBranch = branchRooms(db, user, leases.roomId, q.officeId);
  const live = and(eq(leases.orgId, user.orgId), isNull(leases.deletedAt), inBranch);
  const [signed, ending, checkouts] = await Promise.all([
    db
      .select({ signedAt: leases.signedAt, rentCost: leases.rentCost, payment: leases.payment })
      .from(leases)
      .where(
        and(live, gte(leases.signedAt, shanghaiMidnight(from)), lt(leases.signedAt, shanghaiMidnight(addDays(to, 1)))),
      ),
    db
      .select({ endDate: leases.endDate })
      .from(leases)
      .where(and(live, ne(leases.status, LEASE_STATUS.toConfirm), gte(leases.endDate, from), lte(leases.endDate, to))),
    db
      .select({ checkOutDate: leaseCheckouts.checkOutDate })
      .from(leaseCheckouts)
      .innerJoin(leases, eq(leases.id, leaseCheckouts.leaseId))
      .where(and(live, gte(leaseCheckouts.checkOutDate, from), lte(leaseCheckouts.checkOutDate, to))),
  ]);
  return days.map((day) => {
    const s = signed.filter((l) => shanghaiToday(l.signedAt) === day);
    return {
      dateTime: day,
      avgMonthRent: Math.round(average(s.map((l) => l.rentCost))),
      avgRentCycle: average(s.map((l) => l.payment)),
      contractExpireNum: ending.filter((l) => l.endDate === day).length,
      checkOutNum: checkouts.filter((c) => c.checkOutDate === day).length,
      signNum: s.length,
    };
  });
}
