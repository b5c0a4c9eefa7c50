/**
 * The contract of /api/bookkeeping (spec part 2 §2.7, §3 "Bookkeeping entry", §5 "Add bookkeeping", §7): the ledger
 * book items to choose from, a lease's entries and adding one. The rules (required fields, the date, the way) are
 * sync/rules/bookkeeping/bookkeeping-rules.ts checkBookkeeping, shared with the web sheet; the schema checks shapes.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, id, int, ms, obj, page, pageQuery } from '../kit';
import { dateFilter, orderedTimes, textFilter } from '../list-filters';
import { BOOKKEEPING_MSG, BOOKKEEPING_REMARK_MAX } from '../../rules/bookkeeping/bookkeeping-rules';

/** A group of ledger-book items: the type (14–21) and its usable items. */
export const bookkeepingCategory = obj({
  superId: int,
  superName: z.string(),
  items: z.array(obj({ subId: id, name: z.string() })),
});
export type BookkeepingCategory = z.infer<typeof bookkeepingCategory>;

/** What every entry carries, whoever it belongs to (a lease's list and the organisation's). */
const entryFields = {
  name: z.string(),
  /** Signed fen: an expense is negative. */
  cost: fen,
  /** 1 income, 0 expense. */
  tallyType: int,
  superId: int,
  superName: z.string(),
  paymentDate: date,
  paymentWay: int,
  paymentWayName: z.string(),
  remark: z.string(),
  picture: z.string(),
  operatorName: z.string(),
  createdAt: ms,
};

/** An entry of a lease. */
export const bookkeepingEntry = obj({
  id,
  leaseId: id,
  houseId: id,
  subId: id.nullable(),
  ...entryFields,
});
export type BookkeepingEntry = z.infer<typeof bookkeepingEntry>;

const leaseId = z.string('租约编号不正确').min(1, '租约编号不正确').max(40, '租约编号不正确');

/** The add form: the shape only (the rules are checkBookkeeping). Amount: positive fen as typed. */
export const addBookkeepingInput = z.object({
  leaseId,
  tallyType: z.number(BOOKKEEPING_MSG.tallyRequired).int(BOOKKEEPING_MSG.tallyRequired).nullish(),
  subId: z.string(BOOKKEEPING_MSG.itemRequired).max(40, BOOKKEEPING_MSG.itemRequired).nullish(),
  amount: z.number(BOOKKEEPING_MSG.amountRequired).nullish(),
  paymentDate: z.string(BOOKKEEPING_MSG.dateRequired).max(10, BOOKKEEPING_MSG.dateRequired).nullish(),
  paymentWay: z.number('请选择收款方式').int('请选择收款方式').nullish(),
  remark: z.string('备注不正确').max(BOOKKEEPING_REMARK_MAX, BOOKKEEPING_MSG.remarkTooLong).nullish(),
  picture: z.string('凭证图片不正确').max(400, '凭证图片不正确').nullish(),
  /** A date more than 10 days back is taken only when the operator confirmed it (sync/rules/common/money-date.ts). */
  confirmOldDate: z.boolean().nullish(),
});
export type AddBookkeepingInput = z.infer<typeof addBookkeepingInput>;

/**
 * The add form of /tallyConfig: an entry of a lease (leaseId), of an apartment (apartmentId, no lease), or of the
 * organisation (neither; a boss or a manager only).
 */
export const addOrgBookkeepingInput = addBookkeepingInput.extend({
  leaseId: leaseId.nullish(),
  apartmentId: z.string('公寓不正确').max(40, '公寓不正确').nullish(),
});
export type AddOrgBookkeepingInput = z.infer<typeof addOrgBookkeepingInput>;

/** /tallyConfig's filters (part 4 §2 "Bookkeeping list"): 收入/支出, the way, the payment days, the apartment, a lease. */
const orgEntriesQuery = orderedTimes(
  z.object({
    /** 1 income, 0 expense. */
    tallyType: z.coerce
      .number('收支类型不正确')
      .int('收支类型不正确')
      .min(0, '收支类型不正确')
      .max(1, '收支类型不正确')
      .optional(),
    paymentWay: z.coerce
      .number('收款方式不正确')
      .int('收款方式不正确')
      .min(0, '收款方式不正确')
      .max(7, '收款方式不正确')
      .optional(),
    apartmentId: textFilter(40, '公寓不正确'),
    leaseId: textFilter(40, '租约编号不正确'),
    /** Payment days 'YYYY-MM-DD', either open. */
    startTime: dateFilter('开始日期不正确'),
    endTime: dateFilter('结束日期不正确'),
    ...pageQuery,
  }),
);
export type OrgEntriesQuery = z.infer<typeof orgEntriesQuery>;

/** An entry of the organisation-wide list: whose it is (a room and tenant, an apartment, or 公司) and the entry. */
export const orgBookkeepingEntry = obj({
  id,
  leaseId: id.nullable(),
  houseId: id.nullable(),
  apartmentId: id.nullable(),
  /** '东湖公寓 3层 301' for a lease's entry, the apartment's name, or '公司' for the organisation's. */
  owner: z.string(),
  tenant: z.string(),
  ...entryFields,
});
export type OrgBookkeepingEntry = z.infer<typeof orgBookkeepingEntry>;
/** The add form as the web sends it. */
export type NewBookkeeping = z.input<typeof addBookkeepingInput>;

export const bookkeeping = {
  /** /tallyConfig (permission bookkeeping [5,41]): the entries the user sees, newest payment date first, 10 a page. */
  entries: route({
    method: 'GET',
    path: '/api/bookkeeping/entries',
    query: orgEntriesQuery,
    reply: page(orgBookkeepingEntry),
  }),
  /** The lease named above /tallyConfig?leaseId. */
  entriesLease: route({
    method: 'GET',
    path: '/api/bookkeeping/entries/lease',
    query: z.object({ leaseId }),
    reply: obj({ leaseId: id, house: z.string(), tenant: z.string() }),
  }),
  addEntry: route({
    method: 'POST',
    path: '/api/bookkeeping/entries',
    body: addOrgBookkeepingInput,
    reply: obj({ id, cost: fen, receiptNumber: z.string() }),
  }),
  categories: route({ method: 'GET', path: '/api/bookkeeping/categories', reply: z.array(bookkeepingCategory) }),
  list: route({
    method: 'GET',
    path: '/api/bookkeeping',
    query: z.object({ leaseId }),
    reply: z.array(bookkeepingEntry),
  }),
  /** The entry and its ledger row: the receipt number of an income ('' for an expense). */
  add: route({
    method: 'POST',
    path: '/api/bookkeeping',
    body: addBookkeepingInput,
    reply: obj({ id, cost: fen, receiptNumber: z.string() }),
  }),
};
