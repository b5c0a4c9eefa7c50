import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { notFound } from '../http/errors';
import { roomScope, visibleApartmentIds } from '../houses/scope';
import { OPEN_REPAIR_STATUSES, REPAIR_MSG } from '../../sync/rules/repairs/repair-status';
import { repairs } from './schema';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/**
 * The repairs a user sees: their organisation's, of the apartments visible to them; the unfinished ones only (申请中,
 * 已受理) when `open`. The ONE rule of the dashboard's 报修 (counted by apartment in api/dashboard/todo-counts.ts) and
 * of the /repairs list it opens (?open=1), so the counter and its list are one number.
 */
export function repairsSeenBy(db: Pick<Reader, 'select'>, user: Who, open: boolean): SQL {
  return and(
    eq(repairs.orgId, user.orgId),
    inArray(repairs.apartmentId, visibleApartmentIds(db, user)),
    roomScope(db, user, repairs.roomId),
    open ? inArray(repairs.status, [...OPEN_REPAIR_STATUSES]) : undefined,
  )!;
}

/** A repair the user sees, else 404 REPAIR_MSG.notFound (another org's or apartment's reads as missing). */
export async function visibleRepair(db: Pick<Reader, 'select'>, user: Who, repairId: string) {
  const [r] = await db
    .select()
    .from(repairs)
    .where(and(eq(repairs.id, repairId), repairsSeenBy(db, user, false)))
    .limit(1);
  if (!r) throw notFound(REPAIR_MSG.notFound);
  return r;
}
