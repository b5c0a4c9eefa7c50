import { Tag } from 'antd-mobile';
import type { Column, FilterField } from '../../components/list';
import { formatFen } from '../../../sync/rules/common/money';
import { LEDGER_KIND_TEXT, type LedgerKind } from '../../../sync/rules/finance/ledger-kind';
import { RECEIPT_MSG } from '../../../sync/rules/finance/receipt-rules';
import type { ReceiptFilters, ReceiptItem } from './receipts-api';

/** /shoujuHexiao's filters: number, payer, apartment, written off or not, days. */
export const RECEIPT_FILTERS: FilterField<keyof ReceiptFilters>[] = [
  { kind: 'text', key: 'receiptNumber', label: '收据编号', max: 30 },
  { kind: 'text', key: 'tenant', label: '交款人', max: 20 },
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  {
    kind: 'select',
    key: 'verifyStatus',
    label: '核销状态',
    all: '全部',
    options: [
      { value: '0', label: '未核销' },
      { value: '1', label: '已核销' },
    ],
  },
  { kind: 'dates', from: 'startTime', to: 'endTime', label: '收款日期', past: true },
];

export const RECEIPT_COLUMNS: Column<ReceiptItem>[] = [
  { title: '收据编号', value: (r) => r.receiptNumber, card: 'title' },
  {
    title: '核销状态',
    value: (r) => (r.verifyStatus ? '已核销' : '未核销'),
    render: (r) => (
      <Tag color={r.verifyStatus ? 'success' : 'warning'} fill="outline">
        {r.verifyStatus ? '已核销' : '未核销'}
      </Tag>
    ),
    card: 'status',
  },
  { title: '日期', value: (r) => r.date },
  { title: '交款人', value: (r) => r.tenant },
  { title: '房间', value: (r) => r.house || '公司' },
  { title: '类型', value: (r) => LEDGER_KIND_TEXT[r.type as LedgerKind] ?? '' },
  { title: '项目', value: (r) => r.items, card: 'wide' },
  { title: '收据金额', value: (r) => r.amount, money: true },
  {
    title: '实收金额',
    value: (r) => r.received,
    money: true,
    // A receipt whose records do not hold the same money is shown in red, with why.
    render: (r) =>
      r.mismatch ? (
        <span className="receipt-mismatch" title={RECEIPT_MSG.mismatch} aria-label={`${RECEIPT_MSG.mismatch}`}>
          {formatFen(r.received)}
        </span>
      ) : (
        formatFen(r.received)
      ),
  },
  { title: '核对', value: (r) => (r.mismatch ? RECEIPT_MSG.mismatch : '一致'), only: 'file' },
];
