import type { Column, FilterField } from '../../components/list';
import { PAYMENT_WAYS } from '../../../sync/product/catalog';
import { formatFen } from '../../../sync/rules/common/money';
import { TALLY_TYPES } from '../../../sync/rules/bookkeeping/bookkeeping-rules';
import type { TallyFilters, TallyItem } from './tally-api';

/** Part 4 §2 "Bookkeeping list": 收入/支出, the way, the payment days, the apartment. */
export const TALLY_FILTERS: FilterField<keyof TallyFilters>[] = [
  {
    kind: 'select',
    key: 'tallyType',
    label: '收支类型',
    all: '收入/支出',
    options: TALLY_TYPES.map((t) => ({ value: String(t.value), label: t.label })),
  },
  {
    kind: 'select',
    key: 'paymentWay',
    label: '收款方式',
    all: '全部方式',
    options: Object.entries(PAYMENT_WAYS).map(([value, label]) => ({ value, label })),
  },
  { kind: 'dates', from: 'startTime', to: 'endTime', label: '记账日期', past: true },
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
];

export const TALLY_COLUMNS: Column<TallyItem>[] = [
  { title: '项目', value: (r) => `${r.superName} / ${r.name}`, card: 'title' },
  {
    title: '金额',
    value: (r) => r.cost,
    money: true,
    render: (r) => (
      <span className={r.cost < 0 ? 'tally-out' : 'tally-in'}>
        {r.cost < 0 ? '−' : '+'}
        {formatFen(Math.abs(r.cost))}
      </span>
    ),
    card: 'status',
  },
  { title: '收支', value: (r) => (r.tallyType === 1 ? '收入' : '支出') },
  { title: '所属', value: (r) => r.owner },
  { title: '租客', value: (r) => r.tenant },
  { title: '方式', value: (r) => r.paymentWayName },
  { title: '日期', value: (r) => r.paymentDate },
  { title: '备注', value: (r) => r.remark, card: 'wide' },
  { title: '经办人', value: (r) => r.operatorName },
];
