import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import {
  ExportButton,
  FilterBar,
  ListView,
  RowActions,
  ScopeNote,
  useListQuery,
  type RowAction,
} from '../../components/list';
import { fetchStaff, STAFF_KEY, ROLES_KEY, type StaffItem } from '../admin-api';
import { STAFF_COLUMNS, STAFF_FILTERS } from './staff-columns';
import { StaffSheet } from './StaffSheet';
import { StaffPickSheet, type Picking } from './StaffPickSheet';
import { confirmUsable } from './staff-actions';
import { useProjects } from './staff-choices';
import { mayChangeRoles, mayFreeze } from '../../../sync/rules/admin/staff-rules';
import { useProfile } from '../../shell/account';
import '../admin.css';

/**
 * 员工管理 (/laborControl, part 4 §2 "Staff accounts"): 姓名 / 手机号 / 状态 filters, 10 a page; 新增员工; per account
 * 冻结 / 解冻 (a frozen account is signed out at once), 修改角色 (not for a 员工, §6) and 分配项目. The boss row
 * has none of these. `?officeId=` (from the project screen) shows one project's accounts.
 */
export default function StaffPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [picking, setPicking] = useState<Picking | null>(null);
  // Nobody freezes or re-roles themselves (the server refuses it too): their own row offers neither.
  const me = useProfile().data?.userId;
  const list = useListQuery({
    key: STAFF_KEY,
    fields: STAFF_FILTERS,
    fetch: (f, current, size, params) => fetchStaff({ ...f, officeId: params.get('officeId') ?? '' }, current, size),
  });
  // Opened from a project's 管理员工: say which, with 查看全部.
  const officeId = list.params.get('officeId') ?? '';
  const scoped = useProjects().data?.find((p) => p.officeId === officeId);
  const reload = () => {
    void client.invalidateQueries({ queryKey: STAFF_KEY });
    void client.invalidateQueries({ queryKey: ROLES_KEY });
  };
  const actionsOf = (r: StaffItem): RowAction[] => {
    const out: RowAction[] = [];
    if (mayFreeze(r) && r.pkId !== me)
      out.push({
        key: 'usable',
        text: r.isUsable ? '解冻' : '冻结',
        color: r.isUsable ? 'primary' : 'danger',
        onClick: () =>
          void confirmUsable(r).then((done) => {
            if (done) reload();
          }),
      });
    if (mayChangeRoles(r) && r.pkId !== me)
      out.push({ key: 'roles', text: '修改角色', onClick: () => setPicking({ kind: 'roles', row: r }) });
    if (mayFreeze(r))
      out.push({ key: 'projects', text: '分配项目', onClick: () => setPicking({ kind: 'projects', row: r }) });
    return out;
  };

  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <ExportButton name="员工" columns={STAFF_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" color="primary" onClick={() => setAdding(true)}>
            新增员工
          </Button>
        </>
      }
    >
      <FilterBar fields={STAFF_FILTERS} values={list.filters} onApply={list.apply} />
      {officeId ? (
        <ScopeNote
          text={`仅显示${scoped ? `「${scoped.name}」` : '该项目'}的员工`}
          onClear={() => list.update({ officeId: null })}
        />
      ) : null}
      <ListView
        query={list.query}
        columns={STAFF_COLUMNS}
        rowKey={(r) => r.pkId}
        onPage={list.setPage}
        label="员工"
        empty="暂无员工"
        actions={(r) => <RowActions actions={actionsOf(r)} />}
      />
      {adding ? (
        <StaffSheet
          visible
          projectId={officeId}
          onClose={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            reload();
          }}
        />
      ) : null}
      {picking ? (
        <StaffPickSheet
          picking={picking}
          onClose={() => setPicking(null)}
          onDone={() => {
            setPicking(null);
            reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
