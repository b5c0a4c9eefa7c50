import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { leases } from '../leases/schema';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import type { RoomFacts } from '../../sync/rules/board/room-facts';
import { LEASE_STATUS } from '../../sync/rules/leases/lease-status';

const hasOpenLease = (f: RoomFacts) =>
  f.leases.some((l) => l.status === LEASE_STATUS.toConfirm || l.status === LEASE_STATUS.signed);

/**
 * The room's vacancy date (rooms.vacant_since) when its lease facts change (api/leases/room-facts.ts): the room becomes
 * vacant when its last lease in effect or to be confirmed goes — checked out (vacant from the check-out date, never
 * later than today) or deleted (from today). Anything else leaves the date alone ({}).
 */
export async function vacancyOnFactsChange(
  db: Reader,
  now: number,
  orgId: string,
  roomId: string,
  before: RoomFacts,
  after: RoomFacts,
): Promise<{ vacantSince?: string }> {
  if (!hasOpenLease(before) || hasOpenLease(after)) return {};
  const today = shanghaiToday(now);
  const [out] = await db
    .select({ date: leases.checkOutDate })
    .from(leases)
    .where(
      and(
        eq(leases.orgId, orgId),
        eq(leases.roomId, roomId),
        eq(leases.status, LEASE_STATUS.checkedOut),
        isNull(leases.deletedAt),
      ),
    )
    // the latest check-out (a row without its instant last on both engines, as SQLite orders NULLs)
    .orderBy(desc(sql`coalesce(${leases.checkOutAt}, 0)`))
    .limit(1);
  const date = out?.date && out.date < today ? out.date : today;
  return { vacantSince: date };
}

/** The vacancy date when the rent flag is switched by hand: set 未出租 from 已出租 = vacant from today. */
export function vacancyOnRentFlag(now: number, wasRent: number, isRent: number): { vacantSince?: string } {
  return wasRent === 1 && isRent === 0 ? { vacantSince: shanghaiToday(now) } : {};
}
