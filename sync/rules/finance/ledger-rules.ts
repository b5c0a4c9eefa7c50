/**
 * The rules of write-off (核销) of the transaction ledger (spec part 4 §2, §4, §5, §8): the messages, the batch limit
 * and the order an entry belongs to. An order is what write-off acts on: the entries of one receipt (incoming money)
 * or of one source (a payout, a bookkeeping entry), of one kind.
 */
export const LEDGER_MSG = {
  /** §8: a write-off refused (followed by why). */
  verifyFailed: '核销失败',
  unverifyFailed: '撤销核销失败',
  noneSelected: '请选择要核销的流水',
  tooMany: '一次最多核销100笔',
  orderRequired: '单号不能为空',
  reasonRequired: '请输入撤销原因',
  reasonTooLong: '撤销原因不能超过100个字',
  notFound: (orderNumber: string) => `单号 ${orderNumber} 不存在或无权查看`,
  alreadyDone: (orderNumber: string) => `单号 ${orderNumber} 已核销`,
  notDone: (orderNumber: string) => `单号 ${orderNumber} 未核销`,
  confirmVerify: (n: number) => (n === 1 ? '确定核销这笔流水吗?' : `确定核销所选的 ${n} 笔流水吗?`),
  confirmUnverify: '确定撤销这笔流水的核销吗?',
  verified: '核销成功',
  unverified: '撤销成功',
  entryMissing: '流水不存在或无权查看',
} as const;

export const VERIFY_BATCH_MAX = 100;
export const UNVERIFY_REASON_MAX = 100;

/** The order number of an entry: its receipt number when incoming (and it has one), else its source's id. */
export const orderNumberOf = (e: { inOut: number; receiptNumber: string; sourceId: string }) =>
  e.inOut === 1 && e.receiptNumber ? e.receiptNumber : e.sourceId;

/** "核销失败：why" */
export const failure = (head: string, why: string) => `${head}：${why}`;
