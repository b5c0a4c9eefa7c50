import type { StaffItem } from '../admin-api';
import { setStaffProjects, setStaffRoles } from '../admin-api';
import { ROLE_TYPE_NAME } from '../../../sync/rules/admin/staff-rules';
import { PickSheet } from './PickSheet';
import { useProjects, useRoles } from './staff-choices';

export type Picking = { kind: 'roles' | 'projects'; row: StaffItem };

/** 修改角色 / 分配项目 of one account: its roles (a user may hold several, §6) or its projects. */
export function StaffPickSheet(props: { picking: Picking; onClose: () => void; onDone: () => void }) {
  const { kind, row } = props.picking;
  const roles = useRoles();
  const projects = useProjects();
  const common = { onClose: props.onClose, onDone: props.onDone };
  if (kind === 'roles')
    return (
      <PickSheet
        {...common}
        title={`修改角色 · ${row.name}`}
        label="角色"
        hint="角色的权限决定可见的菜单，修改后对方下次操作即生效"
        choices={roles.data?.map((r) => ({ value: r.pkId, label: `${r.roleName}（${ROLE_TYPE_NAME[r.roleType]}）` }))}
        state={roles}
        initial={row.roleIds}
        onSave={(ids) => setStaffRoles(row.pkId, ids)}
      />
    );
  return (
    <PickSheet
      {...common}
      title={`分配项目 · ${row.name}`}
      label="所属项目"
      hint={row.userType === 2 ? '员工只能看到所属项目的公寓' : '管理账号可看到全部项目，此处仅标明职能范围'}
      choices={projects.data?.map((p) => ({ value: p.officeId, label: p.name }))}
      state={projects}
      initial={row.projectIds}
      onSave={(ids) => setStaffProjects(row.pkId, ids)}
    />
  );
}
