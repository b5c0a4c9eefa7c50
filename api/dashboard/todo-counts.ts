import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Reader } from '../db/store';
import { readKept, type AsideQuery, type PlanMode } from '../db/read-aside';
import { USER_TYPE } from '../../sync/product/accounts';
import type { AuthUser } from '../http/env';
import { rooms } from '../houses/schema';
import { roomScope, visibleApartmentIds } from '../houses/scope';
import { depositOrders } from '../deposits/schema';
import { appointments } from '../appointments/schema';
import { shanghaiMidnight } from '../../sync/rules/common/shanghai-time';
import { todoWindows } from './windows';
import type { TodoCounts, TodoWindows } from '../../sync/contract/dashboard/dashboard';
import { byApartment, visibleRooms, type ByApartment } from './todo-rooms';
import { FAMILIES, familyCountQuery, familyFigures, type Family, type Member } from './todo-families';
import { dialect } from '../db/dialect';
import { ORDER_SIGN } from '../../sync/rules/deposits/deposit-rules';
import { hardwareAlarms } from '../hardware/alarms/schema';
import { alarmsSeenBy } from '../hardware/alarms/list';
import { repairs } from '../repairs/schema';
import { repairsSeenBy } from '../repairs/scope';
import { onlineApplications } from '../services/applications/schema';
import { applicationsSeenBy } from '../services/applications/list';

type User = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** A YYYY-MM-DD date, checked before it is written into a statement's text. */
function isoDate(date: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`not a date: ${date}`);
  return date;
}

/** 定金待处理: open deposit orders of visible rooms: unpaid, or paid and awaiting signing (signStatus 0). */
function pendingDepositOrders(db: Reader, user: User, within?: readonly string[]) {
  const fields = { apt: rooms.apartmentId, n: count() };
  const query = db
    .select(fields)
    .from(depositOrders)
    .innerJoin(rooms, eq(rooms.id, depositOrders.roomId))
    .where(
      and(
        eq(depositOrders.orgId, user.orgId),
        eq(depositOrders.signStatus, ORDER_SIGN.unsigned),
        visibleRooms(db, user),
        within && inArray(rooms.apartmentId, [...within]),
      ),
    )
    .groupBy(rooms.apartmentId);
  return { fields, query };
}
/** 预约看房: viewing appointments still to come (from `from`: the start of today, Asia/Shanghai) of visible apartments. */
function pendingReservations(db: Reader, user: User, from: number, within?: readonly string[]) {
  const aptIds = visibleApartmentIds(db, user);
  const fields = { apt: appointments.apartmentId, n: count() };
  const query = db
    .select(fields)
    .from(appointments)
    .where(
      and(
        eq(appointments.orgId, user.orgId),
        isNull(appointments.deletedAt),
        inArray(appointments.apartmentId, aptIds),
        roomScope(db, user, appointments.roomId, { orNone: true }),
        gte(appointments.appointmentTime, from),
        within && inArray(appointments.apartmentId, [...within]),
      ),
    )
    .groupBy(appointments.apartmentId);
  return { fields, query };
}

/*
 * Counters whose rows arrive with later issues. Each returns 0 until its table exists; the issue that creates the
 * table replaces the body with the real query, scoped by visibleRooms/visibleApartments and the windows.
 */
/** 换房: room-change requests not yet handled. Table: lease changes (no room-change feature yet). */
const pendingRoomChanges = () => 0;

/**
 * 安全告警: the devices' open alarms (not handled) of the visible apartments, by the rule of the /intelligent list it
 * opens (api/hardware/alarms/list.ts alarmsSeenBy).
 */
function openAlarms(db: Reader, user: User, within?: readonly string[]) {
  const fields = { apt: hardwareAlarms.apartmentId, n: count() };
  const query = db
    .select(fields)
    .from(hardwareAlarms)
    .where(and(alarmsSeenBy(db, user, true), within && inArray(hardwareAlarms.apartmentId, [...within])))
    .groupBy(hardwareAlarms.apartmentId);
  return { fields, query };
}

/**
 * 报修: the unfinished repairs (申请中, 已受理) of the visible apartments, by the rule of the /repairs list it opens
 * (api/repairs/scope.ts repairsSeenBy, ?open=1).
 */
