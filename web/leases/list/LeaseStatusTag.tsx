import { Tag } from 'antd-mobile';
import type { LeaseRow } from '../../../sync/contract/leases/lease-list-shape';
import './lease-list.css';

const STATUS_COLOR: Record<string, string> = {
  待确认: 'warning',
  签约成功: 'success',
  '已退房(已结算)': 'default',
  '已退房(未结算)': 'danger',
};

/** A lease's status tag, with 已删除 on a deleted record. */
export function LeaseStatusTag({ row }: { row: Pick<LeaseRow, 'statusText' | 'deleted'> }) {
  return (
    <span className="lease-tags">
      <Tag color={STATUS_COLOR[row.statusText] ?? 'default'} fill="outline">
        {row.statusText}
      </Tag>
      {row.deleted ? (
        <Tag color="default" fill="solid">
          已删除
        </Tag>
      ) : null}
    </span>
  );
}
