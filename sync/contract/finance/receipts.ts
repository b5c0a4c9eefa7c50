/**
 * The contract of receipt write-off (issue 21, /shoujuHexiao, permission receiptWriteOff [5,29]): the receipts (the SJ
 * numbers of incoming ledger money) with their day, tenant, room, items and amount, beside the received money the
 * records under that number stand for (bills' amountReceived, a paid deposit order's deposit, an income entry's
 * amount); 核销 writes off the receipt's ledger entries through the ledger's one write-off.
 */
import { z } from 'zod';
import { route } from '../route';
import { date, fen, flag, int, obj, page, pageQuery } from '../kit';
import { dateFilter, orderedTimes, textFilter } from '../list-filters';
import { RECEIPT_BATCH_MAX, RECEIPT_MSG } from '../../rules/finance/receipt-rules';

const receiptsQuery = orderedTimes(
  z.object({
    /** The receipt number (contains). */
    receiptNumber: textFilter(30, '收据编号不能超过30个字'),
    /** The payer (contains). */
    tenant: textFilter(20, '租客不能超过20个字'),
    apartmentId: textFilter(40, '公寓不正确'),
    /** 0 not written off, 1 written off. */
    verifyStatus: z.coerce
      .number('核销状态不正确')
      .int('核销状态不正确')
      .min(0, '核销状态不正确')
      .max(1, '核销状态不正确')
      .optional(),
    /** Shanghai days of the money, either open. */
    startTime: dateFilter('开始日期不正确'),
    endTime: dateFilter('结束日期不正确'),
    ...pageQuery,
  }),
);
export type ReceiptsQuery = z.infer<typeof receiptsQuery>;

export const receiptRow = obj({
  receiptNumber: z.string(),
  /** The Shanghai day of the money. */
  date,
  tenant: z.string(),
  /** The room ('东湖公寓 3层 301'), the apartment, or '' for the organisation's own money. */
  house: z.string(),
  leaseId: z.string().nullable(),
  /** The items' names, joined by '、'. */
  items: z.string(),
  /** The incoming ledger money of the receipt. */
  amount: fen,
  /** The received money of the records under the receipt; differs from amount when they do not match. */
  received: fen,
  /** 1 when amount and received differ (shown in red). */
  mismatch: flag,
  /** 1 when every entry of the receipt is written off. */
  verifyStatus: flag,
  /** The ledger type of the receipt's entries: 1 lease, 2 booking, 3 bookkeeping. */
  type: int,
});
export type ReceiptRow = z.infer<typeof receiptRow>;

const verifyBody = z.object({
  receiptNumbers: z
    .array(
      z.string(RECEIPT_MSG.noneSelected).trim().min(1, RECEIPT_MSG.noneSelected).max(30, RECEIPT_MSG.noneSelected),
      RECEIPT_MSG.noneSelected,
    )
    .min(1, RECEIPT_MSG.noneSelected)
    .max(RECEIPT_BATCH_MAX, RECEIPT_MSG.tooMany),
});

export const receipts = {
  list: route({ method: 'GET', path: '/api/finance/receipts', query: receiptsQuery, reply: page(receiptRow) }),
  /** 核销: every entry of each receipt written off (all or nothing, '核销失败：…' when one cannot be). */
  verify: route({
    method: 'POST',
    path: '/api/finance/receipts/verify',
    body: verifyBody,
    reply: obj({ orders: int, entries: int }),
  }),
};
