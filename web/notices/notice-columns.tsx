import { Tag } from 'antd-mobile';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import { NOTICE_STATUS } from '../../sync/rules/notices/notice-rules';
import type { Column, FilterField } from '../components/list';
import type { NoticeFilters, NoticeRow } from './notices-api';

/** /onlineApplic's filter (§2.7: apartment). */
export const NOTICE_FILTERS: FilterField<keyof NoticeFilters>[] = [
  { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
];

const STATUS_COLOR: Record<number, string> = {
  [NOTICE_STATUS.sent]: 'success',
  [NOTICE_STATUS.pending]: 'warning',
};

/** §2.7 columns: title, receivers, content, summary, created, recalled, status; and the tab and apartment. */
export const NOTICE_COLUMNS: Column<NoticeRow>[] = [
  { title: '标题', value: (r) => r.title, card: 'title' },
  {
    title: '状态',
    value: (r) => r.statusName,
    render: (r) => (
      <Tag color={STATUS_COLOR[r.status] ?? 'default'} fill="outline">
        {r.statusName}
      </Tag>
    ),
    card: 'status',
  },
  { title: '类型', value: (r) => r.kindName },
  { title: '公寓', value: (r) => r.gyName },
  { title: '接收人', value: (r) => r.devNameList },
  { title: '内容', value: (r) => r.content, card: 'wide' },
  { title: '摘要', value: (r) => r.summary },
  { title: '有效期', value: (r) => (r.keepTime === null ? '长期有效' : `至 ${shanghaiMinute(r.keepTime)}`) },
  { title: '发布时间', value: (r) => shanghaiMinute(r.createTime) },
  { title: '撤回时间', value: (r) => (r.recalltime === null ? '' : shanghaiMinute(r.recalltime)) },
  { title: '发布人', value: (r) => r.createdByName, only: 'file' },
];
