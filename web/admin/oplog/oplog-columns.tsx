import { Tag } from 'antd-mobile';
import type { Column, FilterField } from '../../components/list';
import type { Option } from '../../components/filters/filter-fields';
import {
  ALL_BRANCHES,
  LOG_ACCOUNT_TYPE_NAME,
  OPERATION_TYPE,
  OPERATION_TYPE_NAME,
  TERMINAL_NAME,
  type LogAccountType,
  type OperationType,
  type Terminal,
} from '../../../sync/rules/admin/oplog-rules';
import { shanghaiDateTime } from '../../../sync/rules/common/shanghai-time';
import type { LogFilters, LogItem } from './oplog-api';

const options = (names: Record<number, string>): Option[] =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

/**
 * Part 4 §2 filters: 操作人, 操作内容, 手机号, 所属项目 (the branches given), 操作时间, 账号类型 (ours: 租客 too, for
 * what tenants did on their page), 操作类型, 终端.
 */
export function oplogFilters(branches: Option[]): FilterField<keyof LogFilters>[] {
  return [
    { kind: 'text', key: 'account', label: '操作人', max: 20 },
    { kind: 'text', key: 'context', label: '操作内容', max: 50 },
    { kind: 'text', key: 'phone', label: '手机号', max: 11 },
    { kind: 'select', key: 'officeId', label: '所属项目', all: '全部项目', options: branches },
    { kind: 'dates', from: 'startTime', to: 'endTime', label: '操作时间' },
    { kind: 'select', key: 'accountType', label: '账号类型', all: '全部账号', options: options(LOG_ACCOUNT_TYPE_NAME) },
    {
      kind: 'select',
      key: 'operationType',
      label: '操作类型',
      all: '全部操作',
      options: options(OPERATION_TYPE_NAME),
    },
    { kind: 'select', key: 'terminal', label: '终端', all: '全部终端', options: options(TERMINAL_NAME) },
  ];
}

const TAG_COLOR: Record<OperationType, string> = {
  [OPERATION_TYPE.query]: 'default',
  [OPERATION_TYPE.add]: 'success',
  [OPERATION_TYPE.change]: 'primary',
  [OPERATION_TYPE.remove]: 'danger',
};
const operation = (r: LogItem) => OPERATION_TYPE_NAME[r.module as OperationType] ?? '';

/** Part 4 §2 columns: 操作人, 操作内容, 账号类型, 所属项目, 手机号, 操作类型, 操作时间, 终端. */
export const OPLOG_COLUMNS: Column<LogItem>[] = [
  { title: '操作人', value: (r) => r.nickName },
  // On a phone the card leads with what was done; the desktop table keeps the spec's order.
  { title: '操作内容', value: (r) => r.context, card: 'title' },
  { title: '账号类型', value: (r) => LOG_ACCOUNT_TYPE_NAME[r.managerType as LogAccountType] ?? '' },
  { title: '所属项目', value: (r) => r.officeName || ALL_BRANCHES },
  { title: '手机号', value: (r) => r.phone },
  {
    title: '操作类型',
    value: operation,
    render: (r) => (
      <Tag color={TAG_COLOR[r.module as OperationType] ?? 'default'} fill="outline">
        {operation(r)}
      </Tag>
    ),
    card: 'status',
  },
  { title: '操作时间', value: (r) => shanghaiDateTime(r.gmtCreate) },
  { title: '终端', value: (r) => TERMINAL_NAME[r.client as Terminal] ?? '' },
];
