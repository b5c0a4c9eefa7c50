import { useMemo } from 'react';
import { Selector } from 'antd-mobile';
import { EXPIRY_WINDOWS, type ExpiryWindow } from '../../../sync/rules/leases/lease-status';
import { ListState } from '../../components/list';
import { ChartCanvas } from './ChartCanvas';
import type { ChartConfiguration } from './chart-setup';
import { Figure } from './Figure';
import { useContractCounts, useHouseCounts } from './dashboard-api';

export const COLORS = { in: '#1677ff', out: '#ff8f1f', due: '#fa541c', vacant: '#ffc53d', rented: '#1677ff' };

/** 房间: a doughnut of rented and vacant rooms with the total in its middle (the board's statistics). */
export function HousesCard({ apartmentId }: { apartmentId: string }) {
  const q = useHouseCounts(apartmentId);
  const board = (extra: Record<string, string> = {}) => ({
    path: '/jizhongHome',
    params: { apartmentId: apartmentId || undefined, all: apartmentId ? undefined : '1', ...extra },
  });
  const config = useMemo<ChartConfiguration | null>(
    () =>
      q.data
        ? {
            type: 'doughnut',
            data: {
              labels: ['已出租', '空置'],
              datasets: [
                {
                  data: [q.data.rentNum, q.data.vacantNum],
                  backgroundColor: [COLORS.rented, COLORS.vacant],
                  borderWidth: 0,
                },
              ],
            },
            options: {
              animation: false,
              maintainAspectRatio: false,
              cutout: '68%',
              plugins: { legend: { display: false } },
            },
          }
        : null,
    [q.data],
  );
  return (
    <section className="page-card fin-card" aria-label="房间出租">
      <h2 className="fin-card-title">房间出租</h2>
      <ListState
        loading={q.isLoading}
        error={q.error}
        onRetry={() => void q.refetch()}
        empty={q.data?.totalNum === 0}
        emptyText="暂无房间"
        lines={3}
      >
        {q.data && config ? (
          <div className="fin-pie">
            <div className="fin-pie-chart">
              <ChartCanvas
                config={config}
                label={`已出租 ${q.data.rentNum} 间，空置 ${q.data.vacantNum} 间`}
                height={132}
              />
              <span className="fin-pie-total" aria-hidden="true">
                <b>{q.data.totalNum}</b>
                <small>总房间</small>
              </span>
            </div>
            <div className="fin-figures fin-figures-column">
              <Figure label="总房间" value={q.data.totalNum} to={board()} />
              <Figure label="已出租" value={q.data.rentNum} tone="is-in" to={board()} />
              <Figure label="空置" value={q.data.vacantNum} tone="is-vacant" to={board({ isVacant: '1' })} />
            </div>
          </div>
        ) : null}
      </ListState>
    </section>
  );
}

/** 合同到期: leases about to expire within 30/60/90 days (default 60) and expired (the lease list's tabs). */
export function ContractsCard(props: {
  apartmentId: string;
  within: ExpiryWindow;
  onWithin: (w: ExpiryWindow) => void;
}) {
  const { apartmentId, within, onWithin: setWithin } = props;
  const q = useContractCounts(apartmentId, within);
  const list = (tab: number) => ({
    path: '/bookingList',
    params: { tab, within: tab === 2 ? within : undefined, apartmentId: apartmentId || undefined },
  });
  return (
    <section className="page-card fin-card" aria-label="合同到期">
      <div className="fin-card-head">
        <h2 className="fin-card-title">合同到期</h2>
        <Selector
          className="fin-selector"
          options={EXPIRY_WINDOWS.map((d) => ({ label: `${d}天`, value: d }))}
          value={[within]}
          onChange={(v) => v[0] && setWithin(v[0])}
        />
      </div>
      <ListState loading={q.isLoading} error={q.error} onRetry={() => void q.refetch()} lines={2}>
        {q.data ? (
          <div className="fin-figures">
            <Figure label={`${within}天内到期`} value={q.data.expiringNum} tone="is-due" to={list(2)} />
            <Figure label="已到期" value={q.data.expiredNum} tone="is-late" to={list(3)} />
          </div>
        ) : null}
      </ListState>
    </section>
  );
}
