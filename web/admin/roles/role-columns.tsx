import type { Column } from '../../components/list';
import { ROLE_TYPE_NAME } from '../../../sync/rules/admin/staff-rules';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { RoleItem } from '../admin-api';

/** Part 4 §2 role columns: 角色名称, 类型, 描述, 权限, 创建时间; and how many accounts hold it. */
export const ROLE_COLUMNS: Column<RoleItem>[] = [
  { title: '角色名称', value: (r) => r.roleName, card: 'title' },
  { title: '类型', value: (r) => ROLE_TYPE_NAME[r.roleType] ?? '', card: 'status' },
  { title: '描述', value: (r) => r.roleDesc || '-' },
  { title: '员工数', value: (r) => r.holders },
  {
    title: '权限',
    value: (r) => r.permissions || '未设置',
    render: (r) =>
      r.permissions ? (
        <span className="admin-perms">
          {r.permissions.split('；').map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      ) : (
        <span className="muted">未设置</span>
      ),
    card: 'wide',
  },
  { title: '创建时间', value: (r) => shanghaiMinute(r.gmtCreate) },
];
