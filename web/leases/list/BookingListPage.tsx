import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton, Switch, Tabs, Tag } from 'antd-mobile';
import type { RouteDef } from '../../../sync/product/menu';
import { LEASE_TABS, type LeaseTab } from '../../../sync/rules/leases/lease-status';
import type { LeaseRow } from '../../../sync/contract/leases/lease-list-shape';
import { PageFrame } from '../../components/PageFrame';
import { DESKTOP_QUERY, useMedia } from '../../lib/use-media';
import { LIST_TABLE_QUERY } from './list-layout';
import { linkTo } from '../../board/board-api';
import { CheckOutFlow } from '../../checkout/CheckOutFlow';
import { EMPTY_LEASE_FILTERS, fetchLeases, LEASES_KEY, type BoardScope, type LeaseFilters } from './leases-api';
import { LeaseFiltersBar } from './LeaseFiltersBar';
import { LeaseList } from './LeaseList';
import { confirmLeaseAction, deleteLease, type LeaseActionKey } from './lease-actions';
import '../../deposits/deposits.css';
import './lease-list.css';

/** The board's queries (houseId, houseNumber, location …; leaseId) as the list's scope and its chip text. */
function scopeOf(params: URLSearchParams): BoardScope {
  const houseId = params.get('houseId') ?? undefined;
  const leaseId = params.get('leaseId') ?? undefined;
  const room = params.get('location') || params.get('houseNumber') || (houseId ? '指定房间' : '');
  const label = room ? `房间 ${room}` : leaseId ? '指定租约' : undefined;
  return { houseId, leaseId, label };
}

/** 租约列表 (/bookingList, part 2 §2.1, §4, §5): filters, tabs, deleted records, list with the actions of each status. */
export default function BookingListPage({ route }: { route: RouteDef }) {
  const desktop = useMedia(DESKTOP_QUERY);
  const table = useMedia(LIST_TABLE_QUERY);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params);
  const [filters, setFilters] = useState<LeaseFilters>(EMPTY_LEASE_FILTERS);
  // ?tab=1 opens a tab (e.g. the dashboard's 待确认租约 counter).
  const [tab, setTab] = useState<LeaseTab>(() => {
    const t = Number(params.get('tab'));
    return (t >= 0 && t <= 3 ? t : 0) as LeaseTab;
  });
  const [deleted, setDeleted] = useState(false);
  const [current, setCurrent] = useState(1);
  const [flow, setFlow] = useState<{ leaseId: string; mode: 'checkOut' | 'settle' } | null>(null);
  const q = useQuery({
    queryKey: [...LEASES_KEY, 'list', filters, scope.houseId, scope.leaseId, tab, deleted, current],
    queryFn: () => fetchLeases(filters, scope, tab, deleted, current),
    placeholderData: keepPreviousData,
  });
  const reload = () => client.invalidateQueries({ queryKey: LEASES_KEY });

  const onAction = async (a: LeaseActionKey, r: LeaseRow) => {
    if (a === 'checkOut' || a === 'settle') return setFlow({ leaseId: r.leaseId, mode: a });
    if (a === 'remove' ? await deleteLease(r.leaseId) : await confirmLeaseAction(r.leaseId)) await reload();
  };

  const counts = q.data?.tabCounts;
  return (
    <PageFrame
      title={route.title}
      extra={
        <Button size="small" color="primary" onClick={() => navigate('/renterRegister')}>
          租客登记
        </Button>
      }
    >
      <LeaseFiltersBar
        desktop={desktop}
        onQuery={(f) => {
          setFilters(f);
          setCurrent(1);
        }}
      />
      <div className="lease-toolbar">
        {scope.label ? (
          <Tag
            color="primary"
            fill="outline"
            className="lease-scope-chip"
            onClick={() => {
              setParams(params.get('tab') ? { tab: params.get('tab')! } : {}, { replace: true });
              setCurrent(1);
            }}
          >
            {scope.label} <span aria-label="清除房间筛选">✕</span>
          </Tag>
        ) : null}
        <label className="lease-deleted-switch">
          <Switch
            checked={deleted}
            onChange={(v) => {
              setDeleted(v);
              setCurrent(1);
            }}
            aria-label="查看已删除记录"
          />
          <span>已删除记录</span>
        </label>
      </div>
      <Tabs
        activeKey={String(tab)}
        onChange={(k) => {
          setTab(Number(k) as LeaseTab);
          setCurrent(1);
        }}
      >
        {LEASE_TABS.map((t) => (
          <Tabs.Tab key={String(t.tab)} title={counts ? `${t.title}(${counts[t.tab]})` : t.title} />
        ))}
      </Tabs>
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : q.isError || !q.data ? (
        <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''} />
      ) : q.data.records.length === 0 ? (
        <ErrorBlock status="empty" title={deleted ? '暂无已删除的租约' : '暂无租约'} description="" />
      ) : (
        <LeaseList
          page={q.data}
          desktop={table}
          onPage={setCurrent}
          onOpen={(r) => navigate(linkTo('/leaseDetail', { leaseId: r.leaseId, deleted: r.deleted ? 1 : null }))}
          onAction={(a, r) => void onAction(a, r)}
        />
      )}
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