function openRepairs(db: Reader, user: User, within?: readonly string[]) {
  const fields = { apt: repairs.apartmentId, n: count() };
  const query = db
    .select(fields)
    .from(repairs)
    .where(and(repairsSeenBy(db, user, true), within && inArray(repairs.apartmentId, [...within])))
    .groupBy(repairs.apartmentId);
  return { fields, query };
}

/**
 * 在线申请: the applications still applying (申请中) of the visible apartments, by the rule of the /onlineAplly
 * applications it opens (api/services/applications/list.ts applicationsSeenBy, ?tab=applications&status=0).
 */
function pendingOnlineApplications(db: Reader, user: User, within?: readonly string[]) {
  const fields = { apt: onlineApplications.apartmentId, n: count() };
  const query = db
    .select(fields)
    .from(onlineApplications)
    .where(and(applicationsSeenBy(db, user, true), within && inArray(onlineApplications.apartmentId, [...within])))
    .groupBy(onlineApplications.apartmentId);
  return { fields, query };
}

/** The counters that have rows (the others are 0 until their tables exist), each by apartment. */
export type TodoParts = Record<(typeof PARTS)[number], ByApartment>;
const PARTS = [
  'picture',
  'register',
  'abnormal',
  'checkOut',
  'due',
  'checkCount',
  'rent',
  'advanceCount',
  'utility',
  'reservationCount',
  'security',
  'liveRooms',
  'repairs',
  'online',
] as const;

/**
 * The counters of the families (todo-families.ts), the longest first: of some apartments on PostgreSQL a statement a
 * family (each statement is a round trip and a plan); else a statement a counter (on SQLite they run side by side on
 * the worker threads, and smaller ones share the cores better: a family each took 11 ms after a change instead of 9;
 * for the whole organisation, the families took 60-90 ms on PostgreSQL instead of 37-51).
 */
const TOGETHER: Family[] = ['bills', 'rooms', 'leases'];
const APART: [Family, Member][] = [
  ['rooms', 'picture'],
  ['rooms', 'register'],
  ['rooms', 'abnormal'],
  ['leases', 'checkOut'],
  ['bills', 'due'],
  ['leases', 'checkCount'],
  ['bills', 'overdueRent'],
  ['bills', 'utility'],
  ['rooms', 'liveRooms'],
];

/**
 * The dashboard's counters by apartment, of every apartment the user sees or only of those `within`. Those that
 * open a room list on the board (逾期房租, 水电欠费, 待收账单, 待退房, 待登记, 待补照片, 异常房间) are the sizes of their
 * lists (todoRoomIds); 待确认租约, 定金订单 and 预约看房 count the rows of the lease list's tab 1, the open deposit
 * orders and the viewings from today that their screens open on. `here`: the apartments are few and small, read them
 * on SQLite on the request loop's connection (readKept).
 */
