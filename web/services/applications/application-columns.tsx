import { Tag } from 'antd-mobile';
import { formatFen } from '../../../sync/rules/common/money';
import { shanghaiHm, shanghaiMinute } from '../../../sync/rules/common/shanghai-time';
import {
  APPLICATION_STATUS,
  APPLICATION_STATUS_LABEL,
  type ApplicationStatus,
} from '../../../sync/rules/services/applications-rules';
import type { Column, FilterField } from '../../components/list';
import type { ApplicationFilters, ApplicationRow, ItemFilters, ItemRow } from './applications-api';
import { Thumbs } from './Thumbs';

export const ITEM_FILTERS: FilterField<keyof ItemFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
];

const STATUSES = Object.values(APPLICATION_STATUS) as ApplicationStatus[];
/** The applications tab's filters; 申请中 (?status=0) is where the dashboard's 在线申请 lands. */
export const APPLICATION_FILTERS: FilterField<keyof ApplicationFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
  {
    kind: 'select',
    key: 'status',
    label: '状态',
    all: '全部状态',
    options: STATUSES.map((s) => ({ label: APPLICATION_STATUS_LABEL[s], value: String(s) })),
  },
];

/** '¥30.00/小时', or 免费. */
export const priceText = (fen: number) => (fen ? `${formatFen(fen)}/小时` : '免费');

/** §2.10 list: title, content, apply time (the bookable dates), price, pictures. */
export const ITEM_COLUMNS: Column<ItemRow>[] = [
  { title: '标题', value: (r) => r.title, card: 'title' },
  {
    title: '待处理',
    value: (r) => r.applyingCount,
    render: (r) =>
      r.applyingCount ? (
        <Tag color="warning" fill="outline">
          {r.applyingCount} 个申请中
        </Tag>
      ) : (
        ''
      ),
    card: 'status',
  },
  { title: '公寓', value: (r) => r.apartmentName },
  { title: '内容', value: (r) => r.tdesc, card: 'wide' },
  { title: '可预约日期', value: (r) => `${r.startDate} 至 ${r.endDate}`, card: 'wide' },
  { title: '价格', value: (r) => priceText(r.price) },
  {
    title: '图片',
    value: (r) => r.pictures.length,
    render: (r) => <Thumbs urls={r.pictures} label={r.title} />,
    only: 'screen',
  },
  { title: '添加时间', value: (r) => shanghaiMinute(r.createTime) },
];

const STATUS_COLOR: Record<ApplicationStatus, string> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
  3: 'default',
  4: 'default',
};
export function ApplicationStatusTag({ status }: { status: number }) {
  const s = status as ApplicationStatus;
  return (
    <Tag color={STATUS_COLOR[s] ?? 'default'} fill="outline">
      {APPLICATION_STATUS_LABEL[s] ?? status}
    </Tag>
  );
}

/** When a booking is: '2026-11-26 14:00–16:00'. */
export const whenText = (r: { startTime: number; endTime: number }) =>
  `${shanghaiMinute(r.startTime)}–${shanghaiHm(r.endTime)}`;

/** §3 application: applicant, reason, start and end, status, applicant's room (systemJyh); the item and the price. */
export const APPLICATION_COLUMNS: Column<ApplicationRow>[] = [
  { title: '申请项', value: (r) => r.title, card: 'title' },
  {
    title: '状态',
    value: (r) => r.statusName,
    render: (r) => <ApplicationStatusTag status={r.status} />,
    card: 'status',
  },
  { title: '申请人', value: (r) => r.applyName },
  { title: '房间', value: (r) => `${r.apartmentName} ${r.systemJyh}` },
  { title: '电话', value: (r) => r.phone },
  { title: '预约时间', value: whenText },
  { title: '金额', value: (r) => r.amount, money: true },
  { title: '申请理由', value: (r) => r.reason, card: 'wide' },
  { title: '申请时间', value: (r) => shanghaiMinute(r.createTime) },
  { title: '处理人', value: (r) => r.handledByName, only: 'file' },
];
