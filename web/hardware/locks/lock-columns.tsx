import { Tag } from 'antd-mobile';
import type { LockRow } from '../../../sync/contract/hardware/lock-shape';
import {
  LOCK_ONLINE,
  LOCK_ONLINE_LABEL,
  LOCK_RESIDENCE_LABEL,
  type LockOnline,
} from '../../../sync/rules/hardware/lock-rules';
import type { Column, FilterField } from '../../components/list';
import type { LockFilters } from './locks-api';

/** The lock tab's filters (§2.2). */
export const LOCK_FILTERS: FilterField<keyof LockFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'text', key: 'name', label: '设备名称', max: 40 },
  { kind: 'text', key: 'sn', label: '设备标识', max: 40 },
];

const onlineText = (r: LockRow) => LOCK_ONLINE_LABEL[r.onlineStatus as LockOnline] ?? '';

/** The battery, with 电量低 at or below LOW_BATTERY (the server flags it). */
function Battery({ row }: { row: LockRow }) {
  return (
    <span className="lock-battery">
      {row.battery}%
      {row.lowBattery ? (
        <Tag color="danger" fill="outline">
          电量低
        </Tag>
      ) : null}
    </span>
  );
}

/** The lock tab's columns (§2.2: room, name, identifier, state, residence; and the type, battery, frozen users). */
export const LOCK_COLUMNS: Column<LockRow>[] = [
  { title: '房间', value: (r) => `${r.apartmentName} ${r.houseNumber}`, card: 'title' },
  {
    title: '在线状态',
    value: onlineText,
    render: (r) => (
      <Tag color={r.onlineStatus === LOCK_ONLINE.online ? 'success' : 'default'} fill="outline">
        {onlineText(r)}
      </Tag>
    ),
    card: 'status',
  },
  { title: '设备名称', value: (r) => r.name },
  { title: '设备标识', value: (r) => r.sn },
  { title: '门锁类型', value: (r) => r.lockTypeName },
  { title: '电量', value: (r) => `${r.battery}%`, render: (r) => <Battery row={r} /> },
  { title: '入住状态', value: (r) => LOCK_RESIDENCE_LABEL[r.isRent] },
  { title: '冻结用户', value: (r) => r.frozenUsers },
];