export async function todoParts(
  db: Reader,
  user: User,
  windows: TodoWindows,
  within?: readonly string[],
  here = false,
): Promise<TodoParts> {
  // Each select is built once per shape with placeholders where the values go (building one costs more than running
  // it on one apartment), then read with this user's, day's and apartments' values (api/db/read-aside.ts readKept).
  const p = (name: string) => sql.placeholder(name) as unknown as string;
  const staff = user.userType === USER_TYPE.staff;
  const who = { id: p('userId'), orgId: p('orgId'), userType: user.userType };
  // The day's dates are written in the text (a shape a day): with them PostgreSQL's kept plan knows how many bills
  // a window holds; as parameters it guessed few and went through every bill of the window for one apartment.
  const w = Object.fromEntries(
    Object.entries(windows).map(([k, date]) => [k, sql.raw(`'${isoDate(date)}'`)]),
  ) as unknown as TodoWindows;
  const only = within?.map((_, i) => p(`a${i}`));
  const values: Record<string, unknown> = { userId: user.id, orgId: user.orgId, from: shanghaiMidnight(windows.today) };
  within?.forEach((apt, i) => (values[`a${i}`] = apt));
  const shape = `${staff ? 'staff' : 'org'} ${within ? within.length : 'all'} ${windows.today}`;
  // The selects of some apartments are planned once for any values (the plan starts from the apartments' rooms, then
  // their leases and those leases' bills, right for the largest apartment too). Those of every apartment may keep a
  // plan, but the bill lists: a kept plan for any values started from the bills of the window even for one
  // apartment's few leases.
  const read = (
    name: string,
    build: () => { fields: Record<string, unknown>; query: AsideQuery },
    plan: PlanMode = within ? 'generic' : 'kept',
  ) => readKept(db, `todo ${name} ${shape}`, build, values, { plan, here });
  const family = (name: Family, names: readonly Member[]) =>
    read(
      `family ${name} ${names.join(',')}`,
      () => familyCountQuery(db, who, name, w, only, names),
      within ? 'generic' : name === 'bills' ? 'fresh' : 'kept',
    ).then((rows) => familyFigures(rows, names));
  const one = (name: string, build: () => { fields: Record<string, unknown>; query: AsideQuery }) =>
    read(name, build).then(byApartment);
  // All asked at once: each is read aside, on SQLite on worker threads side by side while the request loop serves
  // others, on PostgreSQL over the connections. The longest first (on the large organisation), so that they share
  // the work evenly.
  const families =
    dialect.countTogether && within
      ? TOGETHER.map((name) => family(name, FAMILIES[name]))
      : APART.map(([name, counter]) => family(name, [counter]));
  const [counted, [advanceCount, reservationCount, security, repairs, online]] = await Promise.all([
    Promise.all(families),
    Promise.all([
      one('advanceCount', () => pendingDepositOrders(db, who, only)),
      one('reservationCount', () => pendingReservations(db, who, p('from') as unknown as number, only)),
      one('security', () => openAlarms(db, who, only)),
      one('repairs', () => openRepairs(db, who, only)),
      one('online', () => pendingOnlineApplications(db, who, only)),
    ]),
  ]);
  const c = Object.assign({}, ...counted) as Record<Member, ByApartment>;
  return {
    picture: c.picture,
    register: c.register,
    abnormal: c.abnormal,
    liveRooms: c.liveRooms,
    checkOut: c.checkOut,
    checkCount: c.checkCount,
    rent: c.overdueRent,
    utility: c.utility,
    due: c.due,
    advanceCount,
    reservationCount,
    security,
    repairs,
    online,
  };
}

/** `parts` with the apartments `within` replaced by `fresh` (the figures of those apartments only). */
export function replaceApartments(parts: TodoParts, within: readonly string[], fresh: TodoParts): TodoParts {
  return Object.fromEntries(
    PARTS.map((name) => {
      const next = new Map(parts[name]);
      for (const apt of within) next.delete(apt);
      for (const [apt, f] of fresh[name]) next.set(apt, f);
      return [name, next];
    }),
  ) as TodoParts;
}

/** The dashboard's figures from the counters by apartment: the sums over the apartments. */
export function todoTotals(parts: TodoParts, windows: TodoWindows): TodoCounts {
  const sum = (name: keyof TodoParts, key: 'n' | 'owed' = 'n') => {
    let total = 0;
    for (const f of parts[name].values()) total += f[key];
    return total;
  };
  return {
    rentCount: sum('rent'),
    rentCost: sum('rent', 'owed'),
    hydroelectricCount: sum('utility'),
    hydroelectricCost: sum('utility', 'owed'),
    futureCount: sum('due'),
    futureCost: sum('due', 'owed'),
    registerCount: sum('register'),
    checkOutRoomCount: sum('checkOut'),
    changeRoomCount: pendingRoomChanges(),
    repairCount: sum('repairs'),
    onlineCount: sum('online'),
    checkCount: sum('checkCount'),
    reservationCount: sum('reservationCount'),
    advanceCount: sum('advanceCount'),
    pictureCount: sum('picture'),
    abnormalCount: sum('abnormal'),
    securityCount: sum('security'),
    windows,
  };
}

/** The dashboard's counters, computed afresh (the rule; keptTodoCounts keeps them between changes). */
export async function todoCounts(db: Reader, now: number, user: User): Promise<TodoCounts> {
  const windows = todoWindows(now);
  return todoTotals(await todoParts(db, user, windows), windows);
}
