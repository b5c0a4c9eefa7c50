import { hardwareAlarms } from '../hardware/alarms/schema';
import { and, eq, getTableName, gt, type Table } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { userProjects } from '../admin/schema';
import { appointments } from '../appointments/schema';
import { depositOrders } from '../deposits/schema';
import { apartments, rooms } from '../houses/schema';
import { bills, leases } from '../leases/schema';
import { owners } from '../owners/schema';
import { roomTemplates } from '../templates/schema';
import { pictures } from '../uploads/schema';
import { repairs } from '../repairs/schema';
import { onlineApplications } from '../services/applications/schema';

/** More apartments changed than this: the counters are computed whole (one statement each) instead. */
export const MAX_CHANGED_APARTMENTS = 20;

type Finder = (db: Pick<Reader, 'selectDistinct'>, orgId: string, since: number) => PromiseLike<{ apt: string }[]>;

/**
 * Every table the dashboard's counters read (api/dashboard/todo-counts.ts, todo-rooms.ts, houses/scope.ts), with how
 * to find the apartments whose rows a unit wrote after version `since`: by the rows' version for the versioned ones
 * (a room stays in its apartment, a lease on its room, a bill on its lease); null for tables whose rows carry no
 * version (pictures, owners, viewings, staff projects) or whose rows reach rooms of any apartment (templates): a write
 * to one of those may change any apartment's counters.
 */
export const COUNTER_TABLES = new Map<Table, Finder | null>([
  [
    rooms,
    (db, orgId, since) =>
      db
        .selectDistinct({ apt: rooms.apartmentId })
        .from(rooms)
        .where(and(eq(rooms.orgId, orgId), gt(rooms.version, since)))
        .limit(MAX_CHANGED_APARTMENTS + 1),
  ],
  [
    leases,
    (db, orgId, since) =>
      db
        .selectDistinct({ apt: rooms.apartmentId })
        .from(leases)
        .innerJoin(rooms, eq(rooms.id, leases.roomId))
        .where(and(eq(leases.orgId, orgId), gt(leases.version, since)))
        .limit(MAX_CHANGED_APARTMENTS + 1),
  ],
  [
    bills,
    (db, orgId, since) =>
      db
        .selectDistinct({ apt: rooms.apartmentId })
        .from(bills)
        .innerJoin(leases, eq(leases.id, bills.leaseId))
        .innerJoin(rooms, eq(rooms.id, leases.roomId))
        .where(and(eq(bills.orgId, orgId), gt(bills.version, since)))
        .limit(MAX_CHANGED_APARTMENTS + 1),
  ],
  [
    depositOrders,
    (db, orgId, since) =>
      db
        .selectDistinct({ apt: rooms.apartmentId })
        .from(depositOrders)
        .innerJoin(rooms, eq(rooms.id, depositOrders.roomId))
        .where(and(eq(depositOrders.orgId, orgId), gt(depositOrders.version, since)))
        .limit(MAX_CHANGED_APARTMENTS + 1),
  ],
  [
    apartments,
    (db, orgId, since) =>
      db
        .selectDistinct({ apt: apartments.id })
        .from(apartments)
        .where(and(eq(apartments.orgId, orgId), gt(apartments.version, since)))
        .limit(MAX_CHANGED_APARTMENTS + 1),
  ],
  [
    hardwareAlarms,
    (db, orgId, since) =>
      db
        .selectDistinct({ apt: hardwareAlarms.apartmentId })
        .from(hardwareAlarms)
        .where(and(eq(hardwareAlarms.orgId, orgId), gt(hardwareAlarms.version, since)))
        .limit(MAX_CHANGED_APARTMENTS + 1),
  ],
  [
    repairs,
    (db, orgId, since) =>
      db
        .selectDistinct({ apt: repairs.apartmentId })
        .from(repairs)
        .where(and(eq(repairs.orgId, orgId), gt(repairs.version, since)))
        .limit(MAX_CHANGED_APARTMENTS + 1),
  ],
  [
    onlineApplications,
    (db, orgId, since) =>
      db
        .selectDistinct({ apt: onlineApplications.apartmentId })
        .from(onlineApplications)
        .where(and(eq(onlineApplications.orgId, orgId), gt(onlineApplications.version, since)))
        .limit(MAX_CHANGED_APARTMENTS + 1),
  ],
  [roomTemplates, null],
  [pictures, null],
  [owners, null],
  [appointments, null],
  [userProjects, null],
]);

const byName = new Map([...COUNTER_TABLES].map(([t, find]) => [getTableName(t), find]));

/**
 * The apartments whose counters the units of `orgId` after version `since` may have changed, from the tables they
 * wrote (`written`: api/db/unit.ts writtenSince); null when that cannot be told (a table without a way to its
 * apartments, a log that no longer reaches back to `since`) or more than MAX_CHANGED_APARTMENTS changed.
 */
export async function changedApartments(
  db: Reader,
  orgId: string,
  since: number,
  written: Set<string> | null,
): Promise<Set<string> | null> {
  if (!written) return null;
  const finders: Finder[] = [];
  for (const name of written) {
    const find = byName.get(name);
    if (find === null) return null;
    if (find) finders.push(find);
  }
  const found = new Set((await Promise.all(finders.map((f) => f(db, orgId, since)))).flat().map((r) => r.apt));
  return found.size > MAX_CHANGED_APARTMENTS ? null : found;
}
