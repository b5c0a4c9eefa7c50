import { Tag } from 'antd-mobile';
import type { Column, FilterField } from '../../components/list';
import type { AllocationFilters, AllocationItem } from './allocation-api';

type Key = keyof AllocationFilters;
type Choice = { value: string; label: string };

const RENT_NAME: Record<number, string> = { 0: '未出租', 1: '已出租' };
const TYPE_NAME: Record<number, string> = { 1: '集中式', 2: '分散式' };

/**
 * Part 4 §2 filters: 项目 (全部项目 = all), 区域 (the apartments' districts), 公寓, 户型 (the chosen apartment's
 * templates), 房间号, 出租状态. The choices come from the screen's queries.
 */
export function allocationFilters(c: { projects: Choice[]; areas: Choice[]; templates: Choice[] }): FilterField<Key>[] {
  return [
    { kind: 'select', key: 'officeId', label: '项目', all: '全部项目', options: c.projects },
    { kind: 'select', key: 'areaId', label: '区域', all: '全部区域', options: c.areas },
    { kind: 'apartment', key: 'apartmentId', label: '全部公寓' },
    { kind: 'select', key: 'templateId', label: '户型', all: '全部户型', options: c.templates },
    { kind: 'text', key: 'houseNumber', label: '房间号', max: 20 },
    {
      kind: 'select',
      key: 'isRent',
      label: '出租状态',
      all: '全部状态',
      options: Object.entries(RENT_NAME).map(([value, label]) => ({ value, label })),
    },
  ];
}

/** Part 4 §2 columns: 公寓, 户型, 房间号, 房型, 出租状态, 面积, 项目 (and the district). */
export const ALLOCATION_COLUMNS: Column<AllocationItem>[] = [
  { title: '房间', value: (r) => `${r.apartmentName} ${r.houseNumber}`, card: 'title' },
  {
    title: '项目',
    value: (r) => r.officeName || '未分配',
    render: (r) => (
      <Tag color={r.officeId ? 'primary' : 'default'} fill="outline">
        {r.officeName || '未分配'}
      </Tag>
    ),
    card: 'status',
  },
  { title: '公寓', value: (r) => r.apartmentName, card: 'hidden' },
  { title: '房间号', value: (r) => r.houseNumber, card: 'hidden' },
  { title: '公寓类型', value: (r) => TYPE_NAME[r.apartmentType] ?? '' },
  { title: '户型', value: (r) => r.houseType || '未绑定' },
  { title: '房型', value: (r) => r.roomType },
  { title: '出租状态', value: (r) => RENT_NAME[r.isRent] ?? '' },
  { title: '面积', value: (r) => (r.area === null ? '' : `${r.area}㎡`) },
  { title: '区域', value: (r) => r.location },
];
