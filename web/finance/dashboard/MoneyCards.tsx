import { formatFen } from '../../../sync/rules/common/money';
import { shanghaiToday } from '../../../sync/rules/common/shanghai-time';
import { defaultNextRange, defaultPastRange, type DayRange } from '../../../sync/rules/finance/dashboard-ranges';
import { DateRangeField } from '../../components/list';
import { ListState } from '../../components/list';
import { Figure } from './Figure';
import { useBillsFigure, useExpectedFigure } from './dashboard-api';

const asRange = (r: { from: string; to: string }, d: DayRange): DayRange => ({
  startTime: r.from || d.startTime,
  endTime: r.to || d.endTime,
});

/** The bill report (账单报表) of the range: its summary row is the same billTotals. */
export const billReport = (apartmentId: string, r: DayRange) => ({
  path: '/StatementDetails',
  params: { tab: 'bills', apartmentId: apartmentId || undefined, startTime: r.startTime, endTime: r.endTime },
});

type CardProps = { apartmentId: string; range: DayRange; onRange: (r: DayRange) => void };

/** 账单总额: the bills due in a past range (default the last 30 days; no future day offered). */
export function BillsCard({ apartmentId, range, onRange: setRange }: CardProps) {
  const today = shanghaiToday(Date.now());
  const q = useBillsFigure({ apartmentId, ...range });
  return (
    <section className="page-card fin-card" aria-label="账单总额">
      <div className="fin-card-head">
        <h2 className="fin-card-title">账单总额</h2>
        <DateRangeField
          label="账单日期"
          value={{ from: range.startTime, to: range.endTime }}
          onChange={(r) => setRange(asRange(r, defaultPastRange(today)))}
          max={today}
        />
      </div>
      <ListState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} lines={2}>
        {q.data ? (
          <div className="fin-figures">
            <Figure
              label="应收"
              value={formatFen(q.data.receivable)}
              note={`${q.data.count} 笔账单`}
              to={billReport(apartmentId, range)}
            />
            <Figure label="已收" value={formatFen(q.data.received)} tone="is-in" to={billReport(apartmentId, range)} />
            <Figure label="待收" value={formatFen(q.data.pending)} tone="is-due" to={billReport(apartmentId, range)} />
          </div>
        ) : null}
      </ListState>
    </section>
  );
}

/** 预计收入: the pending bills due from today within a future range (default the next 15 days; no past day offered). */
export function ExpectedCard({ apartmentId, range, onRange: setRange }: CardProps) {
  const today = shanghaiToday(Date.now());
  const q = useExpectedFigure({ apartmentId, ...range });
  return (
    <section className="page-card fin-card" aria-label="预计收入">
      <div className="fin-card-head">
        <h2 className="fin-card-title">预计收入</h2>
        <DateRangeField
          label="应收日期"
          value={{ from: range.startTime, to: range.endTime }}
          onChange={(r) => setRange(asRange(r, defaultNextRange(today)))}
          min={today}
        />
      </div>
      <ListState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} lines={2}>
        {q.data ? (
          <div className="fin-figures">
            <Figure
              label="预计收入"
              value={formatFen(q.data.expected)}
              note={`${q.data.startTime} 至 ${q.data.endTime} 待收账单`}
              tone="is-due"
              to={billReport(apartmentId, q.data)}
            />
          </div>
        ) : null}
      </ListState>
    </section>
  );
}
