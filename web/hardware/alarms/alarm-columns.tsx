import { Tag } from 'antd-mobile';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { Column, FilterField } from '../../components/list';
import type { AlarmFilters, AlarmRow } from './alarms-api';

/** /intelligent's filters; 状态 未处理 is where the dashboard's 安全告警 lands (?open=1). */
export const ALARM_FILTERS: FilterField<keyof AlarmFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'dates', from: 'startDate', to: 'endDate', label: '告警日期' },
  { kind: 'text', key: 'houseNumber', label: '房间号', max: 20 },
  {
    kind: 'select',
    key: 'open',
    label: '状态',
    all: '全部状态',
    options: [
      { label: '未处理', value: '1' },
      { label: '已处理', value: '0' },
    ],
  },
];

const stateText = (r: AlarmRow) => (r.handled ? `已处理${r.handledByName ? `（${r.handledByName}）` : ''}` : '未处理');

/** §2.4 alarm record: apartment, room, device, alarm time, description; and what it is and whether it was handled. */
export const ALARM_COLUMNS: Column<AlarmRow>[] = [
  { title: '设备', value: (r) => `${r.devName}（${r.deviceKindName}）`, card: 'title' },
  {
    title: '状态',
    value: stateText,
    render: (r) => (
      <Tag color={r.handled ? 'default' : 'danger'} fill="outline">
        {r.handled ? '已处理' : '未处理'}
      </Tag>
    ),
    card: 'status',
  },
  { title: '告警', value: (r) => r.kindName },
  { title: '公寓', value: (r) => r.gyName },
  { title: '房间', value: (r) => r.houseNumber || '公共区域' },
  { title: '告警时间', value: (r) => shanghaiMinute(r.createTime) },
  { title: '说明', value: (r) => r.remark, card: 'wide' },
  { title: '处理', value: (r) => (r.handled ? stateText(r) : ''), only: 'file' },
];
