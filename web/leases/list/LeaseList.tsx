import { Button, Tag } from 'antd-mobile';
import { formatFen } from '../../../sync/rules/common/money';
import type { LeasePage, LeaseRow } from '../../../sync/contract/leases/lease-list-shape';
import { LEASE_ACTION_LABEL, LEASE_ACTION_ORDER, type LeaseActionKey } from './lease-actions';
import { Pager } from '../../components/Pager';

const STATUS_COLOR: Record<string, string> = {
  待确认: 'warning',
  签约成功: 'success',
  '已退房(已结算)': 'default',
  '已退房(未结算)': 'danger',
};

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

/** Overdue days as a tag, when the lease is in arrears. */
function Arrears({ row }: { row: LeaseRow }) {
  return row.overdueDays > 0 ? (
    <Tag color="danger" fill="solid" className="lease-arrears">
      欠费{row.overdueDays}天
    </Tag>
  ) : null;
}

/** The row's buttons: exactly the actions the status allows (§4). */
function Actions({ row, onAction }: { row: LeaseRow; onAction: (a: LeaseActionKey, r: LeaseRow) => void }) {
  const keys = LEASE_ACTION_ORDER.filter((k) => row.actions[k]);
  if (!keys.length) return <span className="deposit-muted">-</span>;
  return (
    <div className="deposit-actions">
      {keys.map((a) => (
        <Button
          key={a}
          size="mini"
          fill="outline"
          color={a === 'remove' ? 'danger' : 'primary'}
          onClick={(e) => {
            e.stopPropagation();
            onAction(a, row);
          }}
        >
          {LEASE_ACTION_LABEL[a]}
        </Button>
      ))}
    </div>
  );
}

const COLUMNS: { title: string; render: (r: LeaseRow) => React.ReactNode }[] = [
  {
    title: '房源',
    render: (r) => (
      <>
        {r.houseName}
        <div className="lease-code">{r.leaseCode}</div>
      </>
    ),
  },
  { title: '租客', render: (r) => r.tenant },
  { title: '手机号', render: (r) => r.phone },
  { title: '租期', render: (r) => `${r.startDate} 至 ${r.endDate}` },
  { title: '租金', render: (r) => `${formatFen(r.rentCost)}/月` },
  { title: '下次收租日', render: (r) => r.nextDate },
  { title: '合同类型', render: (r) => r.contractTypeText },
  {
    title: '租约状态',
    render: (r) => (
      <>
        <LeaseStatusTag row={r} /> <Arrears row={r} />
      </>
    ),
  },
  { title: '签约人', render: (r) => r.creatorName || '-' },
];

/** One page of leases: a table on desktop, cards on phones; a row opens the lease; a pager (10 a page). */
export function LeaseList(props: {
  page: LeasePage;
  desktop: boolean;
  onOpen: (r: LeaseRow) => void;
  onPage: (n: number) => void;
  onAction: (a: LeaseActionKey, r: LeaseRow) => void;
}) {
  const { page } = props;
  return (
    <>
      <div className="deposit-total">共 {page.total} 条</div>
      {props.desktop ? (
        <div className="deposit-table-wrap">
          <table className="deposit-table lease-table list-table-fit">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c.title}>{c.title}</th>
                ))}
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {page.records.map((r) => (
                <tr key={r.leaseId} className="lease-row" onClick={() => props.onOpen(r)}>
                  {COLUMNS.map((c) => (
                    <td key={c.title}>{c.render(r)}</td>
                  ))}
                  <td>
                    <Actions row={r} onAction={props.onAction} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="deposit-cards">
          {page.records.map((r) => (
            <div
              key={r.leaseId}
              className="deposit-card"
              onClick={() => props.onOpen(r)}
              onKeyDown={(e) => e.key === 'Enter' && props.onOpen(r)}
              role="button"
              tabIndex={0}
            >
              <div className="deposit-card-head">
                <span>{r.houseName}</span>
                <LeaseStatusTag row={r} />
              </div>
              <div className="deposit-card-line">
                {r.tenant} · {r.phone} <Arrears row={r} />
              </div>
              <div className="deposit-card-line lease-code">租约编号 {r.leaseCode}</div>
              <div className="deposit-card-line">
                {r.startDate} 至 {r.endDate} · {formatFen(r.rentCost)}/月
              </div>
              <div className="deposit-card-line">
                下次收租 {r.nextDate} · {r.contractTypeText} · 签约人 {r.creatorName || '-'}
              </div>
              <Actions row={r} onAction={props.onAction} />
            </div>
          ))}
        </div>
      )}
      <Pager className="deposit-pager" current={page.current} pages={page.pages} onPage={props.onPage} />
    </>
  );
}
