import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Tabs } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, useListQuery, type Column } from '../../components/list';
import type { BillReportRow, FlowRow } from '../../../sync/contract/finance/reports';
import type { Page } from '../../../sync/contract/envelope';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { PAYMENT_SCOPE_TEXT, PAYMENT_SCOPES } from '../../../sync/rules/finance/report-rules';
import {
  fetchAreas,
  fetchBillReport,
  fetchFlowReport,
  REPORTS_KEY,
  type FlowPage,
  type ReportFilters,
} from './reports-api';
import { BILL_COLUMNS, FLOW_COLUMNS, reportFields, scopeOf } from './report-columns';
import '../ledger/ledger.css';
import './reports.css';

type Row = FlowRow | BillReportRow;

/**
 * 数据报表 (/ShuJuBaoBiao) and 对账明细 (/StatementDetails), one screen (part 4 §2 "Reports"): tabs 流水报表 (按房间 /
 * 按日期) and 账单报表, the filters of §2, the first row the summary row 合计 (the whole filtered range), and 导出 of
 * exactly those rows, 合计 first. The tab, the grouping and the flow's 收款日期 (本月 / 历史) stay in the URL (?tab=bills,
 * ?by=date, ?paymentDate=history); 本月 is the server's current Shanghai month, shown with its days.
 */
export default function ReportsPage({ route }: { route: RouteDef }) {
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'bills' ? 'bills' : 'flow';
  const scope = scopeOf(params);
  const today = shanghaiToday(Date.now());
  const areas = useQuery({ queryKey: [...REPORTS_KEY, 'areas'], queryFn: fetchAreas, staleTime: 60_000 });
  const fields = useMemo(
    () =>
      reportFields(
        tab,
        scope,
        (areas.data ?? []).map((a) => ({ value: a.areaId, label: a.name })),
        today,
      ),
    [areas.data, tab, scope, today],
  );
  const list = useListQuery<keyof ReportFilters, Page<Row>>({
    key: REPORTS_KEY,
    fields,
    fetch: (f, current, size, params) =>
      params.get('tab') === 'bills'
        ? fetchBillReport(f, current, size)
        : fetchFlowReport(f, params.get('by') === 'date' ? 'date' : 'house', scopeOf(params), current, size),
  });
  const by = list.params.get('by') === 'date' ? 'date' : 'house';
  const columns = (tab === 'bills' ? BILL_COLUMNS : FLOW_COLUMNS) as Column<Row>[];
  const name = tab === 'bills' ? '账单报表' : by === 'date' ? '流水报表-按日期' : '流水报表-按房间';
  const days = tab === 'flow' ? (list.query.data as FlowPage | undefined) : undefined;
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
          <div className="report-scope" role="group" aria-label="收款日期">
            <span className="filter-label">收款日期</span>
            <Segmented
              value={scope}
              // 本月 is the default (no range in the URL); 历史 keeps its range until one is chosen.
              onChange={(v) =>
                list.update(
                  v === 'history' ? { paymentDate: 'history' } : { paymentDate: '', startTime: '', endTime: '' },
                )
              }
              options={PAYMENT_SCOPES.map((s) => ({ label: PAYMENT_SCOPE_TEXT[s], value: s }))}
            />
            {days?.endTime ? (
              <span className="report-days">
                {days.startTime || '最早'} 至 {days.endTime}
              </span>
            ) : null}
          </div>
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
