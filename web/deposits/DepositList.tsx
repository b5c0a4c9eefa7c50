import { Button, Tag } from 'antd-mobile';
import type { Page } from '../../sync/contract/envelope';
import { formatFen } from '../../sync/rules/common/money';
import { shanghaiDateTime } from '../../sync/rules/common/shanghai-time';
import { DEPOSIT_ACTION_LABEL, type DepositAction } from '../../sync/rules/deposits/deposit-rules';
import type { DepositRow } from '../../sync/contract/deposits/deposit-shape';
import { Pager } from '../components/Pager';

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

/** The row's buttons: exactly the actions the server allows (§4). */
function Actions({ row, onAction }: { row: DepositRow; onAction: (a: DepositAction, r: DepositRow) => void }) {
  return (
    <div className="deposit-actions">
      {row.actions.map((a) => (
        <Button
          key={a}
          size="mini"
          fill={a === 'details' ? 'none' : 'outline'}
          color={a === 'revoke' ? 'danger' : 'primary'}
          onClick={(e) => {
            e.stopPropagation();
            onAction(a, row);
          }}
        >
          {DEPOSIT_ACTION_LABEL[a]}
        </Button>
      ))}
    </div>
  );
}

const COLUMNS: { title: string; render: (r: DepositRow) => React.ReactNode }[] = [
  { title: '房源', render: (r) => r.house },
  { title: '预订人', render: (r) => r.promiseMan },
  { title: '手机号', render: (r) => r.phone },
  { title: '预订时间', render: (r) => shanghaiDateTime(r.createTime) },
  { title: '定金', render: (r) => formatFen(r.advanceCost) },
  { title: '最晚签约日期', render: (r) => r.latestDate },
  { title: '约定租金', render: (r) => formatFen(r.rentCost) },
  { title: '添加人', render: (r) => r.creatorName || '-' },
  { title: '状态', render: (r) => <StatusText row={r} /> },
];

/** One page of orders: a table on desktop, cards on phones, with a pager (10 a page). */
export function DepositList(props: {
  page: Page<DepositRow>;
  desktop: boolean;
  onPage: (n: number) => void;
  onAction: (a: DepositAction, r: DepositRow) => void;
}) {
  const { page } = props;
  return (
    <>
      <div className="deposit-total">共 {page.total} 条</div>
      {props.desktop ? (
        <div className="deposit-table-wrap">
          <table className="deposit-table list-table-fit">
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
                <tr key={r.advanceId}>
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
              key={r.advanceId}
              className="deposit-card"
              onClick={() => props.onAction('details', r)}
              role="button"
              tabIndex={0}
            >
              <div className="deposit-card-head">
                <span>{r.house}</span>
                <StatusText row={r} />
              </div>
              <div className="deposit-card-line">
                {r.promiseMan} · {r.phone}
              </div>
              <div className="deposit-card-line">
                定金 {formatFen(r.advanceCost)} · 约定租金 {formatFen(r.rentCost)}/月
              </div>
              <div className="deposit-card-line">
                最晚签约 {r.latestDate} · {r.creatorName || '-'} 添加于 {shanghaiDateTime(r.createTime).slice(0, 16)}
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
