import { Tag } from 'antd-mobile';
import type { Column, FilterField } from '../../components/list';
import type { Option } from '../../components/filters/filter-fields';
import { BILL_TYPES, LEDGER_TYPES, PAYMENT_WAYS } from '../../../sync/product/catalog';
import { LEDGER_KIND_TEXT, type LedgerKind } from '../../../sync/rules/finance/ledger-kind';
import { VERIFY_STATUS, VERIFY_STATUS_TEXT, type VerifyStatus } from '../../../sync/rules/finance/verify-status';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import type { LedgerFilters, LedgerRow } from './ledger-api';

const options = (names: Record<number, string>): Option[] =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

/** Part 4 §2 filters of the ledger: apartment, in/out, bill type and item, payment way, days, written off, type. */
export const LEDGER_FILTERS: FilterField<keyof LedgerFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'select', key: 'inOut', label: '收支', all: '全部收支', options: options({ 1: '收入', 0: '支出' }) },
  {
    kind: 'select',
    key: 'billType',
    label: '账单类型',
    all: '全部类型',
    options: options({ ...BILL_TYPES, ...LEDGER_TYPES }),
  },
  { kind: 'text', key: 'itemName', label: '费用项目', max: 20 },
  { kind: 'select', key: 'paymentWay', label: '支付方式', all: '全部方式', options: options(PAYMENT_WAYS) },
  { kind: 'dates', from: 'startTime', to: 'endTime', label: '交易日期', past: true },
  { kind: 'select', key: 'verifyStatus', label: '核销状态', all: '全部状态', options: options(VERIFY_STATUS_TEXT) },
  { kind: 'select', key: 'type', label: '流水类型', all: '全部来源', options: options(LEDGER_KIND_TEXT) },
];

const signed = (r: LedgerRow) => (r.inOut === 1 ? r.amount : -r.amount);

export function VerifyTag({ row }: { row: Pick<LedgerRow, 'verifyStatus'> }) {
  const done = row.verifyStatus === VERIFY_STATUS.done;
  return (
    <Tag color={done ? 'success' : 'warning'} fill="outline">
      {VERIFY_STATUS_TEXT[row.verifyStatus as VerifyStatus]}
    </Tag>
  );
}

const common = {
  inOut: { title: '收支', value: (r: LedgerRow) => (r.inOut === 1 ? '收入' : '支出') },
  type: { title: '类型', value: (r: LedgerRow) => LEDGER_KIND_TEXT[r.type as LedgerKind] ?? '' },
  owner: { title: '房源', value: (r: LedgerRow) => r.owner, card: 'title' as const },
  amount: { title: '金额', value: signed, money: true },
  status: {
    title: '核销状态',
    value: (r: LedgerRow) => VERIFY_STATUS_TEXT[r.verifyStatus as VerifyStatus],
    render: (r: LedgerRow) => <VerifyTag row={r} />,
    card: 'status' as const,
  },
};

/** 明细: one row per entry (part 4 §3 "Ledger entry"). */
export const DETAIL_COLUMNS: Column<LedgerRow>[] = [
  { title: '交易日期', value: (r) => r.billTime },
  common.inOut,
  common.owner,
  { title: '项目', value: (r) => r.billsItem },
  common.amount,
  { title: '支付方式', value: (r) => PAYMENT_WAYS[r.paymentType] ?? '' },
  { title: '交易方', value: (r) => r.trader || r.tenant },
  { title: '所属项目', value: (r) => r.officeName },
  { title: '收据号', value: (r) => ('receiptNumber' in r ? r.receiptNumber : '') },
  common.type,
  common.status,
  { title: '记录时间', value: (r) => ('creatTime' in r ? shanghaiDateTime(r.creatTime) : ''), only: 'file' },
];

/** 汇总: one row per order. */
export const SUMMARY_COLUMNS: Column<LedgerRow>[] = [
  { title: '单号', value: (r) => r.orderNumber },
  { title: '交易日期', value: (r) => r.billTime },
  common.inOut,
  common.owner,
  { title: '项目', value: (r) => r.billsItem },
  { title: '笔数', value: (r) => ('count' in r ? r.count : 1) },
  common.amount,
  { title: '交易方', value: (r) => r.trader || r.tenant },
  common.type,
  common.status,
];

/** Where an entry opens (part 4 §2): the lease account, the deposit orders, the bookkeeping list. */
export function sourceLink(r: LedgerRow): string {
  if (r.type === 1 && r.leaseId) return `/accountDetail?leaseId=${encodeURIComponent(r.leaseId)}`;
  if (r.type === 2) {
    const q = new URLSearchParams({ apartmentName: r.apartmentName, houseNumber: r.houseNumber, promiseMan: r.trader });
    return `/reservationOrder?${q}`;
  }
  if (r.type === 3) return r.leaseId ? `/tallyConfig?leaseId=${encodeURIComponent(r.leaseId)}` : '/tallyConfig';
  return '';
}
