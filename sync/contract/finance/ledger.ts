/**
 * The contract of the transaction ledger (/liushuiList, spec part 4 §2 "Transaction ledger", §3 "Ledger entry",
 * "Ledger totals", §4, §7, §9): the list in its two views (0 summary: one row per order; 1 detail: one row per entry),
 * the totals of the same filter (api/finance/sums/ledger-sums.ts ledgerTotals), an entry's detail with its order and
 * its write-off history, and write-off (核销) and its undoing (撤销核销, with a reason, by the permission
 * ledgerUnverify). Money in fen; days 'YYYY-MM-DD' (Asia/Shanghai).
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, id, int, ms, obj, page, pageQuery } from '../kit';
import { dateFilter, DATE_RANGE_REVERSED, textFilter } from '../list-filters';
import { dayNumber } from '../../rules/common/shanghai-time';
import { LEDGER_MSG, VERIFY_BATCH_MAX, UNVERIFY_REASON_MAX } from '../../rules/finance/ledger-rules';

/** A whole number code from min to max (a query string value), optional. */
export const codeFilter = (min: number, max: number, msg: string) =>
  z.coerce.number(msg).int(msg).min(min, msg).max(max, msg).optional();

/** A day filter that is a day of the calendar (2026-02-30 is refused). */
export const dayFilter = (msg: string) =>
  dateFilter(msg).refine((v) => {
    if (v === undefined) return true;
    try {
      return dayNumber(v) >= 0;
    } catch {
      return false;
    }
  }, msg);

/** Refuses a range whose start is after its end. */
export const orderedRange = <T extends z.ZodType<{ startTime?: string; endTime?: string }>>(q: T) =>
  q.refine((v) => !v.startTime || !v.endTime || v.startTime <= v.endTime, {
    message: DATE_RANGE_REVERSED,
    path: ['endTime'],
  });

/** The §2 filters of the ledger (the LedgerFilter of the shared sums; `type` is its sourceKind). */
export const ledgerFilterFields = {
  apartmentId: textFilter(40, '公寓不正确'),
  areaId: textFilter(12, '区域不正确'),
  /** 1 incoming, 0 outgoing. */
  inOut: codeFilter(0, 1, '收支类型不正确'),
  /** Bill type 1–13, bookkeeping type 14–21. */
  billType: codeFilter(1, 21, '账单类型不正确'),
  /** The item's name, exactly. */
  itemName: textFilter(20, '费用项目不能超过20个字'),
  paymentWay: codeFilter(0, 7, '支付方式不正确'),
  startTime: dayFilter('开始日期不正确'),
  endTime: dayFilter('结束日期不正确'),
  verifyStatus: codeFilter(0, 1, '核销状态不正确'),
  /** 1 lease, 2 booking, 3 bookkeeping. */
  type: codeFilter(1, 3, '流水类型不正确'),
};

/** The totals' query: the filters the shared sums know (LedgerFilter). */
export const ledgerFilterQuery = orderedRange(z.object(ledgerFilterFields));
export type LedgerFilterQuery = z.infer<typeof ledgerFilterQuery>;

export const ledgerListQuery = orderedRange(
  z.object({
    ...ledgerFilterFields,
    /** 0 summary (one row per order), 1 detail (one row per entry). */
    view: z.coerce.number('视图不正确').int('视图不正确').min(0, '视图不正确').max(1, '视图不正确').default(1),
    /** One order: its receipt number (incoming money) or its source's id (a link to one order's entries). */
    orderNumber: textFilter(40, '单号不正确'),
    ...pageQuery,
  }),
);
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;

/** Where the entry belongs: its room ('东湖公寓 105'), else its apartment, else '' (the organisation's). */
const place = {
  owner: z.string(),
  apartmentId: z.string(),
  apartmentName: z.string(),
  houseNumber: z.string(),
  /** The project of its room (or apartment), '' when none. */
  officeName: z.string(),
};

