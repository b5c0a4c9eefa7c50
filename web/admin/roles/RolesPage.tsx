import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { RouteDef } from '../../../sync/product/menu';
import { PageFrame } from '../../components/PageFrame';
import { confirmDelete, ExportButton, ListView, RowActions, useListQuery } from '../../components/list';
import { deleteRole, fetchRolePage, ROLES_KEY, type RoleItem } from '../admin-api';
import { ROLE_COLUMNS } from './role-columns';
import { RoleSheet } from './RoleSheet';
import { ActionsSheet } from './ActionsSheet';
import '../admin.css';

/**
 * 角色管理 (/roleMassege, part 4 §2 "Role list"): the roles with their type, description, permissions and holders;
 * 添加角色 (then its permissions), 修改权限 (the checkbox tree by menu) and 删除 (refused with the reason while
 * accounts hold the role).
 */
export default function RolesPage({ route }: { route: RouteDef }) {
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<RoleItem | null>(null);
  const list = useListQuery({ key: ROLES_KEY, fetch: (_f, current, size) => fetchRolePage(current, size) });
  const reload = () => client.invalidateQueries({ queryKey: ROLES_KEY });

  const remove = (r: RoleItem) =>
    void confirmDelete({
      what: r.roleName,
      message: r.holders ? `该角色下还有 ${r.holders} 名员工，确定要删除吗？` : '确定要删除该角色吗？',
      run: () => deleteRole(r.pkId),
    }).then((done) => {
      if (done) void reload();
    });

  return (
    <PageFrame
      title={route.title}
      extra={
        <>
          <ExportButton name="角色" columns={ROLE_COLUMNS} fetchPage={list.fetchPage} />
          <Button size="small" color="primary" onClick={() => setAdding(true)}>
            添加角色
          </Button>
        </>
      }
    >
      <ListView
        query={list.query}
        columns={ROLE_COLUMNS}
        rowKey={(r) => r.pkId}
        onPage={list.setPage}
        label="角色"
        empty="暂无角色"
        actions={(r) => (
          <RowActions
            actions={[
              { key: 'perms', text: '修改权限', onClick: () => setEditing(r) },
              { key: 'del', text: '删除', color: 'danger', onClick: () => remove(r) },
            ]}
          />
        )}
      />
      {adding ? (
        <RoleSheet
          onClose={() => setAdding(false)}
          onDone={async (roleId) => {
            setAdding(false);
            await reload();
            const made = (await fetchRolePage(1, 100)).records.find((r) => r.pkId === roleId);
            if (made) setEditing(made);
          }}
        />
      ) : null}
      {editing ? (
        <ActionsSheet
          role={editing}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void reload();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
