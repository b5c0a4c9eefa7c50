import type { Column, FilterField } from '../../components/list';
import type { Option } from '../../components/filters/filter-fields';
import type { BillReportRow, FlowRow } from '../../../sync/contract/finance/reports';
import { VERIFY_STATUS_TEXT } from '../../../sync/rules/finance/verify-status';
import { historyLastDay, PAYMENT_SCOPES, type PaymentScope } from '../../../sync/rules/finance/report-rules';
import type { ReportFilters } from './reports-api';

const money = <R,>(title: string, v: (r: R) => number): Column<R> => ({ title, value: v, money: true });

export const FLOW_COLUMNS: Column<FlowRow>[] = [
  { title: '名称', value: (r) => r.name, card: 'title' },
  money('收入合计', (r) => r.inAccountTotal),
  money('支出合计', (r) => r.outAccountTotal),
  money('租约收入', (r) => r.leaseIn),
  money('租约支出', (r) => r.leaseOut),
  money('记账收入', (r) => r.bookkeepingIn),
  money('记账支出', (r) => r.bookkeepingOut),
  money('预定收入', (r) => r.advanceIn),
  money('预定支出', (r) => r.advanceOut),
];

export const BILL_COLUMNS: Column<BillReportRow>[] = [
  { title: '房间', value: (r) => r.name, card: 'title' },
  money('应收合计', (r) => r.billsReceivableTotal),
  money('已收合计', (r) => r.billsAccountTotal),
  money('待收合计', (r) => r.billsPendingTotal),
  money('押金已收', (r) => r.depositAccount),
  money('押金待收', (r) => r.depositPending),
  money('租金已收', (r) => r.leaseAccount),
  money('租金待收', (r) => r.leasePending),
  money('水电已收', (r) => r.hydropowerAccount),
  money('水电待收', (r) => r.hydropowerPending),
  money('服务费已收', (r) => r.serviceAccount),
  money('服务费待收', (r) => r.servicePending),
  money('其他已收', (r) => r.otherAccount),
  money('其他待收', (r) => r.otherPending),
];

/**
 * The flow report's 收款日期 as the URL says it (?paymentDate=month|history); absent or unknown: 历史 when the URL
 * has a range (a link with its days), else 本月.
 */
export function scopeOf(params: URLSearchParams): PaymentScope {
  const v = params.get('paymentDate');
  if ((PAYMENT_SCOPES as readonly string[]).includes(v ?? '')) return v as PaymentScope;
  return params.get('startTime') || params.get('endTime') ? 'history' : 'month';
}

const VERIFY_OPTIONS: Option[] = Object.entries(VERIFY_STATUS_TEXT).map(([value, label]) => ({ value, label }));

/**
 * The §2 filters of a tab. 流水报表: apartment, area, 交易状态 (the entries' write-off state), and under 历史 the days
 * before this month (本月 has no range to choose). 账单报表: apartment, area and the bills' receivable days — open to
 * the future: pending bills fall due ahead, and the dashboard's 预计收入 opens this tab with its coming days.
 */
export function reportFields(
  tab: 'flow' | 'bills',
  scope: PaymentScope,
  areas: Option[],
  today: string,
): FilterField<keyof ReportFilters>[] {
  const place: FilterField<keyof ReportFilters>[] = [
    { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
    { kind: 'select', key: 'areaId', label: '区域', all: '全部区域', options: areas },
  ];
  if (tab === 'bills') return [...place, { kind: 'dates', from: 'startTime', to: 'endTime', label: '应收日期' }];
  return [
    ...place,
    { kind: 'select', key: 'verifyStatus', label: '交易状态', all: '全部交易状态', options: VERIFY_OPTIONS },
    ...(scope === 'history'
      ? [
          {
            kind: 'dates',
            from: 'startTime',
            to: 'endTime',
            label: '交易日期',
            max: historyLastDay(today),
          } as FilterField<keyof ReportFilters>,
        ]
      : []),
  ];
}
