import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { canDeleteResident, canMoveOut } from '../../sync/rules/residents/resident-rules';
import type { ResidentRow } from '../../sync/contract/residents/residents';
import { ListView, RowActions, type RowAction } from '../components/list';
import { fetchResidents, RESIDENTS_KEY } from './residents-api';
import { confirmMoveOut, removeResident } from './resident-actions';
import { residentColumns } from './resident-columns';
import { ResidentDetailSheet } from './ResidentDetailSheet';
import { AddResidentSheet } from './AddResidentSheet';
import './residents.css';

const COLUMNS = residentColumns(false);

/**
 * The residents of one lease (lease detail's residents card, §2.5): table (phone: cards) with 查看, 搬离 (only while
 * staying, '确定要搬离吗?'), 删除 (not the lessee) and 添加住户. `editable` false on a checked-out or deleted lease:
 * only 查看 is offered. Its page is its own (not in the URL: the lease detail owns that).
 */
export function LeaseResidents(props: { leaseId: string; editable: boolean }) {
  const client = useQueryClient();
  const [current, setCurrent] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [addKey, setAddKey] = useState(0);
  const q = useQuery({
    queryKey: [...RESIDENTS_KEY, 'lease', props.leaseId, current],
    queryFn: () => fetchResidents({ leaseId: props.leaseId }, current),
    placeholderData: keepPreviousData,
  });
  const reload = () => client.invalidateQueries({ queryKey: RESIDENTS_KEY });
  const then = (done: boolean) => (done ? reload() : undefined);

  const actions = (r: ResidentRow) => {
    const list: RowAction[] = [{ key: 'view', text: '查看', quiet: true, onClick: () => setViewing(r.id) }];
    if (props.editable)
      list.push(
        {
          key: 'moveOut',
          text: '搬离',
          color: 'warning',
          disabled: !canMoveOut(r),
          onClick: () => void confirmMoveOut(r).then(then),
        },
        {
          key: 'remove',
          text: '删除',
          color: 'danger',
          disabled: !canDeleteResident(r),
          onClick: () => void removeResident(r).then(then),
        },
      );
    return <RowActions actions={list} />;
  };

  return (
    <section className="resident-section" aria-label="住户信息">
      <div className="resident-section-head">
        <h3>住户信息</h3>
        {props.editable ? (
          <Button size="small" color="primary" onClick={() => setAdding(true)}>
            添加住户
          </Button>
        ) : null}
      </div>
      <ListView
        query={q}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        onPage={setCurrent}
        label="住户信息"
        empty="暂无住户"
        onOpen={(r) => setViewing(r.id)}
        actions={actions}
      />
      <ResidentDetailSheet id={viewing} onClose={() => setViewing(null)} />
      {props.editable ? (
        <AddResidentSheet
          key={addKey}
          leaseId={props.leaseId}
          visible={adding}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            setAddKey((k) => k + 1);
            void reload();
          }}
        />
      ) : null}
    </section>
  );
}
