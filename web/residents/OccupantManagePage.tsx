import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../sync/product/menu';
import { canMoveOut } from '../../sync/rules/residents/resident-rules';
import { PageFrame } from '../components/PageFrame';
import { ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../components/list';
import { linkTo } from '../board/board-api';
import { fetchResidents, RESIDENTS_KEY } from './residents-api';
import { confirmMoveOut } from './resident-actions';
import { RESIDENT_FILTERS, residentColumns } from './resident-columns';
import { ResidentDetailSheet } from './ResidentDetailSheet';
import './residents.css';

const COLUMNS = residentColumns();

/** 住户管理 (/occupantManage, part 2 §2.4): filters, residents with the lessee badge, 查看租约 / 查看详情 / 搬离. */
export default function OccupantManagePage({ route }: { route: RouteDef }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useListQuery({
    key: RESIDENTS_KEY,
    fields: RESIDENT_FILTERS,
    fetch: (f, current, size) => fetchResidents(f, current, size),
  });
  const reload = () => client.invalidateQueries({ queryKey: RESIDENTS_KEY });

  return (
    <PageFrame
      title={route.title}
      extra={
        // The file carries ID numbers in full (the server answers them so only to who may read personal data).
        <ExportButton
          name="住户"
          columns={COLUMNS}
          fetchPage={(current, size) => fetchResidents({ ...list.filters, fullIdNumber: '1' }, current, size)}
        />
      }
    >
      <FilterBar fields={RESIDENT_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        onPage={list.setPage}
        label="住户"
        empty="暂无住户"
        onOpen={(r) => setViewing(r.id)}
        actions={(r) => (
          <RowActions
            actions={[
              {
                key: 'lease',
                text: '查看租约',
                onClick: () => navigate(linkTo('/leaseDetail', { leaseId: r.leaseId })),
              },
              { key: 'details', text: '查看详情', quiet: true, onClick: () => setViewing(r.id) },
              {
                key: 'moveOut',
                text: '搬离',
                color: 'warning',
                disabled: !canMoveOut(r),
                onClick: () => void confirmMoveOut(r).then((done) => (done ? reload() : undefined)),
              },
            ]}
          />
        )}
      />
      <ResidentDetailSheet id={viewing} onClose={() => setViewing(null)} />
    </PageFrame>
  );
}
