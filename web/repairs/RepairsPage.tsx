import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import type { RouteDef } from '../../sync/product/menu';
import { repairActionRefusal } from '../../sync/rules/repairs/repair-status';
import { PageFrame } from '../components/PageFrame';
import { ExportButton, FilterBar, ListView, RowActions, ScopeNote, useListQuery } from '../components/list';
import { confirmThen } from '../components/form/confirm';
import { useSynced } from '../sync/use-synced';
import { kickSync } from '../sync/use-sync';
import { fetchRepairs, fetchTypes, REPAIRS_KEY, REPAIR_TYPES_KEY, type RepairRow } from './repairs-api';
import { REPAIR_COLUMNS, repairFilters } from './repair-columns';
import { takeRepair, type ActOutcome } from './repair-acts';
import { useDeviceRepairs } from './use-device-repairs';
import { useOnline } from './use-online';
import { RepairDetailSheet } from './RepairDetailSheet';
import { CompleteSheet } from './CompleteSheet';
import { CancelSheet } from './CancelSheet';
import './repairs.css';

/** What an act's outcome says: done, saved on the device for later, or the server's refusal. */
function tell(o: ActOutcome, done: string) {
  if (o.status === 'rejected') return void Toast.show({ icon: 'fail', content: o.reason });
  Toast.show({ icon: 'success', content: o.status === 'queued' ? '已保存，将在联网后同步' : done });
}

/**
 * 报修管理 (/repairs; spec part 3 §2.5): the filters, the list (10 a page), 受理 / 完成 (with photos of the work) /
 * 详情 / 取消, export, and 物业类型 (/repairsType). ?open=1 (the dashboard's 报修) shows the unfinished ones. With no
 * signal, a phone whose device store has synced lists the unfinished repairs it holds, and 受理 / 完成 queue in its
 * outbox until the signal returns.
 */
export default function RepairsPage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const types = useQuery({ queryKey: [...REPAIR_TYPES_KEY, 'all'], queryFn: () => fetchTypes({}, 1, 100) });
  const filters = repairFilters(types.data?.records ?? []);
  const list = useListQuery({
    key: REPAIRS_KEY,
    fields: filters,
    fetch: (f, current, size, params) => fetchRepairs(f, current, params.get('open') === '1', size),
  });
  const openOnly = list.params.get('open') === '1';
  const online = useOnline();
  const synced = useSynced();
  const device = useDeviceRepairs(!online && synced, list.filters, list.current);
  // Repairs filed since the last round reach the device store now, ready for when the signal goes.
  useEffect(() => kickSync(), []);
  const [detail, setDetail] = useState<string | null>(null);
  const [completing, setCompleting] = useState<RepairRow | null>(null);
  const [cancelling, setCancelling] = useState<RepairRow | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: REPAIRS_KEY });

  const take = (r: RepairRow) =>
    void confirmThen({
      what: `${r.gyName} ${r.houseNumber} · ${r.applyName}：${r.tdesc}`,
      message: '确定受理该报修吗？',
      run: async () => {
        const o = await takeRepair(r.id);
        if (o.status === 'rejected') throw new Error(o.reason);
        return o;
      },
      done: navigator.onLine === false ? '已保存，将在联网后同步' : '受理成功',
    }).then(async (ok) => {
      if (ok) await reload();
    });

  const actions = (r: RepairRow) => {
    const can = (a: 'accept' | 'complete' | 'cancel') => repairActionRefusal(a, r) === null;
    return (
      <RowActions
        actions={[
          ...(can('accept')
            ? [{ key: 'accept', text: '受理', color: 'primary' as const, onClick: () => take(r) }]
            : []),
          ...(can('complete')
            ? [{ key: 'complete', text: '完成', color: 'primary' as const, onClick: () => setCompleting(r) }]
            : []),
          ...(online ? [{ key: 'detail', text: '详情', quiet: true, onClick: () => setDetail(r.id) }] : []),
          ...(online && can('cancel')
            ? [{ key: 'cancel', text: '取消', color: 'danger' as const, onClick: () => setCancelling(r) }]
            : []),
        ]}
      />
    );
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <ExportButton name="报修管理" columns={REPAIR_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" onClick={() => navigate('/repairsType')}>
            物业类型
          </Button>
        </>
      }
    >
      <FilterBar fields={filters} values={list.filters} onApply={list.apply} />
      {device ? (
        <div className="list-note" role="status">
          离线：显示本机保存的未完成报修，受理和完成将在联网后同步
        </div>
      ) : null}
      {openOnly && !device ? (
        <ScopeNote text="仅显示未完成的报修（申请中、已受理）" onClear={() => list.update({ open: null })} />
      ) : null}
      <ListView
        query={device ?? list.query}
        columns={REPAIR_COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="报修管理"
        empty={device ? '本机没有未完成的报修' : '暂无报修'}
        onOpen={online ? (r) => setDetail(r.id) : undefined}
        actions={actions}
      />
      <RepairDetailSheet id={detail} onClose={() => setDetail(null)} />
      <CompleteSheet
        key={completing?.id ?? 'none'}
        row={completing}
        onClose={() => setCompleting(null)}
        onDone={(o) => {
          setCompleting(null);
          tell(o, '操作成功');
          void reload();
        }}
      />
      <CancelSheet
        key={`c${cancelling?.id ?? ''}`}
        row={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          void reload();
        }}
      />
    </PageFrame>
  );
}
