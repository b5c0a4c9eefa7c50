import { Tag } from 'antd-mobile';
import type { Column } from '../components/list';
import { shanghaiDateTime } from '../../sync/rules/common/shanghai-time';
import { methodName, SETTLE_STATUS, SETTLE_STATUS_NAME } from '../../sync/rules/payments/settlement';
import type { SettlementRow } from '../../sync/contract/personal/personal';

/** The settlement records' columns (part 4 §2 "Personal centre"): one declaration for the table and the cards. */
export const SETTLEMENT_COLUMNS: Column<SettlementRow>[] = [
  { title: '交易金额', value: (r) => r.amount, money: true, card: 'title' },
  {
    title: '状态',
    value: (r) => SETTLE_STATUS_NAME[r.status] ?? '-',
    render: (r) => (
      <Tag color={r.status === SETTLE_STATUS.settled ? 'success' : 'warning'} fill="outline">
        {SETTLE_STATUS_NAME[r.status] ?? '-'}
      </Tag>
    ),
    card: 'status',
  },
  { title: '服务费', value: (r) => r.fee, money: true },
  { title: '实到金额', value: (r) => r.realAmount, money: true },
  { title: '交易方式', value: (r) => methodName(r.method) },
  { title: '交易时间', value: (r) => shanghaiDateTime(r.tradeDate) },
  { title: '结算日期', value: (r) => r.settleDate },
  { title: '收款人', value: (r) => r.operator || '-' },
];
