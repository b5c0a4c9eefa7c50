import { Tag } from 'antd-mobile';
import type { AccessLogRow, OpenRecordRow } from '../../../sync/contract/hardware/access-records';
import { ACCESS_OPEN_RESULT } from '../../../sync/rules/hardware/access-rules';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import type { Column, FilterField } from '../../components/list';
import type { AccessLogFilters, OpenRecordFilters } from './access-api';

/** /openDoor (§2.4): apartment, date range, name, phone. */
export const OPEN_FILTERS: FilterField<keyof OpenRecordFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'dates', from: 'startDate', to: 'endDate', label: '开门日期' },
  { kind: 'text', key: 'name', label: '姓名', max: 20 },
  { kind: 'text', key: 'phone', label: '手机号', max: 11 },
];

/** /AccessLog: apartment and date range. */
export const LOG_FILTERS: FilterField<keyof AccessLogFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  { kind: 'dates', from: 'startDate', to: 'endDate', label: '日期' },
];

const place = (r: OpenRecordRow) => (r.houseName ? `${r.apartmentName} ${r.houseName}` : r.apartmentName);

/** /openDoor (§2.4): door, result, time, how, who, and where. */
export const OPEN_COLUMNS: Column<OpenRecordRow>[] = [
  { title: '门禁名称', value: (r) => r.doorName, card: 'title' },
  {
    title: '结果',
    value: (r) => r.openStatusName,
    render: (r) => (
      <Tag color={r.openStatus === ACCESS_OPEN_RESULT.opened ? 'success' : 'danger'} fill="outline">
        {r.openStatusName}
      </Tag>
    ),
    card: 'status',
  },
  { title: '时间', value: (r) => shanghaiMinute(r.openTime) },
  { title: '开门方式', value: (r) => r.openTypeName },
  { title: '用户', value: (r) => r.userName },
  { title: '公寓/房间', value: place },
  { title: '手机号', value: (r) => r.phone, only: 'file' },
  { title: '设备序列号', value: (r) => r.devSn, only: 'file' },
  { title: '说明', value: (r) => r.detail, only: 'file' },
];

/** /AccessLog: when, where, which device, what kind of change, what, by whom. */
export const LOG_COLUMNS: Column<AccessLogRow>[] = [
  { title: '时间', value: (r) => shanghaiMinute(r.at), card: 'title' },
  { title: '类型', value: (r) => r.kindName, render: (r) => <Tag fill="outline">{r.kindName}</Tag>, card: 'status' },
  { title: '公寓', value: (r) => r.apartmentName },
  { title: '设备', value: (r) => r.deviceName },
  { title: '内容', value: (r) => r.detail, card: 'wide' },
  { title: '操作人', value: (r) => r.byName || '系统' },
];
