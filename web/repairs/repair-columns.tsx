import { Tag } from 'antd-mobile';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import { REPAIR_STATUS, REPAIR_STATUS_LABEL, type RepairStatus } from '../../sync/rules/repairs/repair-status';
import type { Column, FilterField } from '../components/list';
import type { RepairFilters, RepairRow } from './repairs-api';

const STATUS_COLOR: Record<RepairStatus, string> = {
  [REPAIR_STATUS.applying]: 'warning',
  [REPAIR_STATUS.accepted]: 'primary',
  [REPAIR_STATUS.completed]: 'success',
  [REPAIR_STATUS.cancelled]: 'default',
  [REPAIR_STATUS.complaint]: 'danger',
};

export function RepairStatusTag(props: { status: number; name: string }) {
  return (
    <Tag color={STATUS_COLOR[props.status as RepairStatus] ?? 'danger'} fill="outline">
      {props.name}
    </Tag>
  );
}

/** §2.5's filters: apartment, room number, application time, tenant name and phone, repair type, repair status. */
export function repairFilters(types: readonly { id: string; name: string }[]): FilterField<keyof RepairFilters>[] {
  return [
    { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
    { kind: 'text', key: 'houseNumber', label: '房间号', max: 20 },
    { kind: 'dates', from: 'startDate', to: 'endDate', label: '申请时间' },
    { kind: 'text', key: 'applyName', label: '租客姓名', max: 20 },
    { kind: 'text', key: 'connectPhone', label: '租客电话', max: 20 },
    {
      kind: 'select',
      key: 'typeId',
      label: '报修类型',
      all: '全部类型',
      options: types.map((t) => ({ label: t.name, value: t.id })),
    },
    {
      kind: 'select',
      key: 'status',
      label: '报修状态',
      all: '全部状态',
      options: Object.values(REPAIR_STATUS).map((s) => ({ label: REPAIR_STATUS_LABEL[s], value: String(s) })),
    },
  ];
}

const time = (ms: number | null) => (ms === null ? '' : shanghaiMinute(ms));

/** §2.5 columns: applicant, contact phone, description, type, status; and where, the preferred time, when filed. */
export const REPAIR_COLUMNS: Column<RepairRow>[] = [
  { title: '申请人', value: (r) => r.applyName, card: 'title' },
  {
    title: '状态',
    value: (r) => r.statusName,
    render: (r) => <RepairStatusTag status={r.status} name={r.statusName} />,
    card: 'status',
  },
  { title: '联系电话', value: (r) => r.connectPhone },
  { title: '房间', value: (r) => `${r.gyName} ${r.houseNumber}` },
  { title: '报修类型', value: (r) => r.typeName },
  { title: '报修内容', value: (r) => r.tdesc, card: 'wide' },
  { title: '预约时间', value: (r) => time(r.appointmentTime) || '随时' },
  { title: '申请时间', value: (r) => time(r.createTime) },
  { title: '报修单号', value: (r) => r.systemJyh, only: 'file' },
];
