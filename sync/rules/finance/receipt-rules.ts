/**
 * Receipt write-off (/shoujuHexiao): the messages. A receipt's write-off is the ledger's write-off of the order the
 * receipt number names (sync/rules/finance/ledger-rules.ts), so its refusals are the ledger's '核销失败：…'.
 */
/** At most this many receipts in one 核销 (the ledger's batch limit). */
export const RECEIPT_BATCH_MAX = 100;

export const RECEIPT_MSG = {
  noneSelected: '请选择要核销的收据',
  tooMany: '一次最多核销100张收据',
  confirm: (n: number) => (n === 1 ? '确定核销这张收据吗?' : `确定核销所选的 ${n} 张收据吗?`),
  mismatch: '收据金额与实收金额不一致',
  /** The ledger's success message of a write-off (§8). */
  verified: '核销成功',
} as const;
