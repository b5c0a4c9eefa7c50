import { and, count, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { pageOf } from '../http/reply';
import { users } from '../auth/schema';
import { apartments, floors, rooms } from '../houses/schema';
import { moneyScope } from '../finance/sums/scope';
import { leases } from '../leases/schema';
import { visibleLease, leaseHouseText } from '../leases/access';
import { roomLocation } from '../../sync/rules/board/room-location';
import type { OrgBookkeepingEntry, OrgEntriesQuery } from '../../sync/contract/bookkeeping/bookkeeping';
import { bookkeepingEntries as e } from './schema';
import { entryFields } from './entry-fields';

/** /tallyConfig: the bookkeeping entries by the §2 filters, newest payment date first, 10 a page. */
export async function listOrgBookkeeping(db: Reader, user: AuthUser, f: OrgEntriesQuery) {
  if (f.leaseId) await visibleLease(db, user, f.leaseId, { includeDeleted: true });
  const where = and(
    eq(e.orgId, user.orgId),
    isNull(e.deletedAt),
    // The money scope of the ledger (a staff member: rooms they see, their apartments' own entries, never the org's).
    moneyScope(db, user, e.roomId, e.apartmentId),
    f.tallyType === undefined ? undefined : eq(e.tallyType, f.tallyType),
    f.paymentWay === undefined ? undefined : eq(e.paymentWay, f.paymentWay),
    f.apartmentId ? eq(e.apartmentId, f.apartmentId) : undefined,
    f.leaseId ? eq(e.leaseId, f.leaseId) : undefined,
    f.startTime ? gte(e.paymentDate, f.startTime) : undefined,
    f.endTime ? lte(e.paymentDate, f.endTime) : undefined,
  );
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(e).where(where),
    db
      .select({
        entry: e,
        operatorName: users.name,
        floor: floors.floor,
        houseNumber: rooms.houseNumber,
        apartmentName: apartments.name,
        tenant: leases.tenant,
      })
      .from(e)
      .leftJoin(users, eq(users.id, e.operatorId))
      .leftJoin(rooms, eq(rooms.id, e.roomId))
      .leftJoin(floors, eq(floors.id, rooms.floorId))
      .leftJoin(apartments, eq(apartments.id, e.apartmentId))
      .leftJoin(leases, eq(leases.id, e.leaseId))
      .where(where)
      .orderBy(desc(e.paymentDate), desc(e.createdAt), desc(e.id))
      .limit(f.size)
      .offset((f.current - 1) * f.size),
  ]);
  const records = rows.map(
    ({ entry, operatorName, floor, houseNumber, apartmentName, tenant }): OrgBookkeepingEntry => ({
      id: entry.id,
      leaseId: entry.leaseId,
      houseId: entry.roomId,
      apartmentId: entry.apartmentId,
      owner:
        apartmentName && houseNumber !== null && floor !== null
          ? roomLocation(apartmentName, floor, houseNumber)
          : (apartmentName ?? '公司'),
      tenant: tenant ?? '',
      ...entryFields(entry, operatorName),
    }),
  );
  return pageOf(records, Number(n), f.current, f.size);
}

/** The lease named above /tallyConfig?leaseId (404 when the user may not see it). */
export async function entriesLease(db: Reader, user: AuthUser, leaseId: string) {
  const lease = await visibleLease(db, user, leaseId, { includeDeleted: true });
  return { leaseId: lease.id, house: leaseHouseText(lease), tenant: lease.tenant };
}
