import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Tabs } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, useListQuery, type Column, type FilterField } from '../../components/list';
import type { BillReportRow, FlowRow } from '../../../sync/contract/finance/reports';
import type { Page } from '../../../sync/contract/envelope';
import { fetchAreas, fetchBillReport, fetchFlowReport, REPORTS_KEY, type ReportFilters } from './reports-api';
import '../ledger/ledger.css';

type Row = FlowRow | BillReportRow;
const money = <R,>(title: string, v: (r: R) => number): Column<R> => ({ title, value: v, money: true });

const FLOW_COLUMNS: Column<FlowRow>[] = [
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

const BILL_COLUMNS: Column<BillReportRow>[] = [
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
 * 数据报表 (/ShuJuBaoBiao) and 对账明细 (/StatementDetails), one screen (part 4 §2 "Reports"): tabs 流水报表 (按房间 /
 * 按日期) and 账单报表, the filters of §2, the first row the summary row 合计 (the whole filtered range), and 导出 of
 * exactly those rows, 合计 first. The tab and the grouping stay in the URL (?tab=bills, ?by=date).
 */
export default function ReportsPage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const billsTab = params.get('tab') === 'bills';
  const areas = useQuery({ queryKey: [...REPORTS_KEY, 'areas'], queryFn: fetchAreas, staleTime: 60_000 });
  const fields = useMemo<FilterField<keyof ReportFilters>[]>(
    () => [
      { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
      {
        kind: 'select',
        key: 'areaId',
        label: '区域',
        all: '全部区域',
        options: (areas.data ?? []).map((a) => ({ value: a.areaId, label: a.name })),
      },
      // The bill report reads the bills' receivable days, the flow report the days the money moved.
      { kind: 'dates', from: 'startTime', to: 'endTime', label: billsTab ? '应收日期' : '交易日期' },
    ],
    [areas.data, billsTab],
  );
  const list = useListQuery<keyof ReportFilters, Page<Row>>({
    key: REPORTS_KEY,
    fields,
    fetch: (f, current, size, params) =>
      params.get('tab') === 'bills'
        ? fetchBillReport(f, current, size)
        : fetchFlowReport(f, params.get('by') === 'date' ? 'date' : 'house', current, size),
  });
  const tab = list.params.get('tab') === 'bills' ? 'bills' : 'flow';
  const by = list.params.get('by') === 'date' ? 'date' : 'house';
  const columns = (tab === 'bills' ? BILL_COLUMNS : FLOW_COLUMNS) as Column<Row>[];
  const name = tab === 'bills' ? '账单报表' : by === 'date' ? '流水报表-按日期' : '流水报表-按房间';
  return (
    <PageFrame title={route.title} extra={<ExportButton name={name} columns={columns} fetchPage={list.fetchPage} />}>
      <Tabs activeKey={tab} onChange={(k) => list.update({ tab: k === 'bills' ? 'bills' : '' })}>
        <Tabs.Tab title="流水报表" key="flow" />
        <Tabs.Tab title="账单报表" key="bills" />
      </Tabs>
      <FilterBar fields={fields} values={list.filters} onApply={list.apply} />
      {tab === 'flow' ? (
        <div className="ledger-bar">
          <Segmented
            value={by}
            onChange={(v) => list.update({ by: v === 'date' ? 'date' : '' })}
            options={[
              { label: '按房间', value: 'house' },
              { label: '按日期', value: 'date' },
            ]}
          />
        </div>
      ) : null}
      <ListView
        query={list.query}
        columns={columns}
        rowKey={(r) => `${r.name}|${r.key}`}
        onPage={list.setPage}
        label={name}
        empty="暂无数据"
      />
    </PageFrame>
  );
}
