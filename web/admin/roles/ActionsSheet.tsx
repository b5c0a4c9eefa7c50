import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FormSheet, ListState, useSave } from '../../components/list';
import { fetchActionTree, ROLES_KEY, setRoleActions, type RoleItem } from '../admin-api';
import { ActionTree } from './ActionTree';

/**
 * 修改权限 of a role: the checkbox tree grouped by menu, the role's own ticked; 保存 replaces its permissions, and the
 * accounts holding it have them (and their menus) from their next request.
 */
export function ActionsSheet(props: { role: RoleItem; onClose: () => void; onDone: () => void }) {
  const tree = useQuery({ queryKey: [...ROLES_KEY, 'tree'], queryFn: fetchActionTree, staleTime: Infinity });
  const [picked, setPicked] = useState<Set<string>>(() => new Set(props.role.action));
  const { busy, error, save } = useSave();
  const submit = async () => {
    if ((await save(() => setRoleActions(props.role.pkId, [...picked]), '修改成功')) !== undefined) props.onDone();
  };
  return (
    <FormSheet
      visible
      title={`修改权限 · ${props.role.roleName}`}
      onClose={props.onClose}
      onConfirm={tree.data ? () => void submit() : undefined}
      confirmText="保存"
      busy={busy}
      error={error}
    >
      {props.role.holders ? (
        <p className="admin-hint">{`${props.role.holders} 名员工持有该角色，保存后他们下次操作即按新权限生效`}</p>
      ) : null}
      <ListState loading={tree.isLoading} error={tree.error} onRetry={() => void tree.refetch()}>
        <ActionTree tree={tree.data ?? []} picked={picked} onChange={setPicked} />
      </ListState>
    </FormSheet>
  );
}
