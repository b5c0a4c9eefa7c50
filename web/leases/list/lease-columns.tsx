import { Tag } from 'antd-mobile';
import { formatFen } from '../../../sync/rules/common/money';
import type { LeaseRow } from '../../../sync/contract/leases/lease-list-shape';
import type { Column, FilterField } from '../../components/list';
import type { LeaseFilters } from './leases-api';
import { LeaseStatusTag } from './LeaseStatusTag';

/** The filters of §2.1 (the tabs and the deleted-records switch are the page's own). */
export const LEASE_FILTERS: FilterField<keyof LeaseFilters>[] = [
  { kind: 'text', key: 'houseName', label: '房源名称', max: 40 },
  { kind: 'text', key: 'houseNumber', label: '房间号', max: 20 },
  { kind: 'text', key: 'tenant', label: '租客姓名', max: 20 },
  { kind: 'text', key: 'phone', label: '租客手机号', max: 11 },
  { kind: 'text', key: 'creatorName', label: '签约人', max: 20 },
  {
    kind: 'select',
    key: 'status',
    label: '租约状态',
    all: '全部状态',
    options: [
      { label: '在租', value: '1' },
      { label: '已退房', value: '2' },
    ],
  },
];

/**
 * The columns of §2.1: the house with its lease code under it, then the status with the days in arrears (second, so a
 * tablet's table shows it without scrolling sideways).
 */
export const LEASE_COLUMNS: Column<LeaseRow>[] = [
  {
    title: '房源',
    value: (r) => r.houseName,
    render: (r) => (
      <>
        {r.houseName}
        <div className="lease-code">{r.leaseCode}</div>
      </>
    ),
    card: 'title',
  },
  {
    title: '租约状态',
    value: (r) => r.statusText,
    render: (r) => (
      <span className="lease-tags">
        <LeaseStatusTag row={r} />
        {r.overdueDays > 0 ? (
          <Tag color="danger" fill="solid">
            欠费{r.overdueDays}天
          </Tag>
        ) : null}
      </span>
    ),
    card: 'status',
  },
  { title: '租约编号', value: (r) => r.leaseCode, only: 'file' },
  { title: '租客', value: (r) => r.tenant },
  { title: '手机号', value: (r) => r.phone },
  { title: '租期', value: (r) => `${r.startDate} 至 ${r.endDate}`, card: 'wide' },
  { title: '租金', value: (r) => r.rentCost, money: true, render: (r) => `${formatFen(r.rentCost)}/月` },
  { title: '下次收租日', value: (r) => r.nextDate },
  { title: '合同类型', value: (r) => r.contractTypeText },
  { title: '签约人', value: (r) => r.creatorName },
];
