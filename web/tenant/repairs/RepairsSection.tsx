import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, ErrorBlock, Image, ImageViewer } from 'antd-mobile';
import type { RepairDetail } from '../../../sync/contract/repairs/repairs';
import { tenantRepairs } from '../../../sync/contract/repairs/tenant-repairs';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { repairActionRefusal } from '../../../sync/rules/repairs/repair-status';
import { confirmThen } from '../../components/form/confirm';
import { RepairStatusTag } from '../../repairs/repair-columns';
import { tenantCall } from '../tenant-api';
import type { TenantSectionProps } from '../sections';
import { NewRepairSheet } from './NewRepairSheet';
import './tenant-repairs.css';

const KEY = ['tenant', 'repairs'] as const;

function Photos(props: { title: string; urls: string[] }) {
  if (!props.urls.length) return null;
  return (
    <div className="tenant-repair-photos" aria-label={props.title}>
      {props.urls.map((url, i) => (
        <Image
          key={url}
          src={url}
          width={72}
          height={72}
          fit="cover"
          alt={`${props.title}${i + 1}`}
          onClick={() => ImageViewer.Multi.show({ images: props.urls, defaultIndex: i })}
        />
      ))}
    </div>
  );
}

/** One repair: type and status, what is wrong, when, the photos; the work's note and photos once completed. */
function RepairCard({ r, focused, onCancel }: { r: RepairDetail; focused: boolean; onCancel: () => void }) {
  return (
    <article className={`tenant-repair${focused ? ' is-focused' : ''}`} data-repair={r.id}>
      <header>
        <strong>{r.typeName || '报修'}</strong>
        <RepairStatusTag status={r.status} name={r.statusName} />
      </header>
      <p className="tenant-repair-desc">{r.tdesc}</p>
      <p className="tenant-repair-meta">
        提交于 {shanghaiMinute(r.createTime)}
        {r.appointmentTime !== null ? ` · 预约 ${shanghaiMinute(r.appointmentTime)}` : ''}
      </p>
      <Photos title="报修照片" urls={r.photos.map((p) => p.url)} />
      {r.completedAt !== null ? (
        <div className="tenant-repair-done">
          <p>
            {shanghaiMinute(r.completedAt)} 已完成{r.completedByName ? `（${r.completedByName}）` : ''}
            {r.completeNote ? `：${r.completeNote}` : ''}
          </p>
          <Photos title="维修照片" urls={r.donePhotos.map((p) => p.url)} />
        </div>
      ) : null}
      {r.cancelReason ? <p className="tenant-repair-meta">取消原因：{r.cancelReason}</p> : null}
      {repairActionRefusal('tenantCancel', r) === null ? (
        <Button size="small" onClick={onCancel}>
          取消报修
        </Button>
      ) : null}
    </article>
  );
}

/** 报修 (issue 19.4): the lease's repair requests with their status and the photos of the work, and 我要报修. */
export default function RepairsSection(_: TenantSectionProps) {
  const [search] = useSearchParams();
  const focused = search.get('id');
  const client = useQueryClient();
  const [adding, setAdding] = useState(0);
  const list = useQuery({ queryKey: KEY, queryFn: () => tenantCall(tenantRepairs.list) });
  const reload = () => client.invalidateQueries({ queryKey: KEY });
  const cancel = (r: RepairDetail) =>
    void confirmThen({
      what: r.tdesc,
      message: '确定要取消该报修吗？',
      run: () => tenantCall(tenantRepairs.cancel, { params: { repairId: r.id } }),
      done: '取消成功',
    }).then(async (ok) => {
      if (ok) await reload();
    });
  return (
    <div className="tenant-section tenant-repairs">
      <div className="tenant-repairs-head">
        <h2>报修</h2>
        <Button color="primary" size="small" onClick={() => setAdding((n) => n + 1)}>
          我要报修
        </Button>
      </div>
      {list.isPending ? (
        <div className="tenant-loading">
          <DotLoading color="primary" />
        </div>
      ) : list.isError ? (
        <ErrorBlock status="default" title="加载失败" description={list.error.message}>
          <Button color="primary" onClick={() => void list.refetch()}>
            重试
          </Button>
        </ErrorBlock>
      ) : list.data.length === 0 ? (
        <ErrorBlock status="empty" title="暂无报修" description="房间有东西坏了？点「我要报修」告诉管家" />
      ) : (
        list.data.map((r) => <RepairCard key={r.id} r={r} focused={r.id === focused} onCancel={() => cancel(r)} />)
      )}
      {adding ? (
        <NewRepairSheet
          key={adding}
          visible
          onClose={() => setAdding(0)}
          onDone={() => {
            setAdding(0);
            void reload();
          }}
        />
      ) : null}
    </div>
  );
}
