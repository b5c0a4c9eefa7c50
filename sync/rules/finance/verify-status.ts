/** A ledger entry's write-off state (spec part 4 §3, §4, §9): 0 not written off, 1 written off (核销). */
export const VERIFY_STATUS = { open: 0, done: 1 } as const;
export type VerifyStatus = (typeof VERIFY_STATUS)[keyof typeof VERIFY_STATUS];

/** The labels of the states. */
export const VERIFY_STATUS_TEXT: Record<VerifyStatus, string> = { 0: '未核销', 1: '已核销' };
