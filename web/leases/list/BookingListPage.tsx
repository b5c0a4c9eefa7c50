import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Switch, Tabs } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { EXPIRY_WINDOWS, LEASE_TABS, type LeaseTab } from '../../../sync/rules/leases/lease-status';
import type { LeaseRow } from '../../../sync/contract/leases/lease-list-shape';
import { PageFrame } from '../../components/PageFrame';
import { FilterBar, ListView, RowActions, ScopeNote, useListQuery } from '../../components/list';
import { linkTo } from '../../board/board-api';
import { CheckOutFlow } from '../../checkout/CheckOutFlow';
import { fetchLeases, LEASES_KEY, type BoardScope, type LeaseFilters } from './leases-api';
import { LEASE_COLUMNS, LEASE_FILTERS } from './lease-columns';
import {
  confirmLeaseAction,
  deleteLease,
  LEASE_ACTION_LABEL,
  LEASE_ACTION_ORDER,
  type LeaseActionKey,
} from './lease-actions';
import './lease-list.css';

/** The board's parameters (one room: houseId, houseNumber, location …; one lease: leaseId) and what the note says. */
const SCOPE_PARAMS = [
  'houseId',
  'leaseId',
  'location',
  'houseNumber',
  'statusCode',
  'templateName',
  'within',
  'apartmentId',
];
function scopeOf(params: URLSearchParams): BoardScope {
  const houseId = params.get('houseId') ?? undefined;
  const leaseId = params.get('leaseId') ?? undefined;
  const w = Number(params.get('within'));
  const within = EXPIRY_WINDOWS.find((d) => d === w);
  const apartmentId = params.get('apartmentId') ?? undefined;
  const room = params.get('location') || (houseId ? params.get('houseNumber') || '指定房间' : '');
  const label = room
    ? `仅显示房间 ${room} 的租约`
    : leaseId
      ? '仅显示该租约'
      : within || apartmentId
        ? [within ? `即将到期：${within}天内` : '', apartmentId ? '仅显示所选公寓的租约' : '']
            .filter(Boolean)
            .join('，')
        : undefined;
  return { houseId, leaseId, within, apartmentId, label };
}
/** ?tab=1 opens a tab (the dashboard's 待确认租约 counter). */
const tabOf = (params: URLSearchParams) => {
  const t = Number(params.get('tab'));
  return (t >= 0 && t <= 3 ? t : 0) as LeaseTab;
};
const filtersOf = (f: Record<keyof LeaseFilters, string>): LeaseFilters => ({
  ...f,
  status: f.status === '1' || f.status === '2' ? f.status : '',
});
const nameOf = (r: LeaseRow) => `${r.houseName} · ${r.tenant}（${r.leaseCode}）`;

/** 租约列表 (/bookingList, part 2 §2.1, §4, §5): filters, tabs, deleted records, list with the actions of each status. */
export default function BookingListPage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [flow, setFlow] = useState<{ leaseId: string; mode: 'checkOut' | 'settle' } | null>(null);
  const list = useListQuery({
    key: LEASES_KEY,
    fields: LEASE_FILTERS,
    fetch: (f, current, _size, p) => fetchLeases(filtersOf(f), scopeOf(p), tabOf(p), p.get('deleted') === '1', current),
  });
  const { params } = list;
  const scope = scopeOf(params);
  const tab = tabOf(params);
  const deleted = params.get('deleted') === '1';
  const reload = () => client.invalidateQueries({ queryKey: LEASES_KEY });

  const onAction = async (a: LeaseActionKey, r: LeaseRow) => {
    if (a === 'checkOut' || a === 'settle') return setFlow({ leaseId: r.leaseId, mode: a });
    const done = a === 'remove' ? deleteLease(r.leaseId, nameOf(r)) : confirmLeaseAction(r.leaseId, nameOf(r));
    if (await done) await reload();
  };

  const counts = list.query.data?.tabCounts;
  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" color="primary" onClick={() => navigate('/renterRegister')}>
          租客登记
        </Button>
      }
    >
      <FilterBar fields={LEASE_FILTERS} values={list.filters} onApply={list.apply} />
      {scope.label ? (
        <ScopeNote
          text={scope.label}
          onClear={() => list.update(Object.fromEntries(SCOPE_PARAMS.map((k) => [k, null])))}
        />
      ) : null}
      <div className="lease-toolbar">
        <label className="lease-deleted-switch">
          <Switch
            checked={deleted}
            onChange={(v) => list.update({ deleted: v ? '1' : null })}
            aria-label="查看已删除记录"
          />
          <span>已删除记录</span>
        </label>
      </div>
      <Tabs activeKey={String(tab)} onChange={(k) => list.update({ tab: k === '0' ? null : k })}>
        {LEASE_TABS.map((t) => (
          <Tabs.Tab key={String(t.tab)} title={counts ? `${t.title}(${counts[t.tab]})` : t.title} />
        ))}
      </Tabs>
      <ListView
        query={list.query}
        columns={LEASE_COLUMNS}
        rowKey={(r) => r.leaseId}
        onPage={list.setPage}
        label="租约"
        empty={deleted ? '暂无已删除的租约' : '暂无租约'}
        onOpen={(r) => navigate(linkTo('/leaseDetail', { leaseId: r.leaseId, deleted: r.deleted ? 1 : null }))}
        actions={(r) => (
          <RowActions
            actions={LEASE_ACTION_ORDER.filter((k) => r.actions[k]).map((a) => ({
              key: a,
              text: LEASE_ACTION_LABEL[a],
              color: a === 'remove' ? 'danger' : 'primary',
              onClick: () => void onAction(a, r),
            }))}
          />
        )}
      />
      {flow ? (
        <CheckOutFlow
          key={`${flow.leaseId}-${flow.mode}`}
          leaseId={flow.leaseId}
          mode={flow.mode}
          onClose={() => setFlow(null)}
          onDone={() => {
            setFlow(null);
            void reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
