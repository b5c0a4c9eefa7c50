import { Tag } from 'antd-mobile';
import { shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import { COMPLAINT_STATUS } from '../../../sync/rules/services/complaints-rules';
import type { Column, FilterField } from '../../components/list';
import { Thumbs } from '../applications/Thumbs';
import type { ComplaintFilters, ComplaintRow } from './complaints-api';

/** /complaintAdvice's filters: apartment, replied or not (未回复 is where a manager told of a new one lands). */
export const COMPLAINT_FILTERS: FilterField<keyof ComplaintFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  {
    kind: 'select',
    key: 'status',
    label: '是否回复',
    all: '全部',
    options: [
      { label: '未回复', value: String(COMPLAINT_STATUS.unreplied) },
      { label: '已回复', value: String(COMPLAINT_STATUS.replied) },
    ],
  },
];

/** §2.11 list: title, content, reply, reply time, replied or not, pictures, added time; and who filed it. */
export const COMPLAINT_COLUMNS: Column<ComplaintRow>[] = [
  { title: '标题', value: (r) => `【${r.kindName}】${r.title}`, card: 'title' },
  {
    title: '是否回复',
    value: (r) => r.statusName,
    render: (r) => (
      <Tag color={r.status === COMPLAINT_STATUS.replied ? 'success' : 'warning'} fill="outline">
        {r.statusName}
      </Tag>
    ),
    card: 'status',
  },
  { title: '内容', value: (r) => r.desc, card: 'wide' },
  { title: '回复', value: (r) => r.reply || '-', card: 'wide' },
  { title: '回复时间', value: (r) => (r.replyTime ? shanghaiMinute(r.replyTime) : '-') },
  {
    title: '图片',
    value: (r) => r.pictures.length,
    render: (r) => <Thumbs urls={r.pictures} label={r.title} />,
    only: 'screen',
  },
  { title: '租客', value: (r) => `${r.tenantName} · ${r.apartmentName} ${r.houseNumber}` },
  { title: '添加时间', value: (r) => shanghaiMinute(r.createTime) },
  { title: '电话', value: (r) => r.phone, only: 'file' },
  { title: '回复人', value: (r) => r.replyByName, only: 'file' },
];
