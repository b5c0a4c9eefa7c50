import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { containsPattern, dialect } from '../db/dialect';
import type { Column } from '../db/kit';
import type { AuthUser } from '../http/env';
import { apartments, floors, rooms } from '../houses/schema';
import { roomScope, visibleApartmentIds, withRoomPlace } from '../houses/scope';
import { users } from '../auth/schema';
import { addDays } from '../../sync/rules/common/shanghai-time';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { roomLocation } from '../../sync/rules/board/room-location';
import {
  CONTRACT_TYPE_TEXT,
  leaseActions,
  leaseStatusText,
  NEAR_END_DAYS,
  nextRentDate,
  overdueDays,
  type LeaseTab,
  LEASE_STATUS,
} from '../../sync/rules/leases/lease-status';
import type { LeasePage, LeaseRow } from '../../sync/contract/leases/lease-list-shape';
import type { LeaseListQuery } from '../../sync/contract/leases/lease-inputs';
import { bills, leases } from './schema';

const like = (col: Column, s: string) => dialect.like(col, containsPattern(s));

/** The tab's condition in SQL on `today` (the same rule as sync/lease-status.ts inLeaseTab; tab 2 within `within` days). */
export function tabCondition(tab: LeaseTab, today: string, within: number = NEAR_END_DAYS): SQL | undefined {
  if (tab === 0) return undefined;
  if (tab === 1) return eq(leases.status, LEASE_STATUS.toConfirm);
  if (tab === 2)
    return and(
      eq(leases.status, LEASE_STATUS.signed),
      gte(leases.endDate, today),
      lte(leases.endDate, addDays(today, within)),
    );
  return and(eq(leases.status, LEASE_STATUS.signed), lt(leases.endDate, today));
}

const columns = {
  id: leases.id,
  leaseCode: leases.leaseCode,
  roomId: leases.roomId,
  apartmentId: leases.apartmentId,
  apartmentName: apartments.name,
  floor: floors.floor,
  houseNumber: rooms.houseNumber,
  area: rooms.area,
  tenant: leases.tenant,
  phone: leases.phone,
  startDate: leases.startDate,
  endDate: leases.endDate,
  rentCost: leases.rentCost,
  contractType: leases.contractType,
  status: leases.status,
  settled: leases.settled,
  creatorName: users.name,
  createdAt: leases.createdAt,
  deletedAt: leases.deletedAt,
};

