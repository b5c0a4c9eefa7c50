import { useQuery } from '@tanstack/react-query';
import { DateField, ExportButton, ListView, useListQuery } from '../components/list';
import { formatFen } from '../../sync/rules/common/money';
import { addDays, shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { fetchSettlement, PERSONAL_KEY, settlementSumsQuery } from './personal-api';
import { SETTLEMENT_COLUMNS } from './settlement-columns';

const dayOf = (date: string) => `${+date.slice(8, 10)}日`;

/** 今日待结算 / 明日待结算: what settles today (paid yesterday) and tomorrow (paid today), T+1. */
function AwaitingSums() {
  const sums = useQuery(settlementSumsQuery);
  const s = sums.data;
  const card = (title: string, amount: number | undefined, note: string) => (
    <div className="settle-sum">
      <div className="settle-sum-title">{title}</div>
      <div className="settle-sum-amount">{amount === undefined ? '—' : formatFen(amount)}</div>
      <div className="settle-sum-note">{note}</div>
    </div>
  );
  return (
    <div className="settle-sums" aria-label="待结算金额" aria-busy={sums.isLoading}>
      {card('今日待结算', s?.yesterdaySum, s ? `昨日交易 · ${dayOf(s.today)}结算` : '')}
      {card('明日待结算', s?.todaySum, s ? `今日交易 · ${dayOf(s.tomorrow)}结算` : '')}
    </div>
  );
}

/**
 * The personal centre's settlement (part 4 §2): the amounts awaiting settlement, then the settlement records of the
 * date picked (yesterday's, the last day settled, at first; kept in the URL as ?reconDate=): the date's sums (结算总额,
 * 服务费, 实际到账) and its trades, 10 a page, with the export.
 */
export function SettlementPanel() {
  const today = shanghaiToday(Date.now());
  const list = useListQuery({
    key: [...PERSONAL_KEY, 'settlement'],
    fetch: (_f, current, size, params) => fetchSettlement(params.get('reconDate') || addDays(today, -1), current, size),
  });
  const reconDate = list.params.get('reconDate') || addDays(today, -1);
  const page = list.query.data;
  return (
    <section className="settle-panel" aria-label="结算">
      <AwaitingSums />
      <div className="settle-head">
        <h2>结算记录</h2>
        <div className="settle-date">
          <DateField
            label="结算日期"
            placeholder="结算日期"
            value={reconDate}
            max={addDays(today, 1)}
            onChange={(v) => list.update({ reconDate: v })}
          />
        </div>
        <ExportButton name={`结算记录-${reconDate}`} columns={SETTLEMENT_COLUMNS} fetchPage={list.fetchPage} />
      </div>
      <dl className="settle-totals" aria-label="结算汇总">
        <div>
          <dt>结算总额</dt>
          <dd>{page ? formatFen(page.sumA) : '—'}</dd>
        </div>
        <div>
          <dt>服务费</dt>
          <dd>{page ? formatFen(page.serviceA) : '—'}</dd>
        </div>
        <div>
          <dt>实际到账</dt>
          <dd>{page ? formatFen(page.realA) : '—'}</dd>
        </div>
      </dl>
      <ListView
        query={list.query}
        columns={SETTLEMENT_COLUMNS}
        rowKey={(r) => r.tradeNo}
        onPage={list.setPage}
        label="结算记录"
        empty="当日暂无结算记录"
      />
    </section>
  );
}
