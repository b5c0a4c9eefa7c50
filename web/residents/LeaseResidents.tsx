import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { canDeleteResident, canMoveOut, type ResidentRow } from '../../sync/rules/residents/resident-rules';
import { DESKTOP_QUERY, useMedia } from '../lib/use-media';
import { fetchResidents, RESIDENTS_KEY } from './residents-api';
import { confirmDelete, confirmMoveOut } from './resident-actions';
import { ResidentList } from './ResidentList';
import { ResidentDetailSheet } from './ResidentDetailSheet';
import { AddResidentSheet } from './AddResidentSheet';
import '../deposits/deposits.css';
import './residents.css';

/**
 * The residents of one lease (lease detail's residents card, §2.5): table (phone: cards) with 查看, 搬离 (only while
 * staying, '确定要搬离吗?'), 删除 (not the lessee) and 添加住户. `editable` false on a checked-out or deleted lease:
 * only 查看 is offered.
 */
export function LeaseResidents(props: { leaseId: string; editable: boolean }) {
  const desktop = useMedia(DESKTOP_QUERY);
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

  const actions = (r: ResidentRow) => (
    <>
      <Button size="mini" fill="none" color="primary" onClick={() => setViewing(r.id)}>
        查看
      </Button>
      {props.editable ? (
        <>
          <Button
            size="mini"
            fill="outline"
            color="warning"
            disabled={!canMoveOut(r)}
            onClick={async () => {
              if (await confirmMoveOut(r.id)) await reload();
            }}
          >
            搬离
          </Button>
          <Button
            size="mini"
            fill="outline"
            color="danger"
            disabled={!canDeleteResident(r)}
            onClick={async () => {
              if (await confirmDelete(r.id)) await reload();
            }}
          >
            删除
          </Button>
        </>
      ) : null}
    </>
  );

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
      {q.isLoading ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : q.isError || !q.data ? (
        <ErrorBlock status="default" title="加载失败" description={(q.error as Error | null)?.message ?? ''} />
      ) : q.data.records.length === 0 ? (
        <ErrorBlock status="empty" title="暂无住户" description="" />
      ) : (
        <ResidentList
          page={q.data}
          desktop={desktop}
          onPage={setCurrent}
          actions={actions}
          onOpen={(r) => setViewing(r.id)}
          hideAddress
        />
      )}
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
