import { Tag } from 'antd-mobile';
import type { Column, FilterField } from '../../components/list';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import { REFUND_APP, REFUND_STATUS_OPTIONS, type RefundAppStatus } from '../../../sync/rules/finance/refund-rules';
import type { RefundFilters, RefundItem } from './refunds-api';

/** /drawbackApplict's filters: status, apartment, tenant, the application's days. */
export const REFUND_FILTERS: FilterField<keyof RefundFilters>[] = [
  {
    kind: 'select',
    key: 'status',
    label: '状态',
    all: '全部状态',
    options: REFUND_STATUS_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })),
  },
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'text', key: 'tenant', label: '租客/手机号', max: 20 },
  { kind: 'dates', from: 'startTime', to: 'endTime', label: '申请日期', past: true },
];

const COLOR: Record<RefundAppStatus, string> = {
  [REFUND_APP.pending]: 'warning',
  [REFUND_APP.approved]: 'primary',
  [REFUND_APP.paid]: 'success',
  [REFUND_APP.rejected]: 'default',
};

/** What happened to it: the payment (way and day) or the rejection's reason. */
const outcome = (r: RefundItem) =>
  r.status === REFUND_APP.paid
    ? `${r.payDate ?? ''} ${r.paymentWayText} · ${r.paidBy}`
    : r.status === REFUND_APP.rejected
      ? `${r.reason} · ${r.rejectedBy}`
      : r.status === REFUND_APP.approved
        ? `审批人 ${r.approvedBy}`
        : '';

export const REFUND_COLUMNS: Column<RefundItem>[] = [
  { title: '房间', value: (r) => r.house, card: 'title' },
  {
    title: '状态',
    value: (r) => r.statusText,
    render: (r) => (
      <Tag color={COLOR[r.status as RefundAppStatus] ?? 'default'} fill="outline">
        {r.statusText}
      </Tag>
    ),
    card: 'status',
  },
  { title: '租客', value: (r) => r.tenant },
  { title: '手机号', value: (r) => r.phone },
  { title: '退款金额', value: (r) => r.amount, money: true },
  { title: '处理结果', value: outcome, card: 'wide' },
  { title: '建议退款方式', value: (r) => r.proposedWayText },
  { title: '退房日期', value: (r) => r.checkOutDate },
  { title: '退款项目', value: (r) => r.lines.map((l) => l.name).join('、'), card: 'wide' },
  { title: '申请人', value: (r) => r.applicant },
  { title: '申请时间', value: (r) => shanghaiDateTime(r.createdAt) },
];
