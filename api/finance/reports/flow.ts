import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { ledgerEntries as l } from '../../ledger/schema';
import { windowTotal } from '../../db/window-total';
import { apartments, rooms } from '../../houses/schema';
import { ledgerWhere, readInRoomOrder, type LedgerFilter } from '../sums/ledger-sums';
import { kindKey } from '../ledger/order-sql';
import { LEDGER_KIND } from '../../../sync/rules/finance/ledger-kind';
import { placeName, REPORT_TEXT, scopedDays } from '../../../sync/rules/finance/report-rules';
import { badRequest } from '../../http/errors';
import type { FlowQuery, FlowRow } from '../../../sync/contract/finance/reports';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** sum(amount) of the entries of direction `inOut` (and kind `kind`). */
const part = (inOut: 0 | 1, kind?: number) =>
  sql<string | number>`coalesce(sum(case when ${l.inOut} = ${sql.raw(String(inOut))}${
    kind === undefined ? sql`` : sql` and ${kindKey} = ${sql.raw(String(kind))}`
  } then ${l.amount} else 0 end), 0)`;

/** The sums of a flow report row (§3), over the rows a query groups. */
const flowSums = {
  inAccountTotal: part(1),
  outAccountTotal: part(0),
  leaseIn: part(1, LEDGER_KIND.lease),
  leaseOut: part(0, LEDGER_KIND.lease),
  bookkeepingIn: part(1, LEDGER_KIND.bookkeeping),
  bookkeepingOut: part(0, LEDGER_KIND.bookkeeping),
  advanceIn: part(1, LEDGER_KIND.booking),
  advanceOut: part(0, LEDGER_KIND.booking),
};
type Sums = { [K in keyof typeof flowSums]: string | number };

/** The sums named, as a subquery's columns must be. */
const aliased = () =>
  Object.fromEntries(Object.entries(flowSums).map(([k, v]) => [k, v.as(k)])) as {
    [K in keyof typeof flowSums]: ReturnType<(typeof flowSums)[K]['as']>;
  };

const row = (key: string, name: string, s: Sums): FlowRow => ({
  key,
  name,
  inAccountTotal: Number(s.inAccountTotal),
  outAccountTotal: Number(s.outAccountTotal),
  leaseIn: Number(s.leaseIn),
  leaseOut: Number(s.leaseOut),
  bookkeepingIn: Number(s.bookkeepingIn),
  bookkeepingOut: Number(s.bookkeepingOut),
  advanceIn: Number(s.advanceIn),
  advanceOut: Number(s.advanceOut),
});

/**
 * The rows of one page grouped by room (money of no room: by apartment, else the organisation's), by name. The
 * ledger is summed by room first (one pass over its rows, no join per entry); the names are joined to the groups,
 * and the number of groups comes with the page.
 */
async function byHouse(db: Reader, where: SQL | undefined, q: FlowQuery) {
  const grouped = db
    .select({ roomId: l.roomId, apartmentId: l.apartmentId, ...aliased() })
    .from(l)
    .where(where)
    .groupBy(l.roomId, l.apartmentId)
    .as('g');
  const aptName = sql<string>`coalesce(${apartments.name}, '')`;
  const house = sql<string>`coalesce(${rooms.houseNumber}, '')`;
  const sums = Object.fromEntries(Object.keys(flowSums).map((k) => [k, grouped[k as keyof typeof flowSums]])) as {
    [K in keyof typeof flowSums]: (typeof grouped)[K];
  };
  const page = await db
    .select({ roomId: grouped.roomId, apartmentId: grouped.apartmentId, aptName, house, total: windowTotal(), ...sums })
    .from(grouped)
    .leftJoin(rooms, eq(rooms.id, grouped.roomId))
    .leftJoin(apartments, eq(apartments.id, grouped.apartmentId))
    .orderBy(asc(aptName), asc(house), asc(grouped.roomId))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  // A page past the end has no row to carry the number: count the groups then.
  const total = page.length
    ? Number(page[0]!.total)
    : Number((await db.select({ n: count() }).from(grouped))[0]?.n ?? 0);
  const records = page.map((g) =>
    row(g.roomId ?? g.apartmentId ?? '', placeName(g.aptName, g.house), g as unknown as Sums),
  );
  return { records, total };
}

/** The rows of one page grouped by Shanghai day, newest first. */
async function byDate(db: Reader, where: SQL | undefined, q: FlowQuery) {
  const grouped = db
    .select({ day: l.billDate, ...aliased() })
    .from(l)
    .where(where)
    .groupBy(l.billDate)
    .as('g');
  const [[{ n }], page] = await Promise.all([
    db.select({ n: count() }).from(grouped),
    db
      .select()
      .from(grouped)
      .orderBy(desc(grouped.day))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
  ]);
  return { records: page.map((g) => row(g.day, g.day, g as unknown as Sums)), total: Number(n) };
}

/**
 * GET /api/finance/reports/flow: the flow report by house or by date over the ledger rows of the shared sums' WHERE
 * (org, scope, cash only, apartment, area, days, write-off state), 10 a page; the summary row (合计) is the whole
 * filtered range, so it equals ledgerTotals of the same filter (inAccountTotal = inTotal, outAccountTotal = outTotal).
 * 收款日期 本月 / 历史 become days by `today`, the server's Shanghai day (scopedDays): the reply names them.
 */
export async function flowReport(db: Reader, user: Who, q: FlowQuery, today: string) {
  const { error, ...days } = scopedDays(q.paymentDate, q, today);
  if (error) throw badRequest(error);
  const f: LedgerFilter = {
    apartmentId: q.apartmentId || undefined,
    areaId: q.areaId || undefined,
    ...days,
    verifyStatus: q.verifyStatus as LedgerFilter['verifyStatus'],
  };
  const where = ledgerWhere(db, user, f);
  const [[sums], page] = await Promise.all([
    db.select(flowSums).from(l).where(where),
    q.by === 'date'
      ? byDate(db, where, q)
      : byHouse(db, ledgerWhere(db, user, f, { roomOrder: readInRoomOrder(f) }), q),
  ]);
  return {
    summary: row('', REPORT_TEXT.summary, sums as Sums),
    records: page.records,
    total: page.total,
    current: q.current,
    size: q.size,
    pages: Math.max(1, Math.ceil(page.total / q.size)),
    startTime: days.startTime ?? '',
    endTime: days.endTime ?? '',
  };
}
