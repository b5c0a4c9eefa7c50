import { Tag } from 'antd-mobile';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import type { Column, FilterField } from '../components/list';
import { APPOINTMENT_TYPE_OPTIONS, type AppointmentFilters, type AppointmentRow } from './appointments-api';

function TypeTag({ row }: { row: AppointmentRow }) {
  return (
    <Tag color={row.appointmentType === 1 ? 'primary' : 'success'} fill="outline">
      {row.appointmentTypeText}
    </Tag>
  );
}

/** The filters of §2.3. */
export const APPOINTMENT_FILTERS: FilterField<keyof AppointmentFilters>[] = [
  { kind: 'select', key: 'appointmentType', label: '看房类型', options: APPOINTMENT_TYPE_OPTIONS, all: '全部类型' },
  { kind: 'text', key: 'apartmentName', label: '公寓名称', max: 40 },
  { kind: 'text', key: 'houseNumber', label: '房间号', max: 20 },
  { kind: 'text', key: 'linkman', label: '联系人', max: 20 },
  { kind: 'text', key: 'phone', label: '手机号', max: 11 },
  { kind: 'dates', from: 'startDate', to: 'endDate', label: '预约日期' },
];

const long = (text: string) => <span className="appointment-text">{text || '-'}</span>;

/** The columns of §2.3. */
export const APPOINTMENT_COLUMNS: Column<AppointmentRow>[] = [
  { title: '房源', value: (r) => r.house, card: 'title' },
  { title: '看房类型', value: (r) => r.appointmentTypeText, render: (r) => <TypeTag row={r} />, card: 'status' },
  { title: '手机号', value: (r) => r.phone },
  { title: '预约时间', value: (r) => shanghaiMinute(r.appointmentTime) },
  { title: '联系人', value: (r) => r.linkman },
  { title: '留言', value: (r) => r.comment, render: (r) => long(r.comment), card: 'wide' },
  { title: '备注', value: (r) => r.remark, render: (r) => long(r.remark), card: 'wide' },
];
