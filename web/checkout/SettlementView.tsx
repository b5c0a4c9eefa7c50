import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ErrorBlock, Skeleton } from 'antd-mobile';
import { formatFen } from '../../sync/rules/common/money';
import { shanghaiMinute } from '../../sync/rules/common/shanghai-time';
import { SettlementLineRow } from './SettlementLineRow';
import type { SettlementLine } from '../../sync/rules/checkout/settlement';
import { checkoutError, checkoutKey, fetchCheckout } from './checkout-api';
import { REFUND_STATUS_TEXT, type RefundStatus, REFUND_STATUS } from '../../sync/rules/checkout/refund-status';
import { REFUND_APP } from '../../sync/rules/finance/refund-rules';
import type { CheckoutRecord } from '../../sync/contract/checkout/checkout';
import './checkout.css';

/** The refund application in words: 待审批 / 待付款 / 已退款 2026-11-22 微信转账 / 已驳回（reason）. */
const refundText = (r: NonNullable<CheckoutRecord['refund']>) =>
  r.status === REFUND_APP.paid
    ? `${r.statusText} ${r.payDate ?? ''} ${r.paymentWayText}`
    : r.status === REFUND_APP.rejected
      ? `${r.statusText}（${r.reason}）`
      : `${r.statusText}（退款申请）`;

/** An instant as 'YYYY-MM-DD HH:mm' in Asia/Shanghai. */
const instantText = (ms: number | null) => (ms ? shanghaiMinute(ms) : '-');

const GROUPS: { status: RefundStatus; cls: string }[] = [
  { status: REFUND_STATUS.refund, cls: 'checkout-refund' },
  { status: REFUND_STATUS.deduction, cls: 'checkout-deduction' },
  { status: REFUND_STATUS.arrears, cls: 'checkout-arrears' },
];

/** The settlement list of a checked-out lease (account view, shown when isSettlement is not 0). */
export function SettlementView(props: { leaseId: string }) {
  const q = useQuery({
    queryKey: checkoutKey(props.leaseId),
    queryFn: () => fetchCheckout(props.leaseId),
    enabled: !!props.leaseId,
  });
  if (q.isLoading) {
    return (
      <div className="settlement-card">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  if (q.error) return <ErrorBlock status="default" title="结算单加载失败" description={checkoutError(q.error)} />;
  const s = q.data;
  if (!s) return null;
  const lines = s.bills;
  const sum = (st: RefundStatus) => lines.filter((l) => l.refundStatus === st).reduce((t, l) => t + l.cost, 0);

  return (
    <section className="settlement-card" aria-label="结算单">
      <h3>{s.isSettlement ? '结算单' : '已退房（未结算）'}</h3>
      {s.isSettlement ? (
        <div className="settlement-groups">
          {GROUPS.map((g) => {
            const of = lines.filter((l) => l.refundStatus === g.status);
            return (
              <div key={g.status} className={`checkout-section ${g.cls}`} aria-label={REFUND_STATUS_TEXT[g.status]}>
                <h3>
                  {REFUND_STATUS_TEXT[g.status]} <small>{formatFen(sum(g.status))}</small>
                </h3>
                {of.length ? (
                  of.map((l: SettlementLine, i) => <LineRow key={`${l.billsDetailId ?? 'd'}${i}`} line={l} />)
                ) : (
                  <div className="checkout-empty">无</div>
                )}
              </div>
            );
          })}
        </div>
      ) : null}
      <div className="settlement-facts">
        {s.isSettlement ? (
          <>
            <span>
              <b>退款金额</b>
              {formatFen(s.returnCost)}
            </span>
            <span>
              <b>付款途径</b>
              {s.pathwayText || '-'}
            </span>
            {s.refund ? (
              <span aria-label="退款状态">
                <b>退款状态</b>
                <Link to={`/drawbackApplict?id=${encodeURIComponent(s.refund.id)}`}>{refundText(s.refund)}</Link>
              </span>
            ) : null}
            <span>
              <b>坏账</b>
              {formatFen(s.badDebtCost)}
            </span>
            <span>
              <b>退房原因</b>
              {s.returnCause || '-'}
            </span>
            <span>
              <b>备注</b>
              {s.remark || '-'}
            </span>
            <span>
              <b>结算时间</b>
              {instantText(s.settledAt)}
            </span>
          </>
        ) : null}
        <span>
          <b>退房日期</b>
          {s.checkOutDate}
        </span>
        <span>
          <b>预计可入住</b>
          {s.usableDate}
        </span>
        <span>
          <b>发送给租客</b>
          {s.isSend ? '是' : '否'}
        </span>
        <span>
          <b>经办人</b>
          {s.settledBy || s.operator || '-'}
        </span>
      </div>
      {s.ledger.length ? (
        <div className="settlement-ledger" aria-label="结算流水">
          <h3>结算流水</h3>
          {s.ledger.map((e) => (
            <div key={e.id} className="checkout-line">
              <span>
                {e.itemName}
                <small>
                  {' '}
                  {e.kind === 'bad_debt' ? '坏账（未收款）' : e.paymentWayText}
                  {e.receiptNumber ? ` · ${e.receiptNumber}` : ''}
                </small>
              </span>
              <span className={`amount ${e.inOut === 1 ? 'ledger-in' : 'ledger-out'}`}>
                {e.kind === 'bad_debt' ? '' : e.inOut === 1 ? '+' : '−'}
                {formatFen(e.amount)}
              </span>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

function LineRow(props: { line: SettlementLine }) {
  return <SettlementLineRow line={props.line} />;
}
