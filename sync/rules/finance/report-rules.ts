/** The words of the reports (/ShuJuBaoBiao, /StatementDetails): the summary row and the rows of money of no room. */
export const REPORT_TEXT = {
  summary: '合计',
  /** Money of an apartment, not of one of its rooms (its bookkeeping). */
  apartmentOwn: '（公寓）',
  /** Money of the organisation itself. */
  orgOwn: '机构',
} as const;