/** One entry (part 4 §3 "Ledger entry") and where it came from. */
export const ledgerEntryRow = obj({
  id,
  /** The order it belongs to (write-off acts on orders): its receipt number when incoming, else its source's id. */
  orderNumber: z.string(),
  /** 1 incoming, 0 outgoing. */
  inOut: int,
  ...place,
  billType: int,
  billsItem: z.string(),
  amount: fen,
  paymentType: int,
  billTime: date,
  trader: z.string(),
  verifyStatus: int,
  receiptNumber: z.string(),
  /** 1 lease, 2 booking, 3 bookkeeping. */
  type: int,
  leaseId: z.string(),
  sourceId: z.string(),
  picture: z.string(),
  receiptRemark: z.string(),
  creatTime: ms,
  /** The lease's tenant ('' when the entry has no lease). */
  tenant: z.string(),
});
export type LedgerEntryRow = z.infer<typeof ledgerEntryRow>;

/** One order (summary view): its entries of one direction summed; written off when all of them are. */
export const ledgerOrderRow = obj({
  orderNumber: z.string(),
  type: int,
  inOut: int,
  ...place,
  /** The items of its entries, '、'-joined. */
  billsItem: z.string(),
  amount: fen,
  /** How many entries. */
  count: int,
  paymentType: int,
  billTime: date,
  trader: z.string(),
  verifyStatus: int,
  leaseId: z.string(),
  sourceId: z.string(),
  tenant: z.string(),
  /** The id of its latest entry (its detail opens that one). */
  id,
});
export type LedgerOrderRow = z.infer<typeof ledgerOrderRow>;

export const ledgerTotalsReply = obj({
  inOutTotal: fen,
  inOutCount: int,
  inOutVerify: fen,
  inTotal: fen,
  inCount: int,
  inVerify: fen,
  outTotal: fen,
  outCount: int,
  outVerify: fen,
});

/** A write-off or its undoing, as recorded. */
const historyRow = obj({ action: z.enum(['verify', 'unverify']), userName: z.string(), at: ms, reason: z.string() });

export const ledgerDetailReply = obj({
  entry: ledgerEntryRow,
  /** Every entry of its order (itself included), oldest first. */
  order: z.array(ledgerEntryRow),
  /** Who wrote it off and when (null while not written off). */
  verifier: obj({ name: z.string(), at: ms }).nullable(),
  /** The write-offs and undoings of its order, newest first. */
  history: z.array(historyRow),
});
export type LedgerDetail = z.infer<typeof ledgerDetailReply>;

const item = z.object({
  orderNumber: z.string(LEDGER_MSG.orderRequired).trim().min(1, LEDGER_MSG.orderRequired).max(40, '单号不正确'),
  type: z.number('流水类型不正确').int('流水类型不正确').min(1, '流水类型不正确').max(3, '流水类型不正确'),
});
const items = z
  .array(item, LEDGER_MSG.noneSelected)
  .min(1, LEDGER_MSG.noneSelected)
  .max(VERIFY_BATCH_MAX, LEDGER_MSG.tooMany);

export const verifyInput = z.object({ items });
export const unverifyInput = z.object({
  items,
  reason: z
    .string(LEDGER_MSG.reasonRequired)
    .trim()
    .min(1, LEDGER_MSG.reasonRequired)
    .max(UNVERIFY_REASON_MAX, LEDGER_MSG.reasonTooLong),
});

/** How many orders and entries were written off (or undone). */
const verifyReply = obj({ orders: int, entries: int });

export const ledger = {
  list: route({
    method: 'GET',
    path: '/api/finance/ledger',
    query: ledgerListQuery,
    reply: page(z.union([ledgerEntryRow, ledgerOrderRow])),
  }),
  totals: route({
    method: 'GET',
    path: '/api/finance/ledger/totals',
    query: ledgerFilterQuery,
    reply: ledgerTotalsReply,
  }),
  detail: route({ method: 'GET', path: '/api/finance/ledger/:id', reply: ledgerDetailReply }),
  verify: route({ method: 'POST', path: '/api/finance/ledger/verify', body: verifyInput, reply: verifyReply }),
  unverify: route({ method: 'POST', path: '/api/finance/ledger/unverify', body: unverifyInput, reply: verifyReply }),
};
