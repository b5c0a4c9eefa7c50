import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Reader } from '../db/store';
import type { AuthUser } from '../http/env';
import { rooms } from '../houses/schema';
import { bills, leases } from '../leases/schema';
import type { TodoWindows } from '../../sync/contract/dashboard/dashboard';
import type { TodoList } from '../../sync/rules/dashboard/todo-lists';
import {
  billsToCollect,
  inApartments,
  listCondition,
  visibleLeases,
  visibleRooms,
  type ByApartment,
} from './todo-rooms';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/**
 * The counters read from the same rows, each family counted in one pass over its rows (one statement) instead of one
 * statement a counter: after a change in an apartment of 1,000 rooms, its rooms, its leases and their bills were each
 * gone through by three or four statements (on PostgreSQL 14 statements took 14–20 ms of the server's time).
 *  - rooms: the live rooms the user sees (the size of an apartment's recount, not a counter), 待登记, 待补照片, 异常房间;
 *  - leases: 待退房 (a room list) and 待确认租约 (the lease list's tab 1);
 *  - bills: 逾期房租, 水电欠费, 待收账单, each with what its bills still owe.
 */
export const FAMILIES = {
  rooms: ['liveRooms', 'register', 'picture', 'abnormal'],
  leases: ['checkOut', 'checkCount'],
  bills: ['overdueRent', 'utility', 'due'],
} as const;
export type Family = keyof typeof FAMILIES;
export type Member = (typeof FAMILIES)[Family][number];

/** One counter of a family: the condition of its rows (none: every row of the family), how they are counted. */
interface Counter {
  where?: SQL;
  count: 'rows' | 'rooms';
}

/**
 * A family's rows (`common`: what every counter's rows meet, and where they are found from) and its counters, each
 * with the very condition of its list (listCondition; 待确认租约 the lease list's, visibleLeases) and how its list counts
 * them (a room list each room once; the bill and lease lists may reach a room through several rows).
 */
function familyOf(db: Reader, user: User, family: Family, w: TodoWindows) {
  const list = (name: TodoList) => listCondition(db, user, name, w);
  if (family === 'rooms') {
    const counters: Record<(typeof FAMILIES)['rooms'][number], Counter> = {
      liveRooms: { count: 'rows' },
      register: { where: list('register'), count: 'rows' },
      picture: { where: list('picture'), count: 'rows' },
      abnormal: { where: list('abnormal'), count: 'rows' },
    };
    return { common: visibleRooms(db, user), counters };
  }
  if (family === 'leases') {
    const counters: Record<(typeof FAMILIES)['leases'][number], Counter> = {
      checkOut: { where: list('checkOut'), count: 'rooms' },
      checkCount: { where: visibleLeases(db, user, [0]), count: 'rows' },
    };
    return { common: visibleLeases(db, user, [0, 1]), counters };
  }
  const counters: Record<(typeof FAMILIES)['bills'][number], Counter> = {
    overdueRent: { where: list('overdueRent'), count: 'rooms' },
    utility: { where: list('utility'), count: 'rooms' },
    due: { where: list('due'), count: 'rooms' },
  };
  // The overdue window ends the day before the due window starts: together one range of receivable dates.
  return { common: billsToCollect(db, user, null, w.overdueFrom, w.dueTo), counters };
}

/**
 * The select by apartment (of the apartments `within` only, when given) of the counters `names` of a family: one
 * column each (and for the bills what they still owe), counting the family's rows that meet that counter's condition,
 * so that each column is what the counter's own statement counts. Several: the rows gone through are those that meet
 * any of them, found by what they all meet (common, said too so that the database may use its indexes); one: its own
 * statement.
 */
export function familyCountQuery(
  db: Reader,
  user: User,
  family: Family,
  w: TodoWindows,
  within?: readonly string[],
  names: readonly Member[] = FAMILIES[family],
) {
  const { common, counters } = familyOf(db, user, family, w);
  const picked = names.map((name) => [name, (counters as Record<string, Counter>)[name]!] as const);
  const alone = picked.length === 1;
  const fields: Record<string, SQL | typeof rooms.apartmentId> = { apt: rooms.apartmentId };
  for (const [name, c] of picked) {
    const filter = c.where && !alone ? sql` filter (where ${c.where})` : sql``;
    fields[name] =
      c.count === 'rows' ? sql<number>`count(*)${filter}` : sql<number>`count(distinct ${rooms.id})${filter}`;
    if (family === 'bills')
      fields[`${name} owed`] =
        sql<number>`coalesce(sum(${bills.accountReceivable} - ${bills.amountReceived})${filter}, 0)`;
  }
  const wheres = picked.map(([, c]) => c.where);
  const rowsOf = wheres.some((x) => !x) ? common : alone ? wheres[0] : and(common, or(...wheres));
  const where = and(rowsOf, within && inFamily(db, family, names, within));
  const pick = db.select(fields);
  const query =
    family === 'rooms'
      ? pick.from(rooms).where(where)
      : family === 'leases'
        ? pick.from(leases).innerJoin(rooms, eq(rooms.id, leases.roomId)).where(where)
        : pick
            .from(bills)
            .innerJoin(leases, eq(leases.id, bills.leaseId))
            .innerJoin(rooms, eq(rooms.id, leases.roomId))
            .where(where);
  return { fields, query: query.groupBy(rooms.apartmentId) };
}

/** A family's rows in the apartments `within` only, said so that the database finds them from those apartments. */
function inFamily(db: Reader, family: Family, names: readonly Member[], within: readonly string[]) {
  if (family === 'rooms') return inApartments(db, 'register', within);
  if (family === 'bills') return inApartments(db, 'due', within);
  // 待确认租约 alone from the apartments' rooms (joined); 待退房 from their leases (inApartments).
  return names.length === 1 && names[0] === 'checkCount'
    ? inArray(rooms.apartmentId, [...within])
    : inApartments(db, 'checkOut', within);
}

/** A family's rows as each counter's figures by apartment (an apartment with none is absent, as in its own count). */
export function familyFigures(
  rows: Record<string, unknown>[],
  names: readonly Member[],
): Partial<Record<Member, ByApartment>> {
  const figures: Partial<Record<Member, ByApartment>> = {};
  for (const name of names) {
    const byApt: ByApartment = new Map();
    for (const r of rows) {
      const n = Number(r[name]);
      if (n > 0) byApt.set(String(r.apt), { n, owed: Number(r[`${name} owed`] ?? 0) });
    }
    figures[name] = byApt;
  }
  return figures;
}
