import { useMemo } from 'react';
import { Selector } from 'antd-mobile';
import { formatFen, fenToYuan } from '../../../sync/rules/common/money';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import type { DayRange } from '../../../sync/rules/finance/dashboard-ranges';
import { DateRangeField, ListState } from '../../components/list';
import { ChartCanvas } from './ChartCanvas';
import type { ChartConfiguration } from './chart-setup';
import { Figure } from './Figure';
import { billReport } from './MoneyCards';
import { COLORS } from './RoomCards';
import { useBillSeries, useFlowSeries, type Scope } from './dashboard-api';
import type { DashboardView, StatsKind as Kind } from './dashboard-view';

type Line = { label: string; color: string; values: number[] };

/** The chart: a line a day (日报) or bars a month (月报), in yuan. */
function chartOf(mode: 0 | 1, keys: string[], lines: Line[]): ChartConfiguration {
  const type = mode === 0 ? 'line' : 'bar';
  return {
    type,
    data: {
      labels: keys.map((k) => (mode === 0 ? k.slice(5) : k)),
      datasets: lines.map((l) => ({
        label: l.label,
        data: l.values.map((v) => Number(fenToYuan(v))),
        borderColor: l.color,
        backgroundColor: type === 'bar' ? l.color : `${l.color}22`,
        pointRadius: 2,
        tension: 0,
      })),
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom' },
        tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''} ¥${Number(c.raw).toFixed(2)}` } },
      },
      scales: { y: { beginAtZero: true } },
    },
  };
}

/**
 * 流水统计 / 账单统计 by day or month over a past range, with the range's totals each opening its list. The kind, the
 * mode and the days are the page's view (in the URL); a new mode starts from its default days.
 */
export function StatsCard(props: {
  apartmentId: string;
  kind: Kind;
  mode: 0 | 1;
  range: DayRange;
  onChange: (patch: Partial<Pick<DashboardView, 'kind' | 'mode' | 'stats'>>) => void;
}) {
  const { apartmentId, kind, mode, range, onChange } = props;
  const today = shanghaiToday(Date.now());
  const scope: Scope = { apartmentId, ...range };
  const flow = useFlowSeries(scope, mode);
  const bills = useBillSeries(scope, mode);
  const q = kind === 'flow' ? flow : bills;
  const view = useMemo(() => {
    if (kind === 'flow' && flow.data) {
      const p = flow.data.points;
      return {
        empty: p.every((x) => !x.inTotal && !x.outTotal),
        config: chartOf(
          mode,
          p.map((x) => x.key),
          [
            { label: '收入', color: COLORS.in, values: p.map((x) => x.inTotal) },
            { label: '支出', color: COLORS.out, values: p.map((x) => x.outTotal) },
          ],
        ),
      };
    }
    if (kind === 'bills' && bills.data) {
      const p = bills.data.points;
      return {
        empty: p.every((x) => !x.receivable),
        config: chartOf(
          mode,
          p.map((x) => x.key),
          [
            { label: '应收', color: COLORS.in, values: p.map((x) => x.receivable) },
            { label: '已收', color: '#00b578', values: p.map((x) => x.received) },
            { label: '待收', color: COLORS.due, values: p.map((x) => x.pending) },
          ],
        ),
      };
    }
    return null;
  }, [kind, mode, flow.data, bills.data]);
  const ledger = (inOut?: number) => ({
    path: '/liushuiList',
    params: { apartmentId: apartmentId || undefined, startTime: range.startTime, endTime: range.endTime, inOut },
  });
  return (
    <section className="page-card fin-card fin-stats" aria-label="收支统计">
      <div className="fin-card-head">
        <h2 className="fin-card-title">收支统计</h2>
        <div className="fin-stats-tools">
          <Selector
            className="fin-selector"
            options={[
              { label: '流水统计', value: 'flow' as Kind },
              { label: '账单统计', value: 'bills' as Kind },
            ]}
            value={[kind]}
            onChange={(v) => v[0] && onChange({ kind: v[0] })}
          />
          <Selector
            className="fin-selector"
            options={[
              { label: '日报', value: 0 as const },
              { label: '月报', value: 1 as const },
            ]}
            value={[mode]}
            onChange={(v) => {
              if (v[0] !== undefined) onChange({ mode: v[0] });
            }}
          />
          <DateRangeField
            label="统计日期"
            value={{ from: range.startTime, to: range.endTime }}
            onChange={(r) =>
              onChange({ stats: { startTime: r.from || range.startTime, endTime: r.to || range.endTime } })
            }
            max={today}
          />
        </div>
      </div>
      <ListState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} lines={6}>
        <div className="fin-figures">
          {kind === 'flow' && flow.data ? (
            <>
              <Figure label="收入" value={formatFen(flow.data.inTotal)} tone="is-in" to={ledger(1)} />
              <Figure label="支出" value={formatFen(flow.data.outTotal)} tone="is-out" to={ledger(0)} />
              <Figure label="净收入" value={formatFen(flow.data.inTotal - flow.data.outTotal)} to={ledger()} />
            </>
          ) : null}
          {kind === 'bills' && bills.data ? (
            <>
              <Figure label="应收" value={formatFen(bills.data.receivable)} to={billReport(apartmentId, range)} />
              <Figure
                label="已收"
                value={formatFen(bills.data.received)}
                tone="is-in"
                to={billReport(apartmentId, range)}
              />
              <Figure
                label="待收"
                value={formatFen(bills.data.pending)}
                tone="is-due"
                to={billReport(apartmentId, range)}
              />
            </>
          ) : null}
        </div>
        {view?.empty ? (
          <p className="fin-empty">{kind === 'flow' ? '该时段暂无收支流水' : '该时段暂无账单'}</p>
        ) : view ? (
          <ChartCanvas config={view.config} label={kind === 'flow' ? '流水统计图' : '账单统计图'} height={260} />
        ) : null}
      </ListState>
    </section>
  );
}
