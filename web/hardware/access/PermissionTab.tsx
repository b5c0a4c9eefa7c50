import { useState, type ReactNode } from 'react';
import type { PermissionRow } from '../../../sync/contract/hardware/access-grants';
import { PageFrame } from '../../components/PageFrame';
import { ExportButton, FilterBar, ListView, RowActions, useListQuery } from '../../components/list';
import { ACCESS_KEY, fetchPermissions } from './access-api';
import { EditPermissionSheet } from './EditPermissionSheet';
import { PERMISSION_COLUMNS, PERMISSION_FILTERS } from './permission-columns';

/** §2.3 租客权限管理: every resident of a rented room with the doors they may open, and 编辑权限. */
export function PermissionTab(props: { title: string; tabs: ReactNode }) {
  const [editing, setEditing] = useState<PermissionRow | null>(null);
  const list = useListQuery({
    key: [...ACCESS_KEY, 'permissions'],
    fields: PERMISSION_FILTERS,
    fetch: (f, current, size) => fetchPermissions(f, current, size),
  });
  return (
    <PageFrame
      title={props.title}
      extra={<ExportButton name="租客门禁权限" columns={PERMISSION_COLUMNS} fetchPage={list.fetchPage} />}
    >
      {props.tabs}
      <FilterBar fields={PERMISSION_FILTERS} values={list.filters} onApply={list.apply} />
      <ListView
        query={list.query}
        columns={PERMISSION_COLUMNS}
        rowKey={(r) => `${r.houseId}-${r.userId}`}
        onPage={list.setPage}
        label="租客门禁权限"
        empty="暂无在住租客"
        actions={(r) => <RowActions actions={[{ key: 'edit', text: '编辑权限', onClick: () => setEditing(r) }]} />}
      />
      <EditPermissionSheet
        key={editing ? `${editing.houseId}-${editing.userId}` : 'none'}
        row={editing}
        onClose={() => setEditing(null)}
      />
    </PageFrame>
  );
}
