import { Checkbox, Collapse, Tag } from 'antd-mobile';
import { BILL_STATUS_TEXT } from '../../sync/rules/leases/lease-status';
import { PAYMENT_WAYS } from '../../sync/product/catalog';
import { shanghaiToday } from '../../sync/rules/common/shanghai-time';
import { formatFen } from '../../sync/rules/common/money';
import { BILL_PAY } from '../../sync/rules/bills/bill-status';
import type { BillRow, BillStage } from '../../sync/contract/bills/bills';

export type BillAction = 'collect' | 'void' | 'edit' | 'remark' | 'details' | 'print';

const TAG_COLOR: Record<string, string> = {
  [BILL_STATUS_TEXT.unpaid]: 'warning',
  [BILL_STATUS_TEXT.paid]: 'success',
  [BILL_STATUS_TEXT.void]: 'default',
  [BILL_STATUS_TEXT.badDebt]: 'danger',
  [BILL_STATUS_TEXT.paidPartBadDebt]: 'danger',
};
export const StatusTag = ({ text }: { text: string }) => (
  <Tag color={TAG_COLOR[text] ?? 'default'} fill="outline">
    {text}
  </Tag>
);

/** The actions a bill offers (the server's canCollect/canVoid/canEdit; remark while the lease is open). */
function actionsOf(b: BillRow, open: boolean): { key: BillAction; label: string; danger?: boolean }[] {
  const out: { key: BillAction; label: string; danger?: boolean }[] = [];
  if (b.canCollect) out.push({ key: 'collect', label: '收款' });
  if (b.canEdit) out.push({ key: 'edit', label: '修改' });
  if (open) out.push({ key: 'remark', label: '备注' });
  if (b.canVoid) out.push({ key: 'void', label: '作废', danger: true });
  out.push({ key: 'details', label: '详情' });
  if (b.payStatus === BILL_PAY.paid && b.receiptNumber) out.push({ key: 'print', label: '打印收据' });
  return out;
}

function BillLine(props: {
  b: BillRow;
  open: boolean;
  checked: boolean;
  onCheck: (v: boolean) => void;
  onAction: (a: BillAction, b: BillRow) => void;
}) {
  const { b } = props;
  return (
    <div className="account-bill" data-testid={`bill-${b.pkId}`}>
      <div className="account-bill-check">
        {b.canCollect && props.open ? (
          <Checkbox checked={props.checked} onChange={props.onCheck} aria-label={`选择${b.costName}`} />
        ) : null}
      </div>
      <div className="account-bill-name">
        {b.costName}
        {b.receiptRemark ? <div className="account-muted">{b.receiptRemark}</div> : null}
      </div>
      <div className="account-bill-amount">{formatFen(b.accountReceivable)}</div>
      <div className="account-bill-date">
        <span className="account-label">应收</span>
        {b.receivableDate}
      </div>
      <div className="account-bill-status">
        <StatusTag text={b.statusText} />
        {b.overdueDays > 0 ? <span className="account-overdue">逾期{b.overdueDays}天</span> : null}
      </div>
      <div className="account-bill-received">
        {b.payStatus === BILL_PAY.paid ? (
          <>
            <span>
              {b.receiptDate ? shanghaiToday(b.receiptDate) : ''}{' '}
              {b.paymentType !== null ? PAYMENT_WAYS[b.paymentType] : ''}
            </span>
            {b.receiptNumber ? <span className="account-muted">收据 {b.receiptNumber}</span> : null}
          </>
        ) : null}
      </div>
      <div className="account-bill-actions">
        {actionsOf(b, props.open).map((a) => (
          <button
            key={a.key}
            type="button"
            className={a.danger ? 'account-link account-link-danger' : 'account-link'}
            onClick={() => props.onAction(a.key, b)}
          >
            {a.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The bill plans by stage as expandable cards (stages with an unpaid bill open at first). */
export function StageList(props: {
  stages: BillStage[];
  open: boolean;
  /** Desktop: a column header above the bills of each stage. */
  desktop?: boolean;
  selected: Set<string>;
  onSelect: (pkId: string, on: boolean) => void;
  onAction: (a: BillAction, b: BillRow) => void;
}) {
  const key = (s: BillStage) => s.billsId ?? `stage-${s.stage}`;
  const initial = props.stages
    .filter((s) => s.bills.some((b) => b.canCollect))
    .map(key)
    .slice(0, 2);
  return (
    <Collapse className="account-stages" defaultActiveKey={initial}>
      {props.stages.map((s) => (
        <Collapse.Panel
          key={key(s)}
          title={
            <div className="account-stage-head">
              <strong>{s.stageName}</strong>
              <span className="account-muted">
                {s.startDate} 至 {s.endDate}
              </span>
              <StatusTag text={s.status} />
              <span className="account-stage-money">
                应收 {formatFen(s.totalMoney)} · 已收 {formatFen(s.amountReceived)}
              </span>
            </div>
          }
        >
          {s.bills.length === 0 ? <div className="account-muted">暂无账单</div> : null}
          {props.desktop && s.bills.length > 0 ? (
            <div className="account-bill account-bill-head" aria-hidden>
              <div className="account-bill-check" />
              <div className="account-bill-name">账单项目</div>
              <div className="account-bill-amount">应收金额</div>
              <div className="account-bill-date">应收日期</div>
              <div className="account-bill-status">状态</div>
              <div className="account-bill-received">收款信息</div>
              <div className="account-bill-actions">操作</div>
            </div>
          ) : null}
          {s.bills.map((b) => (
            <BillLine
              key={b.pkId}
              b={b}
              open={props.open}
              checked={props.selected.has(b.pkId)}
              onCheck={(v) => props.onSelect(b.pkId, v)}
              onAction={props.onAction}
            />
          ))}
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}
