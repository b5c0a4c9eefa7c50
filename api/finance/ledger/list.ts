import { and, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Reader } from '../../db/store';
import type { AuthUser } from '../../http/env';
import { pageOf } from '../../http/reply';
import { ledgerEntries as l } from '../../ledger/schema';
import { windowTotal } from '../../db/window-total';
import { ledgerWhere } from '../sums/ledger-sums';
import { ledgerFilterOf } from './filter';
import { kindKey, orderIs, orderKey } from './order-sql';
import { entryRows, entryRowsById } from './rows';
import { VERIFY_STATUS } from '../../../sync/rules/finance/verify-status';
import type { LedgerEntryRow, LedgerListQuery, LedgerOrderRow } from '../../../sync/contract/finance/ledger';

type Who = Pick<AuthUser, 'id' | 'orgId' | 'userType'>;

/** The WHERE of the list: the shared sums' (org, scope, cash, filters) and the one-order filter. */
export function listWhere(db: Reader, user: Who, q: Omit<LedgerListQuery, 'view' | 'current' | 'size'>) {
  return and(ledgerWhere(db, user, ledgerFilterOf(q)), q.orderNumber ? orderIs(q.orderNumber) : undefined);
}

/** /liushuiList 明细: one row per entry, newest first, 10 a page. */
async function detailPage(db: Reader, where: SQL | undefined, q: LedgerListQuery) {
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: count() }).from(l).where(where),
    entryRows(db, where, { limit: q.size, offset: (q.current - 1) * q.size }),
  ]);
  return pageOf<LedgerEntryRow>(rows, Number(n), q.current, q.size);
}

/**
 * /liushuiList 汇总: one row per order (its entries of one direction, of one kind), newest first, 10 a page: the
 * amount summed over the entries the filter keeps, written off when all of them are; its place, trader and way those
 * of its latest entry, its items those of all.
 */
async function summaryPage(db: Reader, where: SQL | undefined, q: LedgerListQuery) {
  const groups = db
    .select({
      orderNumber: sql<string>`${orderKey}`.as('order_number'),
      type: sql<number>`${kindKey}`.as('kind'),
      inOut: l.inOut,
      amount: sql<string | number>`sum(${l.amount})`.as('amount'),
      count: sql<string | number>`count(*)`.as('n'),
      verified: sql<number>`min(${l.verifyStatus})`.as('verified'),
      billTime: sql<string>`max(${l.billDate})`.as('bill_time'),
      lastAt: sql<number>`max(${l.paidAt})`.as('last_at'),
      lastId: sql<string>`max(${l.id})`.as('last_id'),
    })
    .from(l)
    .where(where)
    .groupBy(orderKey, kindKey, l.inOut);
  const all = groups.as('g');
  // One pass over the entries: the number of orders comes with the page (a window over all of them, before the
  // LIMIT); a page past the end has no row to carry it, so the orders are counted then.
  const page = await db
    .select({
      orderNumber: all.orderNumber,
      type: all.type,
      inOut: all.inOut,
      amount: all.amount,
      count: all.count,
      verified: all.verified,
      billTime: all.billTime,
      lastAt: all.lastAt,
      lastId: all.lastId,
      total: windowTotal(),
    })
    .from(all)
    .orderBy(desc(all.lastAt), desc(all.lastId))
    .limit(q.size)
    .offset((q.current - 1) * q.size);
  const n = page.length ? page[0]!.total : ((await db.select({ n: count() }).from(all))[0]?.n ?? 0);
  const latest = new Map(
    (
      await entryRowsById(
        db,
        page.map((g) => g.lastId),
      )
    ).map((e) => [e.id, e]),
  );
  const items = page.length
    ? await db
        .selectDistinct({ orderNumber: orderKey, type: kindKey, inOut: l.inOut, item: l.itemName })
        .from(l)
        .where(and(where, inArray(orderKey, [...new Set(page.map((g) => g.orderNumber))])))
    : [];
  const itemsOf = (g: (typeof page)[number]) =>
    [
      ...new Set(
        items
          .filter((i) => i.orderNumber === g.orderNumber && Number(i.type) === Number(g.type) && i.inOut === g.inOut)
          .map((i) => i.item),
      ),
    ]
      .sort()
      .join('、');
  const records = page.map((g): LedgerOrderRow => {
    const e = latest.get(g.lastId)!;
    return {
      orderNumber: g.orderNumber,
      type: Number(g.type),
      inOut: g.inOut,
      owner: e.owner,
      apartmentId: e.apartmentId,
      apartmentName: e.apartmentName,
      houseNumber: e.houseNumber,
      officeName: e.officeName,
      billsItem: itemsOf(g),
      amount: Number(g.amount),
      count: Number(g.count),
      paymentType: e.paymentType,
      billTime: g.billTime,
      trader: e.trader,
      verifyStatus: Number(g.verified) === VERIFY_STATUS.done ? VERIFY_STATUS.done : VERIFY_STATUS.open,
      leaseId: e.leaseId,
      sourceId: e.sourceId,
      tenant: e.tenant,
      id: e.id,
    };
  });
  return pageOf<LedgerOrderRow>(records, Number(n), q.current, q.size);
}

/** GET /api/finance/ledger: the §2 filters, view 0 summary or 1 detail, 10 a page. */
export async function listLedger(db: Reader, user: Who, q: LedgerListQuery) {
  const where = listWhere(db, user, q);
  return q.view === 0 ? summaryPage(db, where, q) : detailPage(db, where, q);
}
