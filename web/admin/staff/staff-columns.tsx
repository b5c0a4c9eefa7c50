import { Tag } from 'antd-mobile';
import type { Column, FilterField } from '../../components/list';
import { STAFF_STATUS, STAFF_STATUS_NAME } from '../../../sync/rules/admin/staff-rules';
import { USER_TYPE_NAME, type UserType } from '../../../sync/product/accounts';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { StaffFilters, StaffItem } from '../admin-api';

/** Part 4 §2 staff filters: 姓名, 手机号, 状态 (0 正常, 1 冻结). */
export const STAFF_FILTERS: FilterField<keyof StaffFilters>[] = [
  { kind: 'text', key: 'name', label: '姓名', max: 30 },
  { kind: 'text', key: 'phone', label: '手机号', max: 11 },
  {
    kind: 'select',
    key: 'status',
    label: '状态',
    all: '全部状态',
    options: Object.entries(STAFF_STATUS_NAME).map(([value, label]) => ({ value, label })),
  },
];

const typeName = (r: StaffItem) => USER_TYPE_NAME[r.userType as UserType] ?? '';

/** Part 4 §2 staff columns: 序号, name, phone, role, 职能范围, 负责房源, 开通时间, status. */
export const STAFF_COLUMNS: Column<StaffItem>[] = [
  { title: '序号', value: (r) => r.no, card: 'hidden' },
  { title: '姓名', value: (r) => r.name, card: 'title' },
  {
    title: '状态',
    value: (r) => STAFF_STATUS_NAME[r.isUsable],
    render: (r) => (
      <Tag color={r.isUsable === STAFF_STATUS.frozen ? 'danger' : 'success'} fill="outline">
        {STAFF_STATUS_NAME[r.isUsable]}
      </Tag>
    ),
    card: 'status',
  },
  { title: '手机号', value: (r) => r.phone },
  { title: '账号类型', value: typeName },
  { title: '角色', value: (r) => r.roleName || (r.userType === 0 ? '全部权限' : '未分配') },
  { title: '职能范围', value: (r) => r.range || '未分配', card: 'wide' },
  { title: '负责房源', value: (r) => `${r.house} 间` },
  { title: '开通时间', value: (r) => shanghaiMinute(r.createTime) },
  { title: '邮箱', value: (r) => r.email, only: 'file' },
];
