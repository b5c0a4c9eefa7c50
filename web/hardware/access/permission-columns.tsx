import { Tag } from 'antd-mobile';
import type { PermissionRow } from '../../../sync/contract/hardware/access-grants';
import type { Column, FilterField } from '../../components/list';
import type { PermissionFilters } from './access-api';

/** §2.3 租客权限管理's filters; the ID number must be whole (the server never matches a part of one). */
export const PERMISSION_FILTERS: FilterField<keyof PermissionFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'text', key: 'name', label: '姓名', max: 20 },
  { kind: 'text', key: 'idCard', label: '身份证号（完整号码）', max: 18 },
  { kind: 'text', key: 'phone', label: '手机号', max: 11 },
];

const doorsText = (r: PermissionRow) => r.devs.map((d) => `${d.devName}（${d.devType}）`).join('、');
const grantors = (r: PermissionRow) => [...new Set(r.devs.map((d) => d.managerName))].join('、');

/** §2.3 the rooms list and room permission list: room, residents, the doors with 公共/房间, who granted them. */
export const PERMISSION_COLUMNS: Column<PermissionRow>[] = [
  { title: '房间', value: (r) => `${r.apartmentName} ${r.houseName}`, card: 'title' },
  { title: '住户', value: (r) => r.users },
  { title: '手机号', value: (r) => r.phone },
  {
    title: '可开门禁',
    value: doorsText,
    render: (r) =>
      r.devs.length ? (
        <span className="access-doors">
          {r.devs.map((d) => (
            <span key={d.deviceId} className="access-door">
              {d.devName}
              <Tag color={d.devType === '公共' ? 'primary' : 'default'} fill="outline">
                {d.devType}
              </Tag>
            </span>
          ))}
        </span>
      ) : (
        <span className="muted">无</span>
      ),
    card: 'wide',
  },
  { title: '授权人', value: grantors },
];
