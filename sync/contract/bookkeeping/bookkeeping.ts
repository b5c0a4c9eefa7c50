/**
 * The contract of /api/bookkeeping (spec part 2 §2.7, §3 "Bookkeeping entry", §5 "Add bookkeeping", §7): the ledger
 * book items to choose from, a lease's entries and adding one. The rules (required fields, the date, the way) are
 * sync/rules/bookkeeping/bookkeeping-rules.ts checkBookkeeping, shared with the web sheet; the schema checks shapes.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, id, int, ms, obj } from '../kit';
import { BOOKKEEPING_MSG, BOOKKEEPING_REMARK_MAX } from '../../rules/bookkeeping/bookkeeping-rules';

/** A group of ledger-book items: the type (14–21) and its usable items. */
export const bookkeepingCategory = obj({
  superId: int,
  superName: z.string(),
  items: z.array(obj({ subId: id, name: z.string() })),
});
export type BookkeepingCategory = z.infer<typeof bookkeepingCategory>;

/** An entry of a lease. */
export const bookkeepingEntry = obj({
  id,
  leaseId: id,
  houseId: id,
  name: z.string(),
  /** Signed fen: an expense is negative. */
  cost: fen,
  /** 1 income, 0 expense. */
  tallyType: int,
  superId: int,
  superName: z.string(),
  subId: id.nullable(),
  paymentDate: date,
  paymentWay: int,
  paymentWayName: z.string(),
  remark: z.string(),
  picture: z.string(),
  operatorName: z.string(),
  createdAt: ms,
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
/** The add form as the web sends it. */
export type NewBookkeeping = z.input<typeof addBookkeepingInput>;

export const bookkeeping = {
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
