/**
 * The Chinese names of the request fields of the finance screens (issue 21: the dashboard, the ledger and its
 * write-off, reports, refunds, receipts, rental statistics), part of FIELD_LABELS. One file for the whole finance
 * group: each feature adds its fields here.
 */
export const FINANCE_FIELD_LABELS: Record<string, string> = {
  billType: '账单类型',
  /** The flow report's view: by house or by date. */
  by: '查看方式',
  daysBefore: '天数',
  inOut: '收支',
  itemName: '费用项目',
  mode: '统计方式',
  orderNumber: '单号',
  payDate: '退款日期',
  paymentWay: '收支方式',
  receiptNumbers: '收据',
  tallyType: '记账类型',
  timeType: '时间范围',
  verifyStatus: '核销状态',
  view: '视图',
  within: '到期天数',
};
