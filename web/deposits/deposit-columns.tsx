import { Tag } from 'antd-mobile';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import type { DepositRow } from '../../sync/contract/deposits/deposit-shape';
import type { Column, FilterField } from '../components/list';
import type { DepositFilters } from './deposits-api';

const STATUS_COLOR: Record<string, string> = {
  未支付: 'warning',
  待签约: 'primary',
  已签约: 'success',
  已作废: 'default',
  已撤销: 'default',
};

export function StatusText({ row }: { row: Pick<DepositRow, 'statusText'> }) {
  return (
    <Tag color={STATUS_COLOR[row.statusText] ?? 'default'} fill="outline">
      {row.statusText}
    </Tag>
  );
}

/** The filters of §2.2. */
export const DEPOSIT_FILTERS: FilterField<keyof DepositFilters>[] = [
  { kind: 'text', key: 'apartmentName', label: '公寓名称', max: 40 },
  { kind: 'text', key: 'houseNumber', label: '房间号', max: 20 },
  { kind: 'text', key: 'promiseMan', label: '预订人', max: 20 },
  { kind: 'text', key: 'phone', label: '手机号', max: 11 },
  { kind: 'text', key: 'creatorName', label: '添加人', max: 20 },
  { kind: 'dates', from: 'startDate', to: 'endDate', label: '提交日期' },
];

/** The columns of §2.2 (the table, the cards and the export); the file also gets the order number and the term. */
export const DEPOSIT_COLUMNS: Column<DepositRow>[] = [
  { title: '订单号', value: (r) => r.orderNo, only: 'file' },
  { title: '房源', value: (r) => r.house, card: 'title' },
  // Second, so a tablet's table shows it without scrolling sideways.
  { title: '状态', value: (r) => r.statusText, render: (r) => <StatusText row={r} />, card: 'status' },
  { title: '预订人', value: (r) => r.promiseMan },
  { title: '手机号', value: (r) => r.phone },
  { title: '预订时间', value: (r) => shanghaiMinute(r.createTime) },
  { title: '定金', value: (r) => r.advanceCost, money: true },
  { title: '租期开始', value: (r) => r.startDate, only: 'file' },
  { title: '租期结束', value: (r) => r.endDate, only: 'file' },
  { title: '最晚签约日期', value: (r) => r.latestDate },
  { title: '约定租金', value: (r) => r.rentCost, money: true },
  { title: '添加人', value: (r) => r.creatorName },
];