/** The leases of the visible apartments, newest first, filtered, by tab and paged, with the count of each tab. */
export async function listLeases(db: Reader, now: number, user: AuthUser, f: LeaseListQuery): Promise<LeasePage> {
  const today = shanghaiToday(now);
  const from = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as any)
      .from(leases)
      .innerJoin(rooms, eq(rooms.id, leases.roomId))
      .$dynamic();
  const joined = <T extends Record<string, unknown>>(fields: T) =>
    withRoomPlace(from(fields)).leftJoin(users, eq(users.id, leases.creatorId));
  // Visibility by the lease's apartment (a lease is signed on a room of its apartment and rooms never move), so the
  // counts and the page below read the lease index alone when no filter needs the room, the apartment or the creator.
  // Deleted leases stay listed under the deleted-records view even when their apartment was deleted since.
  const conds: (SQL | undefined)[] = [
    eq(leases.orgId, user.orgId),
    inArray(leases.apartmentId, visibleApartmentIds(db, user, { includeDeleted: f.deleted === 1 })),
    roomScope(db, user, leases.roomId, { includeDeleted: f.deleted === 1 }),
    f.deleted === 1 ? isNotNull(leases.deletedAt) : isNull(leases.deletedAt),
  ];
  if (f.tenant) conds.push(like(leases.tenant, f.tenant));
  if (f.phone) conds.push(like(leases.phone, f.phone));
  if (f.status !== undefined) conds.push(eq(leases.status, f.status));
  if (f.houseId) conds.push(eq(leases.roomId, f.houseId));
  if (f.leaseId) conds.push(eq(leases.id, f.leaseId));
  if (f.apartmentId) conds.push(eq(leases.apartmentId, f.apartmentId));
  // Filters on the joined place and creator.
  const joinedConds: SQL[] = [];
  if (f.houseName) joinedConds.push(like(apartments.name, f.houseName));
  if (f.houseNumber) joinedConds.push(like(rooms.houseNumber, f.houseNumber));
  if (f.creatorName) joinedConds.push(like(users.name, f.creatorName));
  const base = and(...conds, ...joinedConds);
  // The leases the filters choose from: the place and creator joins find exactly one row each (left join for the
  // creator), so they change no count and are made only when a filter is on them.
  const chosen = <T extends Record<string, unknown>>(fields: T) =>
    joinedConds.length > 0
      ? joined(fields)
      : db
          .select(fields as any)
          .from(leases)
          .$dynamic();

  const when = (c: SQL | undefined) => sql<number>`coalesce(sum(case when ${c ?? sql`1 = 1`} then 1 else 0 end), 0)`;
  const [counts] = (await chosen({
    t0: count(),
    t1: when(tabCondition(1, today)),
    t2: when(tabCondition(2, today, f.within)),
    t3: when(tabCondition(3, today)),
  }).where(base)) as unknown as { t0: number; t1: number; t2: number; t3: number }[];
  const tabCounts = {
    0: Number(counts.t0),
    1: Number(counts.t1),
    2: Number(counts.t2),
    3: Number(counts.t3),
  } as Record<LeaseTab, number>;

  const tab = (f.tab ?? 0) as LeaseTab;
  const total = tabCounts[tab];
  const newestFirst = [desc(leases.createdAt), desc(leases.id)] as const;
  // The page is chosen first (from the lease index, newest first, when no filter needs a join) and only its rows are
  // joined: a deep page does not join every lease before it.
  const pageIds = chosen({ id: leases.id })
    .where(and(base, tabCondition(tab, today, f.within)))
    .orderBy(...newestFirst)
    .limit(f.size)
    .offset((f.current - 1) * f.size);
  const rows = (await joined(columns)
    .where(inArray(leases.id, pageIds))
    .orderBy(...newestFirst)) as unknown as RowOf[];

  const ids = rows.map((r) => r.id);
  const billRows = ids.length
    ? await db
        .select({
          leaseId: bills.leaseId,
          billsType: bills.billsType,
          payStatus: bills.payStatus,
          validStatus: bills.validStatus,
          receivableDate: bills.receivableDate,
        })
        .from(bills)
        .where(and(eq(bills.orgId, user.orgId), inArray(bills.leaseId, ids)))
    : [];
  const records = rows.map((r) =>
    toRow(
      r,
      billRows.filter((b) => b.leaseId === r.id),
      today,
    ),
  );
  return { records, total, current: f.current, size: f.size, pages: Math.max(1, Math.ceil(total / f.size)), tabCounts };
}

type RowOf = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | (K extends 'creatorName' ? null : never);
};
type BillFacts = { billsType: number; payStatus: number; validStatus: number; receivableDate: string };

function toRow(r: RowOf, leaseBills: BillFacts[], today: string): LeaseRow {
  const running = r.status === LEASE_STATUS.toConfirm || r.status === LEASE_STATUS.signed;
  const deleted = r.deletedAt !== null;
  const late = running ? Math.max(0, ...leaseBills.map((b) => overdueDays(b, today))) : 0;
  return {
    leaseId: r.id,
    leaseCode: r.leaseCode,
    houseId: r.roomId,
    apartmentId: r.apartmentId,
    apartmentName: r.apartmentName,
    floor: r.floor,
    houseNumber: r.houseNumber,
    houseName: roomLocation(r.apartmentName, r.floor, r.houseNumber),
    area: r.area,
    tenant: r.tenant,
    phone: r.phone,
    startDate: r.startDate,
    endDate: r.endDate,
    rentCost: r.rentCost,
    nextDate: running ? nextRentDate(leaseBills) : '-',
    contractType: r.contractType,
    contractTypeText: CONTRACT_TYPE_TEXT(r.contractType),
    status: r.status,
    settled: r.settled === 1,
    statusText: leaseStatusText(r),
    creatorName: r.creatorName ?? '',
    createdAt: r.createdAt,
    deleted,
    overdueDays: late,
    actions: leaseActions(r, deleted),
  };
}
